"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useHeldSubmit } from "@/components/ui/deferred";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { PhoneInput, type PhoneValue } from "@/components/ui/phone-input";
import { Spinner } from "@/components/ui/spinner";
import { registerV1 } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { authMessages } from "@/lib/contracts/auth";
import { accountPayload, useAccountForm } from "./account-form";
import { completeLogin } from "./navigate-after-login";
import { RoleChoice } from "./role-choice";
import { SocialButtons, type OAuthAvailability } from "./social-buttons";
import { useEmailCheck, usePhoneCheck, type CheckState } from "./use-field-checks";
import { registrationWaitMessage, useRegistrationWaits } from "./registration-wait";
import { PolicyLabel } from "./policy-label";

type Stage = { shown: boolean; load: boolean };
export type RegisterStagesState = { first: Stage; second: Stage; third: Stage; fourth: Stage };

const NAME_MAX = 80;
const isName = (value: string | undefined) => {
  const text = value?.trim() ?? "";
  return text.length > 0 && text.length <= NAME_MAX;
};
const nameMessage = (value: string | undefined, what: "nombre" | "apellido") =>
  (value?.trim().length ?? 0) > NAME_MAX ? `Tu ${what} puede tener hasta ${NAME_MAX} caracteres.` : `Ingresa tu ${what}.`;

const fieldFeedback = (check: CheckState) => ({
  error: check.status === "error" ? check.message : undefined,
  success: check.status === "valid" ? check.message : undefined,
  trailing: check.status === "loading" ? <Spinner size="sm" label="Verificando…" /> : undefined,
});

/**
 * The multi-stage register (/empezar and the 'Regístrate' modal):
 * first — role, name, surname and phone; once phone and role are valid the name fields lock
 * and the second shows; second — e-mail, checked 500 ms after the last keystroke; third —
 * shown once name, surname, phone, role and a verified e-mail are present and the phone has no
 * error: password and policy; fourth — the account is being created, then the redirect.
 */
