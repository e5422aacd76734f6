"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { confirmEmail } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { href } from "@/lib/config/route-paths";

/** The button of the e-mail verification link: one POST with the token, then what happened. */
export function ConfirmEmail({ token }: { token: string }) {
  const [state, setState] = useState<
    { kind: "idle" | "busy" } | { kind: "done"; email: string; changed: boolean } | { kind: "failed"; message: string }
  >({
    kind: token ? "idle" : "failed",
    ...(token ? {} : { message: "Este enlace no está completo. Ábrelo otra vez desde el correo." }),
  } as never);

  if (state.kind === "done") {
    return (
      <>
        <Alert variant="success">
          {state.changed ? `Listo: tu correo ahora es ${state.email}. Inicia sesión con él.` : `Tu correo ${state.email} quedó confirmado.`}
        </Alert>
        <Link href={state.changed ? href("entrar") : href("orientacionVocacional")} className="font-semibold text-primary-700 underline">
          {state.changed ? "Iniciar sesión" : "Seguir con mi orientación"}
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="text-neutral-700">Confirma que este correo es tuyo para proteger tu cuenta de Rumbo.</p>
      {state.kind === "failed" ? <Alert variant="error">{state.message}</Alert> : null}
      <Button
        type="button"
        disabled={!token}
        loading={state.kind === "busy"}
        loadingText="Confirmando…"
        onClick={async () => {
          setState({ kind: "busy" });
          try {
            const result = await confirmEmail(token);
            setState({ kind: "done", ...result });
          } catch (error) {
            setState({ kind: "failed", message: apiErrorMessage(error) });
          }
        }}
      >
        Confirmar mi correo
      </Button>
    </>
  );
}
