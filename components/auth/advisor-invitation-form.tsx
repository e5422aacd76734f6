"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { acceptAdvisorInvitation, checkAdvisorInvitation } from "@/lib/api/auth";
import { apiErrorMessage, toApiError } from "@/lib/api/errors";
import { advisorInvitationMessages, type AdvisorInvitationInfo } from "@/lib/contracts/advisor-invitation";
import { changePasswordFormSchema, passwordSchema } from "@/lib/contracts/auth";
import { completeLogin } from "./navigate-after-login";

const existingSchema = z.object({ password: passwordSchema, confirm: z.string().max(128) });
type Values = { password: string; confirm: string };

/**
 * The specialist's invitation: checks the link, then asks for a new password (new account) or
 * for her account's password (the invited address already has one), and signs her in: she lands
 * in her chat inbox.
 */
export function AdvisorInvitationForm({ token }: { token: string }) {
  const [info, setInfo] = useState<
    { status: "checking" } | { status: "invalid"; message: string } | ({ status: "valid" } & AdvisorInvitationInfo)
  >({ status: "checking" });
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const existing = info.status === "valid" && info.existingAccount;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(existing ? existingSchema : changePasswordFormSchema),
    defaultValues: { password: "", confirm: "" },
  });

  useEffect(() => {
    let live = true;
    if (!token) {
      setInfo({ status: "invalid", message: advisorInvitationMessages.invalid });
      return;
    }
    checkAdvisorInvitation(token)
      .then((v) => live && setInfo({ ...v, status: "valid" }))
      .catch((error) => live && setInfo({ status: "invalid", message: apiErrorMessage(error) }));
    return () => {
      live = false;
    };
  }, [token]);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const { user } = await acceptAdvisorInvitation({ token, password });
      completeLogin(user, null);
    } catch (error) {
      const failed = toApiError(error);
      const atPassword = failed.fieldErrors.password?.[0];
      if (atPassword) setError("password", { message: atPassword });
      else setFailure({ message: failed.message, key: Date.now() });
    }
  });

  if (info.status === "checking") return <Spinner label="Revisando tu invitación…" />;
  if (info.status === "invalid")
    return (
      <Alert variant="error" autoHideMs={0}>
        {info.message}
      </Alert>
    );
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Aceptar la invitación">
      <p className="text-fg-muted">
        Invitación para <strong className="text-fg">{info.advisorName}</strong> · {info.email}
      </p>
      <p className="text-fg-muted">
        {existing
          ? "Ese correo ya tiene una cuenta de Rumbo: escribe su contraseña y esa cuenta pasa a ser la de especialista."
          : "Elige tu contraseña: así se crea tu cuenta de especialista y entras a tu bandeja del chat."}
      </p>
      {failure ? (
        <Alert key={failure.key} variant="error" onHide={() => setFailure(null)}>
          {failure.message}
        </Alert>
      ) : null}
      <Input
        label={existing ? "Contraseña de tu cuenta" : "Elige tu contraseña"}
        type="password"
        autoComplete={existing ? "current-password" : "new-password"}
        hint={existing ? undefined : "Al menos 6 caracteres; mejor si son 10 o más."}
        error={errors.password?.message}
        {...register("password")}
      />
      {existing ? null : (
        <Input
          label="Repite la contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register("confirm")}
        />
      )}
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Aceptando…">
        Aceptar la invitación
      </Button>
    </form>
  );
}
