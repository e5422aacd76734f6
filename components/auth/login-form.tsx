"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useHeldSubmit } from "@/components/ui/deferred";
import { Input } from "@/components/ui/input";
import { login } from "@/lib/api/auth";
import { toApiError } from "@/lib/api/errors";
import { authMessages, loginFormSchema, type LoginForm as LoginValues } from "@/lib/contracts/auth";
import { completeLogin } from "./navigate-after-login";
import { SocialButtons, type OAuthAvailability } from "./social-buttons";

export type LoginFormProps = {
  /** Where to go after log-in (the `redirect` query); checked again by `safeRedirectTarget`. */
  redirect?: string | null;
  onRegister: () => void;
  onForgotPassword: () => void;
  /** The social log-ins configured, when the server rendering the page knows them. */
  providers?: OAuthAvailability;
};

/** E-mail and password with social log-in. */
export function LoginForm({ redirect, onRegister, onForgotPassword, providers }: LoginFormProps) {
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const heldSubmit = useHeldSubmit();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { user: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await login(values.user.trim(), values.password);
      completeLogin(result.user, redirect);
    } catch (error) {
      const apiError = toApiError(error);
      // Wrong e-mail or password: the spec's red box; anything else (limits, network) says what happened.
      const message = apiError.status === 401 || apiError.status === 400 ? authMessages.loginFailed : apiError.message;
      setFailure({ message, key: Date.now() });
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <SocialButtons action="Ingresa" redirect={redirect ?? undefined} divider="o con tu correo" providers={providers} />
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Iniciar sesión con correo">
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
          error={errors.user?.message}
          {...register("user")}
        />
        <Input
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex justify-end">
          <Button type="button" variant="link" size="sm" onClick={onForgotPassword}>
            ¿Olvidaste tu contraseña?
          </Button>
        </div>
        <Button type="submit" {...heldSubmit} fullWidth loading={isSubmitting} loadingText="Ingresando…">
          Iniciar sesión
        </Button>
      </form>
      <p className="text-center text-base text-fg-muted">
        ¿No tienes cuenta?{" "}
        <Button type="button" variant="link" onClick={onRegister}>
          Regístrate
        </Button>
      </p>
    </div>
  );
}
