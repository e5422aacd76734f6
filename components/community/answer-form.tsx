"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { answerQuestion } from "@/lib/api/community";
import { toApiError } from "@/lib/api/errors";
import { answerInputSchema, type AnswerInput } from "@/lib/contracts/community";
import { TextareaField } from "./textarea-field";

/** The answer form of specialists and ambassadors; a newcomer's answer waits for moderation and says so. */
export function AnswerForm({ questionId }: { questionId: number }) {
  const router = useRouter();
  const [status, setStatus] = useState<{ kind: "error" | "success"; text: string; key: number } | null>(null);
  const form = useForm<AnswerInput, unknown, { body: string }>({ resolver: zodResolver(answerInputSchema), defaultValues: { body: "" } });
  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const created = await answerQuestion(questionId, values);
      form.reset({ body: "" });
      setStatus({
        kind: "success",
        text:
          created.status === "pending"
            ? "Gracias: tu respuesta está en revisión y se publicará cuando la apruebe el equipo."
            : "Tu respuesta ya está publicada.",
        key: Date.now(),
      });
      router.refresh();
    } catch (e) {
      const err = toApiError(e);
      if (err.fieldErrors.body) form.setError("body", { type: "server", message: err.fieldErrors.body[0] });
      setStatus({ kind: "error", text: err.message, key: Date.now() });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Responder" className="flex flex-col gap-3">
      <TextareaField
        label="Tu respuesta"
        hint="Cuenta tu experiencia con datos. Nunca compartas tu teléfono, tu correo ni enlaces a chats."
        maxLength={3000}
        error={form.formState.errors.body?.message}
        {...form.register("body")}
      />
      {status ? (
        <Alert key={status.key} variant={status.kind} autoHideMs={0} dismissible onHide={() => setStatus(null)}>
          {status.text}
        </Alert>
      ) : null}
      <Button type="submit" variant="accent" loading={form.formState.isSubmitting} loadingText="Enviando…" className="self-start">
        Publicar respuesta
      </Button>
    </form>
  );
}
