"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { updateStudent } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { extraDataFormSchema, type ExtraDataForm as Values, type StudentProfile } from "@/lib/contracts/auth";
import { useSessionStore } from "@/stores/session";

/** /datos-extra-estudiante: surnames, gender, document, grade and graduation year, saved with `PUT /api/student`. */
export function ExtraDataForm({ profile }: { profile: StudentProfile }) {
  const [result, setResult] = useState<{ variant: "success" | "error"; message: string; key: number } | null>(null);
  const year = new Date().getFullYear();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(extraDataFormSchema),
    defaultValues: {
      surnameFather: profile.surnameFather ?? "",
      surnameMother: profile.surnameMother ?? "",
      gender: (["femenino", "masculino", "otro"].includes(profile.gender ?? "") ? profile.gender : "") as Values["gender"],
      document: profile.document ?? "",
      graduationYear: profile.graduationYear ? String(profile.graduationYear) : "",
      grade: (["5", "4", "3", "egresado"].includes(profile.grade ?? "") ? profile.grade : "") as Values["grade"],
      section: profile.section ?? "",
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const user = await updateStudent({
        surnameFather: values.surnameFather || null,
        surnameMother: values.surnameMother || null,
        gender: values.gender || null,
        document: values.document || null,
        graduationYear: values.graduationYear ? Number(values.graduationYear) : null,
        grade: values.grade || null,
        section: values.section || null,
      });
      useSessionStore.getState().setSession(user);
      setResult({ variant: "success", message: "Guardamos tus datos.", key: Date.now() });
    } catch (error) {
      setResult({ variant: "error", message: apiErrorMessage(error), key: Date.now() });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Datos del estudiante">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Apellido paterno" autoComplete="family-name" error={errors.surnameFather?.message} {...register("surnameFather")} />
        <Input label="Apellido materno" error={errors.surnameMother?.message} {...register("surnameMother")} />
      </div>
      <Select
        label="Género"
        options={[
          { value: "", label: "Prefiero no decirlo" },
          { value: "femenino", label: "Femenino" },
          { value: "masculino", label: "Masculino" },
          { value: "otro", label: "Otro" },
        ]}
        {...register("gender")}
      />
      <Input label="DNI o carné de extranjería (opcional)" inputMode="numeric" error={errors.document?.message} {...register("document")} />
      <div className="grid grid-cols-2 gap-4">
        <Select
          label="Grado"
          options={[
            { value: "", label: "Elige" },
            { value: "5", label: "5.º de secundaria" },
            { value: "4", label: "4.º de secundaria" },
            { value: "3", label: "3.º de secundaria" },
            { value: "egresado", label: "Ya terminé el colegio" },
          ]}
          {...register("grade")}
        />
        <Input label="Sección" error={errors.section?.message} {...register("section")} />
      </div>
      <Select
        label="Año en que terminas el colegio"
        options={[
          { value: "", label: "Elige" },
          ...Array.from({ length: 10 }, (_, i) => ({ value: String(year + 3 - i), label: String(year + 3 - i) })),
        ]}
        error={errors.graduationYear?.message}
        {...register("graduationYear")}
      />
      {result ? (
        <Alert key={result.key} variant={result.variant} onHide={() => setResult(null)}>
          {result.message}
        </Alert>
      ) : null}
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Guardando…">
        Guardar
      </Button>
    </form>
  );
}
