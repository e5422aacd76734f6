"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { href } from "@/lib/config/route-paths";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import type { OAuthAvailability } from "./social-buttons";

const oauthErrors: Record<string, string> = {
  "google-unavailable": "El inicio de sesión con Google no está disponible por ahora. Usa tu correo.",
  "facebook-unavailable": "El inicio de sesión con Facebook no está disponible por ahora. Usa tu correo.",
  "oauth-cancelled": "Cancelaste el inicio de sesión. Puedes intentarlo de nuevo o usar tu correo.",
  "oauth-failed": "No pudimos iniciar sesión con esa cuenta. Inténtalo de nuevo o usa tu correo.",
  "oauth-email-unverified": "Ya existe una cuenta con ese correo. Inicia sesión con tu contraseña.",
  "account-deactivated": "Esta cuenta está desactivada. Si crees que es un error, escríbenos a soporte.",
};

/** /entrar: the log-in form, with the forgotten-password form in place. */
export function LoginPanel({
  redirect,
  error,
  providers,
}: {
  redirect: string | null;
  error: string | null;
  providers?: OAuthAvailability;
}) {
  const router = useRouter();
  const [mode, setMode] = useState<"login" | "forgot">("login");
  const registerHref = `${href("empezar")}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`;
  const oauthError = error ? oauthErrors[error] : undefined;
  return (
    <div className="flex flex-col gap-4">
      {oauthError && mode === "login" ? (
        <Alert variant="error" autoHideMs={0}>
          {oauthError}
        </Alert>
      ) : null}
      {mode === "login" ? (
        <LoginForm
          redirect={redirect}
          providers={providers}
          onRegister={() => router.push(registerHref)}
          onForgotPassword={() => setMode("forgot")}
        />
      ) : (
        <ForgotPasswordForm onBackToLogin={() => setMode("login")} />
      )}
    </div>
  );
}
