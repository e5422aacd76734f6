"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { createCounsellorCode } from "@/lib/api/family";
import { toApiError } from "@/lib/api/errors";
import { counsellorCodeSchema, type CounsellorCodeForm as Values, type SchoolCodeDto } from "@/lib/contracts/family";
import { schoolGradeOptions } from "@/lib/contracts/school";

/** The counsellor creates a code for one grade and section; the new code is shown to copy. */
export function CounsellorCodeForm() {
  const router = useRouter();
  const [created, setCreated] = useState<SchoolCodeDto | null>(null);
  const [failure, setFailure] = useState<{ text: string; key: number } | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(counsellorCodeSchema), defaultValues: { section: "" } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const code = await createCounsellorCode({ grade: values.grade, section: values.section, maxUses: values.maxUses || null });
      setCreated(code);
      router.refresh();
    } catch (error) {
      const e = toApiError(error);
      for (const [field, messages] of Object.entries(e.fieldErrors)) {
        if (field === "grade" || field === "section" || field === "maxUses") form.setError(field, { message: messages[0] });
      }
      setFailure({ text: e.message, key: Date.now() });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Crear un código para una sección">
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Grado"
          placeholder="Elige el grado"
          options={schoolGradeOptions}
          error={errors.grade?.message}
          {...form.register("grade")}
        />
        <Input label="Sección" placeholder="A" maxLength={20} error={errors.section?.message} {...form.register("section")} />
        <Input
          label="Estudiantes (opcional)"
          type="number"
          inputMode="numeric"
          min={1}
          max={2000}
          hint="Déjalo vacío para no poner límite."
          error={errors.maxUses?.message}
          {...form.register("maxUses", { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}
        />
      </div>
      {failure ? (
        <Alert key={failure.key} variant="error" autoHideMs={0}>
          {failure.text}
        </Alert>
      ) : null}
      {created ? (
        <Alert variant="success" autoHideMs={0}>
          Código para {created.grade}.º {created.section}: <strong className="font-mono text-lg">{created.code}</strong>. Compártelo con tus
          estudiantes: lo escriben al registrarse con su colegio, o les mandas el enlace de la clase («Copiar enlace», en la lista de
          abajo), que ya lo trae puesto.
        </Alert>
      ) : null}
      <Button type="submit" loading={form.formState.isSubmitting} loadingText="Creando el código…" className="self-start">
        Crear código
      </Button>
    </form>
  );
}
