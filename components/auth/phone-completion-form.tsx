"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { PhoneInput } from "@/components/ui/phone-input";
import { completeStudentData } from "@/lib/api/auth";
import { apiErrorMessage, toApiError } from "@/lib/api/errors";
import { href } from "@/lib/config/route-paths";
import { safeRedirectTarget } from "@/lib/config/safe-redirect";
import { authMessages, dataUpdateSchema, acceptedSchema } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { useModalsStore } from "@/stores/modals";
import { useSessionStore } from "@/stores/session";
import { RoleChoice } from "./role-choice";

/** The server's field error for `currentPassword`, if that is why the data was refused. */
function currentPasswordError(error: unknown): string | null {
  return toApiError(error).fieldErrors.currentPassword?.[0] ?? null;
}
import { PolicyLabel } from "./policy-label";

const formSchema = dataUpdateSchema.extend({ accepted: acceptedSchema });
type Values = {
  role?: "user" | "user-parent";
  email: string;
  phone: string;
  countryIso?: string;
  password: string;
  currentPassword?: string;
  accepted: boolean;
};

/**
 * 'Completa estos datos' ("Phone modal: role, email, phone, password
 * required; policy checkbox must be accepted"). On success the session is updated, the modal
 * closes and the user goes to the stored redirect.
 */
export function PhoneCompletionForm({ user }: { user: SessionUser }) {
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  // An account that already has a password confirms it before changing e-mail or password.
  const [needsCurrent, setNeedsCurrent] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: {
      role: user.role === "user" || user.role === "user-parent" ? user.role : undefined,
      email: user.email.endsWith(".invalid") ? "" : user.email,
      phone: user.fullPhone ?? "",
      password: "",
      accepted: false,
    },
  });
  const role = watch("role");

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { emailPending, ...updated } = await completeStudentData({
        role: values.role!,
        email: values.email,
        phone: values.phone,
        password: values.password,
        ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
        accepted: true,
      });
      const session = useSessionStore.getState();
      session.setSession(updated);
      if (emailPending) {
        setPending(emailPending);
        return;
      }
      useModalsStore.getState().close("phoneModal");
      if (session.redirect) window.location.assign(safeRedirectTarget(session.redirect, href("orientacionVocacional")));
    } catch (error) {
      const fieldError = currentPasswordError(error);
      if (fieldError) {
        setNeedsCurrent(true);
        setError("currentPassword", { message: fieldError });
        return;
      }
      setFailure({ message: apiErrorMessage(error), key: Date.now() });
    }
  });

  if (pending) {
    return (
      <Alert variant="success">
        Te enviamos un enlace a {pending}. Tu correo cambiará cuando lo abras; mientras tanto sigues entrando con el anterior.
      </Alert>
    );
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Completa estos datos">
      <p className="text-fg-muted">Necesitamos estos datos para guardar tu avance y contactarte sobre tus resultados.</p>
      {failure ? (
        <Alert key={failure.key} variant="error" onHide={() => setFailure(null)}>
          {failure.message}
        </Alert>
      ) : null}
      <RoleChoice
        value={role}
        onChange={(value) => setValue("role", value, { shouldValidate: true })}
        error={errors.role ? "Elige si eres alumno o padre o madre." : undefined}
      />
      <Input
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            label="Celular"
            defaultValue={user.fullPhone ?? undefined}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value.e164 ?? "");
              setValue("countryIso", value.country);
            }}
            error={errors.phone ? authMessages.invalidPhone : undefined}
          />
        )}
      />
      <Input
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint="Con ella también podrás entrar con tu correo."
        error={errors.password?.message}
        {...register("password")}
      />
      {needsCurrent ? (
        <Input
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register("currentPassword")}
        />
      ) : null}
      <Checkbox label={<PolicyLabel />} error={errors.accepted?.message} {...register("accepted")} />
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Guardando…">
        Guardar mis datos
      </Button>
    </form>
  );
}
