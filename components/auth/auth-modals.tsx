"use client";

import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { useModalsStore } from "@/stores/modals";
import { selectIsDataComplete, useSessionStore } from "@/stores/session";
import { ChangePasswordForm } from "./change-password-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { PhoneCompletionForm } from "./phone-completion-form";
import { RegisterStages } from "./register-stages";

/**
 * The account modals (login, register 'Regístrate', phone completion 'Completa estos
 * datos', forgotten password, change password), driven by stores/modals.ts. Mounted once by the
 * modal host. A `token` query opens the change-password modal; a logged-in user without phone
 * or role gets the phone-completion modal.
 */
export function AuthModals() {
  const modals = useModalsStore();
  const user = useSessionStore((s) => s.user);
  const isLogged = useSessionStore((s) => s.isLogged);
  const dataComplete = useSessionStore(selectIsDataComplete);
  const redirect = useSessionStore((s) => s.redirect);
  // A visitor stopped in the middle of an action is told why the account is asked for.
  const reason = useModalsStore((s) => s.pendingReason);
  const [resetToken, setResetToken] = useState<string | null>(null);
  // The token is a counsellor's invitation: the same modal activates her account.
  const [activation, setActivation] = useState(false);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get("token");
    // `/order-payment/*?token=…` carries a payment's token, not a password-reset one.
    if (token && /^[\w-]{20,200}$/.test(token) && !window.location.pathname.startsWith("/order-payment/")) {
      setResetToken(token);
      useModalsStore.getState().open("changePassword");
    }
  }, []);

  useEffect(() => {
    if (isLogged && user && !dataComplete) useModalsStore.getState().open("phoneModal");
  }, [isLogged, user, dataComplete]);

  const forgetToken = () => {
    setResetToken(null);
    const url = new URL(window.location.href);
    if (url.searchParams.has("token")) {
      url.searchParams.delete("token");
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
  };

  return (
    <>
      <Dialog
        open={modals.loginModal}
        onOpenChange={(open) => modals.set("loginModal", open)}
        title="Inicia sesión"
        description={reason ?? "Sigue tu orientación vocacional donde la dejaste."}
      >
        <LoginForm
          redirect={redirect}
          onRegister={() => modals.open("registerModal")}
          onForgotPassword={() => modals.open("forgotPassword")}
        />
      </Dialog>
      <Dialog
        open={modals.registerModal}
        onOpenChange={(open) => modals.set("registerModal", open)}
        title="Regístrate"
        description={reason ?? "Crea tu cuenta gratis en menos de un minuto."}
      >
        <RegisterStages redirect={redirect} onLogin={() => modals.open("loginModal")} />
      </Dialog>
      <Dialog open={modals.forgotPassword} onOpenChange={(open) => modals.set("forgotPassword", open)} title="Recupera tu contraseña">
        <ForgotPasswordForm onBackToLogin={() => modals.open("loginModal")} />
      </Dialog>
      <Dialog
        open={modals.changePassword && resetToken !== null}
        onOpenChange={(open) => {
          modals.set("changePassword", open);
          if (!open) forgetToken();
        }}
        title={activation ? "Activa tu cuenta" : "Cambia tu contraseña"}
      >
        {resetToken ? (
          <ChangePasswordForm
            token={resetToken}
            onActivation={() => setActivation(true)}
            onDone={() => {
              forgetToken();
              modals.close("changePassword");
              modals.open("loginModal");
            }}
            onRequestNew={() => {
              forgetToken();
              modals.close("changePassword");
              modals.open("forgotPassword");
            }}
          />
        ) : null}
      </Dialog>
      {/* it cannot be closed by clicking the backdrop. */}
      <Dialog
        open={modals.phoneModal && Boolean(user)}
        onOpenChange={(open) => modals.set("phoneModal", open)}
        title="Completa estos datos"
        closeOnBackdropClick={false}
      >
        {user ? <PhoneCompletionForm user={user} /> : null}
      </Dialog>
    </>
  );
}
