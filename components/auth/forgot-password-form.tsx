"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requestPasswordReset } from "@/lib/api/auth";
import { toApiError } from "@/lib/api/errors";
import { authMessages, recoverSchema, type RecoverInput } from "@/lib/contracts/auth";

/** Forgotten password: the e-mail, then 'Revisa tu correo'. */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverInput>({ resolver: zodResolver(recoverSchema), defaultValues: { email: "", role: "user" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      const apiError = toApiError(error);
      setFailure({ message: apiError.status === 404 ? authMessages.noSuchEmail : apiError.message, key: Date.now() });
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4 text-center" role="status">
        <h3 className="text-xl font-bold">Revisa tu correo</h3>
        <p className="text-fg-muted">
          Te enviamos un enlace a <strong className="text-fg">{sentTo}</strong> para que elijas una nueva contraseña. Vale 30 minutos.
        </p>
        <Button type="button" variant="outline" onClick={onBackToLogin}>
          Volver a iniciar sesión
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Recuperar contraseña">
      <p className="text-fg-muted">Escribe el correo de tu cuenta y te enviaremos un enlace para cambiar tu contraseña.</p>
      {failure ? (
        <Alert key={failure.key} variant="error" onHide={() => setFailure(null)}>
          {failure.message}
        </Alert>
      ) : null}
      <Input
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email ? authMessages.forgotInvalid : undefined}
        {...register("email")}
      />
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Enviando…">
        Enviar enlace
      </Button>
      <Button type="button" variant="link" onClick={onBackToLogin}>
        Volver a iniciar sesión
      </Button>
    </form>
  );
}
