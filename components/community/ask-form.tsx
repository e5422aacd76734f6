"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, type SelectOption } from "@/components/ui/select";
import { askQuestion } from "@/lib/api/community";
import { toApiError } from "@/lib/api/errors";
import { href } from "@/lib/config/route-paths";
import { questionInputSchema, type QuestionInput } from "@/lib/contracts/community";
import { TextareaField } from "./textarea-field";

type Values = { title: string; body: string; careerSlug?: string; institutionSlug?: string };

/**
 * «Haz una pregunta»: the same contract as the API (the safety rules are checked as the student
 * types and again on the server). A newcomer's question waits for moderation and says so.
 */
export function AskForm({
  careers,
  institution,
  career,
}: {
  careers: SelectOption[];
  /** The institution the question is about (from its page), shown and sent as is. */
  institution?: { slug: string; name: string } | null;
  career?: string;
}) {
  const router = useRouter();
  const [done, setDone] = useState<{ status: string; key: number } | null>(null);
  const [error, setError] = useState<{ text: string; key: number } | null>(null);
  const form = useForm<QuestionInput, unknown, Values>({
    resolver: zodResolver(questionInputSchema),
    defaultValues: { title: "", body: "", careerSlug: career ?? "", institutionSlug: institution?.slug ?? "" },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    try {
      const created = await askQuestion(values);
      form.reset({ title: "", body: "", careerSlug: career ?? "", institutionSlug: institution?.slug ?? "" });
      setDone({ status: created.status, key: Date.now() });
      router.refresh();
    } catch (e) {
      const err = toApiError(e);
      for (const [key, messages] of Object.entries(err.fieldErrors)) {
        if (key === "title" || key === "body" || key === "careerSlug") form.setError(key, { type: "server", message: messages[0] });
      }
      setError({ text: err.message, key: Date.now() });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Haz una pregunta" className="flex flex-col gap-4">
      <Input
        label="Tu pregunta"
        placeholder="¿Cómo es estudiar Enfermería en una universidad nacional?"
        maxLength={150}
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextareaField
        label="Detalles"
        hint="Cuenta lo que ya sabes y qué te preocupa. No escribas tu teléfono, tu correo ni tu usuario de redes."
        maxLength={3000}
        error={errors.body?.message}
        {...form.register("body")}
      />
      <Select
        label="Carrera (opcional)"
        options={[{ value: "", label: "Ninguna en particular" }, ...careers]}
        error={errors.careerSlug?.message}
        {...form.register("careerSlug")}
      />
      {institution ? (
        <p className="text-sm text-neutral-800">
          Sobre: <strong>{institution.name}</strong>{" "}
          <Link href={href("community")} className="text-primary-700 underline">
            (preguntar sin institución)
          </Link>
        </p>
      ) : null}
      {error ? (
        <Alert key={error.key} variant="error" autoHideMs={0} dismissible onHide={() => setError(null)}>
          {error.text}
        </Alert>
      ) : null}
      {done ? (
        <Alert key={done.key} variant="success" autoHideMs={0} dismissible onHide={() => setDone(null)}>
          {done.status === "pending"
            ? "¡Gracias! Tu pregunta está en revisión: la publicamos en cuanto la revise el equipo (normalmente en menos de un día). Mientras tanto solo tú la ves."
            : "¡Listo! Tu pregunta ya está publicada."}
        </Alert>
      ) : null}
      <Button type="submit" variant="accent" loading={isSubmitting} loadingText="Enviando…" className="self-start">
        Publicar pregunta
      </Button>
    </form>
  );
}