export function RegisterStages({
  redirect,
  onLogin,
  providers,
}: {
  redirect?: string | null;
  onLogin?: () => void;
  /** The social log-ins configured, when the server rendering the page knows them. */
  providers?: OAuthAvailability;
}) {
  const [phone, setPhone] = useState<PhoneValue | null>(null);
  const heldSubmit = useHeldSubmit();
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const { waitingSeconds, sendWithWaits } = useRegistrationWaits();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useAccountForm();
  const values = watch();
  const phoneCheck = usePhoneCheck(phone);
  const emailCheck = useEmailCheck(values.email ?? "");

  const firstDone = Boolean(values.typeUser) && phoneCheck.status === "valid";
  const nameOk = isName(values.name);
  const surnameOk = isName(values.surname);
  // once phone and role are valid the name fields lock — only when both already hold a
  // name at that moment. An empty (or too long) field stays editable and says what it needs;
  // names typed after the phone are never locked under the student's fingers.
  const [lockedNames, setLockedNames] = useState(false);
  const wasDone = useRef(false);
  useEffect(() => {
    if (firstDone && !wasDone.current && nameOk && surnameOk) setLockedNames(true);
    wasDone.current = firstDone;
  }, [firstDone, nameOk, surnameOk]);
  const locked = firstDone && lockedNames;
  const nameError = errors.name?.message ?? (firstDone && !nameOk ? nameMessage(values.name, "nombre") : undefined);
  const surnameError = errors.surname?.message ?? (firstDone && !surnameOk ? nameMessage(values.surname, "apellido") : undefined);
  const stages: RegisterStagesState = useMemo(() => {
    const third = firstDone && nameOk && surnameOk && emailCheck.status === "valid";
    return {
      first: { shown: true, load: phoneCheck.status === "loading" },
      second: { shown: firstDone, load: emailCheck.status === "loading" },
      third: { shown: third, load: isSubmitting },
      fourth: { shown: isSubmitSuccessful, load: isSubmitSuccessful },
    };
  }, [firstDone, nameOk, surnameOk, emailCheck.status, phoneCheck.status, isSubmitting, isSubmitSuccessful]);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    if (!phone?.e164) return;
    try {
      const payload = { ...accountPayload({ ...form, phone: phone.e164 }, phone.country), countryCode: phone.callingCode };
      // The same payload again after a wait the server asked for: nothing is typed twice.
      const result = await sendWithWaits(() => registerV1(payload));
      completeLogin(result.user, redirect);
    } catch (error) {
      setFailure({ message: apiErrorMessage(error), key: Date.now() });
      throw error;
    }
  });

  if (stages.fourth.shown) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <Spinner size="lg" decorative />
        <p className="text-lg font-semibold">¡Listo! Creamos tu cuenta.</p>
        <p className="text-fg-muted">Te llevamos a tu orientación vocacional…</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <SocialButtons action="Regístrate" redirect={redirect ?? undefined} divider="o con tus datos" providers={providers} />
      <form
        method="post"
        noValidate
        onSubmit={(e) => onSubmit(e).catch(() => {})}
        className="flex flex-col gap-4"
        aria-label="Crear cuenta"
      >
        {failure ? (
          <Alert key={failure.key} variant="error" onHide={() => setFailure(null)}>
            {failure.message}
          </Alert>
        ) : null}
        <section className="flex flex-col gap-4" data-stage="first" aria-busy={stages.first.load || undefined}>
          <RoleChoice
            value={values.typeUser}
            onChange={(role) => setValue("typeUser", role, { shouldValidate: true })}
            error={errors.typeUser ? "Elige si eres alumno o padre o madre." : undefined}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label="Nombre" autoComplete="given-name" readOnly={locked} error={nameError} {...register("name")} />
            <Input label="Apellido" autoComplete="family-name" readOnly={locked} error={surnameError} {...register("surname")} />
          </div>
          <PhoneInput
            label="Celular"
            onChange={(value) => {
              setPhone(value);
              setValue("phone", value.e164 ?? "");
            }}
            success={phoneCheck.status === "valid" ? phoneCheck.message : undefined}
            error={phoneCheck.status === "error" ? phoneCheck.message : errors.phone ? authMessages.invalidPhone : undefined}
            hint={phoneCheck.status === "loading" ? "Verificando tu celular…" : undefined}
          />
          {locked ? (
            <Button type="button" variant="link" size="sm" className="self-start" onClick={() => setLockedNames(false)}>
              Corregir mi nombre
            </Button>
          ) : null}
        </section>

        {stages.second.shown ? (
          <section className="flex flex-col gap-4" data-stage="second" aria-busy={stages.second.load || undefined}>
            <Input
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...fieldFeedback(emailCheck)}
              error={emailCheck.status === "error" ? emailCheck.message : errors.email?.message}
              {...register("email")}
            />
          </section>
        ) : null}

        {stages.third.shown ? (
          <section className="flex flex-col gap-4" data-stage="third">
            <Input
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              hint="Al menos 6 caracteres; mejor si son 10 o más."
              error={errors.password?.message}
              {...register("password")}
            />
            <Checkbox label={<PolicyLabel />} error={errors.accepted?.message} {...register("accepted")} />
            <Button type="submit" {...heldSubmit} fullWidth loading={stages.third.load} loadingText="Creando tu cuenta…">
              Crear mi cuenta
            </Button>
            <p role="status" aria-live="polite" className="text-center text-sm font-semibold text-fg">
              {waitingSeconds !== null ? registrationWaitMessage(waitingSeconds) : null}
            </p>
          </section>
        ) : (
          <p className="text-sm text-fg-muted">Completa tus datos para continuar.</p>
        )}
      </form>
      {onLogin ? (
        <p className="text-center text-base text-fg-muted">
          ¿Ya tienes cuenta?{" "}
          <Button type="button" variant="link" onClick={onLogin}>
            Inicia sesión
          </Button>
        </p>
      ) : null}
    </div>
  );
}
