"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SchoolPicker } from "@/components/auth/school-fields";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { inviteCounsellor } from "@/lib/api/family";
import { toApiError } from "@/lib/api/errors";
import { inviteCounsellorSchema, type InviteCounsellorForm as Values } from "@/lib/contracts/family";
import type { SchoolOption } from "@/lib/contracts/school";

/** The back office's invitation of a school counsellor: school, name, surname and e-mail. */
export function InviteCounsellorForm() {
  const router = useRouter();
  const [school, setSchool] = useState<SchoolOption | null>(null);
  const [notice, setNotice] = useState<{ variant: "success" | "error"; text: string; key: number } | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(inviteCounsellorSchema), defaultValues: { name: "", surname: "", email: "" } });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const result = await inviteCounsellor(values);
      setNotice({
        variant: "success",
        text: result.resent
          ? `Reenviamos la invitación a ${result.counsellor.email}.`
          : `Invitamos a ${result.counsellor.name} ${result.counsellor.surname} (${result.counsellor.schoolName}). Le llegará un correo para elegir su contraseña.`,
        key: Date.now(),
      });
      form.reset({ name: "", surname: "", email: "" });
      setSchool(null);
      router.refresh();
    } catch (error) {
      const e = toApiError(error);
      for (const [field, messages] of Object.entries(e.fieldErrors)) {
        if (field === "schoolId" || field === "name" || field === "surname" || field === "email")
          form.setError(field, { message: messages[0] });
      }
      setNotice({ variant: "error", text: e.message, key: Date.now() });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Invitar a un orientador">
      <SchoolPicker
        school={school}
        error={errors.schoolId?.message}
        onChange={(option) => {
          setSchool(option);
          if (option) form.setValue("schoolId", option.id, { shouldValidate: true });
          else form.resetField("schoolId");
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Nombre" autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <Input label="Apellido" autoComplete="off" error={errors.surname?.message} {...form.register("surname")} />
      </div>
      <Input label="Correo electrónico" type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
      {notice ? (
        <Alert key={notice.key} variant={notice.variant} autoHideMs={0}>
          {notice.text}
        </Alert>
      ) : null}
      <Button type="submit" loading={form.formState.isSubmitting} loadingText="Enviando la invitación…">
        Enviar invitación
      </Button>
    </form>
  );
}
