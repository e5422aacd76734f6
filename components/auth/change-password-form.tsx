"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { checkResetToken, resetPassword } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { changePasswordFormSchema, type ChangePasswordForm as Values } from "@/lib/contracts/auth";
import { completeLogin } from "./navigate-after-login";

/**
 * Change password from the e-mailed link `/?token=…`. A counsellor's invitation
 * link activates her account instead: `onActivation` lets the dialog say «Activa tu cuenta», and
 * once the password is chosen she is signed in and taken to her panel.
 */
export function ChangePasswordForm({
  token,
  onDone,
  onRequestNew,
  onActivation,
}: {
  token: string;
  onDone: () => void;
  onRequestNew: () => void;
  onActivation?: () => void;
}) {
  const [link, setLink] = useState<{ status: "checking" | "valid" | "invalid"; email?: string; message?: string; activation?: boolean }>({
    status: "checking",
  });
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { password: "", confirm: "" } });

  useEffect(() => {
    let live = true;
    checkResetToken(token)
      .then((info) => {
        if (!live) return;
        setLink({ status: "valid", email: info.email, activation: info.activation });
        if (info.activation) onActivation?.();
      })
      .catch((error) => live && setLink({ status: "invalid", message: apiErrorMessage(error) }));
    return () => {
      live = false;
    };
    // onActivation only renames the dialog; the token alone decides when to check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const done = await resetPassword(token, password);
      if (done.user) {
        // An activated invitation: signed in already, straight to her panel.
        completeLogin(done.user, null);
        return;
      }
      setChanged(true);
    } catch (error) {
      setFailure({ message: apiErrorMessage(error), key: Date.now() });
    }
  });

  if (link.status === "checking") return <Spinner label="Revisando tu enlace…" />;
  if (link.status === "invalid") {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="error" autoHideMs={0}>
          {link.message}
        </Alert>
        <Button type="button" onClick={onRequestNew}>
          Pedir un enlace nuevo
        </Button>
      </div>
    );
  }
  if (changed) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="text-lg font-semibold">¡Listo! Cambiaste tu contraseña.</p>
        <p className="text-fg-muted">Por seguridad cerramos tus sesiones abiertas. Inicia sesión con tu nueva contraseña.</p>
        <Button type="button" onClick={onDone}>
          Iniciar sesión
        </Button>
      </div>
    );
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={link.activation ? "Activar tu cuenta" : "Cambiar contraseña"}
    >
      {link.activation ? <p className="text-fg-muted">Elige tu contraseña para entrar a tu panel de orientadora u orientador.</p> : null}
      {link.email ? <p className="text-fg-muted">Cuenta: {link.email}</p> : null}
      {failure ? (
        <Alert key={failure.key} variant="error" onHide={() => setFailure(null)}>
          {failure.message}
        </Alert>
      ) : null}
      <Input
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint="Al menos 6 caracteres; mejor si son 10 o más."
        error={errors.password?.message}
        {...register("password")}
      />
      <Input
        label="Repite la contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register("confirm")}
      />
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Guardando…">
        {link.activation ? "Activar mi cuenta" : "Guardar contraseña"}
      </Button>
    </form>
  );
}
