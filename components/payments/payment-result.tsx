"use client";

import { describeTapError } from "@/lib/client/tap-error";
import Link from "@/components/ui/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { track } from "@/lib/api/metrics";
import { href } from "@/lib/config/route-paths";
import { contactChannel, contactLinkProps, contactNewTabNote, whatsappLink } from "@/lib/config/site";
import type { ConfirmPaymentResponse, ReturnStatus } from "@/lib/contracts/payments";
import { formatSoles } from "@/lib/format/money";
import { useModalsStore } from "@/stores/modals";
import { readUserCookie, useSessionStore } from "@/stores/session";
import { formatLimaDate } from "@/lib/format/dates";

type State =
  | { kind: "loading" }
  | { kind: "done"; result: ConfirmPaymentResponse }
  | { kind: "login" }
  | { kind: "missing" }
  | { kind: "error"; message: string };

const pricingHref = `${href("testOrientacion")}#pricing`;

/**
 * `/order-payment/{success|failure|pending}?token=…`: asks the server to confirm the
 * payment with the provider (`PUT /api/payment`) and says, in plain words, what happened and
 * what comes next. What the page shows comes from that answer, never from the URL's status.
 */
export function PaymentResult({
  returnStatus,
  token,
  sandboxCheckoutUrl,
}: {
  returnStatus: ReturnStatus;
  token: string | null;
  sandboxCheckoutUrl: string | null;
}) {
  const [state, setState] = useState<State>(token ? { kind: "loading" } : { kind: "missing" });
  const isLogged = useSessionStore((s) => s.isLogged);
  const trackedPending = useRef(false);

  const confirm = useCallback(async () => {
    if (!token) return;
    setState({ kind: "loading" });
    try {
      const { confirmPayment } = await import("@/lib/api/payments");
      const result = await confirmPayment(token);
      setState({ kind: "done", result });
      // The server wrote the readable session cookie again: the navbar and the stores follow it.
      const user = readUserCookie();
      if (user) useSessionStore.getState().setSession(user);
      if ((result.status === "pending" || result.status === "created") && !trackedPending.current) {
        trackedPending.current = true;
        track("page-change", "payment-pending", { orderId: result.orderId, plan: result.plan });
      }
    } catch (error) {
      // Also when the client's code could not be fetched: the page says so, with «Volver a consultar».
      const problem = await describeTapError(error);
      if (problem.status === 401) setState({ kind: "login" });
      else if (problem.status === 404 || problem.status === 400) setState({ kind: "missing" });
      else setState({ kind: "error", message: problem.message });
    }
  }, [token]);

  useEffect(() => {
    void confirm();
  }, [confirm]);

  // Logging in from this page (the login modal) confirms again.
  const needsLogin = state.kind === "login";
  useEffect(() => {
    if (needsLogin && isLogged) void confirm();
  }, [needsLogin, isLogged, confirm]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-10">
      <Body state={state} returnStatus={returnStatus} retry={confirm} sandboxCheckoutUrl={sandboxCheckoutUrl} />
    </div>
  );
}

function Body({
  state,
  returnStatus,
  retry,
  sandboxCheckoutUrl,
}: {
  state: State;
  returnStatus: ReturnStatus;
  retry: () => void;
  sandboxCheckoutUrl: string | null;
}) {
  if (state.kind === "loading") {
    return (
      <>
        <h1 className="text-3xl font-extrabold text-fg">
          {returnStatus === "failure" ? "Revisando tu pago…" : "Estamos confirmando tu pago…"}
        </h1>
        <p role="status" className="flex items-center gap-3 text-lg text-neutral-700">
          <Spinner decorative className="text-primary-700" /> Consultamos con la pasarela de pago. Esto toma unos segundos; no cierres esta
          página.
        </p>
      </>
    );
  }
  if (state.kind === "missing") {
    return (
      <>
        <h1 className="text-3xl font-extrabold text-fg">No encontramos este pago</h1>
        <p className="text-lg text-neutral-700">
          El enlace no corresponde a un pago de tu cuenta. Si pagaste con otra cuenta, entra con ella; tus pagos están en «Mis pagos».
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href={href("cuentaPagos")} className={buttonClasses({})}>
            Ver mis pagos
          </Link>
          <HelpLink text="Hola, hice un pago en Rumbo y no lo encuentro." />
        </div>
      </>
    );
  }
  if (state.kind === "login") {
    return (
      <>
        <h1 className="text-3xl font-extrabold text-fg">Inicia sesión para ver tu pago</h1>
        <p className="text-lg text-neutral-700">
          Por seguridad, solo la cuenta que hizo el pago puede confirmarlo. Entra con tu correo y contraseña.
        </p>
        <Button type="button" className="self-start" onClick={() => useModalsStore.getState().open("loginModal")}>
          Iniciar sesión
        </Button>
      </>
    );
  }
  if (state.kind === "error") {
    return (
      <>
        <h1 className="text-3xl font-extrabold text-fg">Aún no podemos confirmar tu pago</h1>
        <p role="alert" className="text-lg text-danger-700">
          {state.message}
        </p>
        <p className="text-neutral-700">
          Si ya pagaste, no vuelvas a pagar: tu pago queda registrado y lo confirmaremos en cuanto la pasarela responda.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={retry}>
            Volver a consultar
          </Button>
          <HelpLink text="Hola, pagué en Rumbo y la página no pudo confirmar mi pago." />
        </div>
      </>
    );
  }

  const { result } = state;
  const amount = formatSoles(result.amountCents);
  if (result.status === "approved") {
    return (
      <>
        <p className="self-start rounded-pill bg-success-100 px-3 py-1 text-sm font-semibold text-success-800">
          {result.test ? "Pago de prueba aprobado" : "Pago aprobado"}
        </p>
        <h1 className="text-3xl font-extrabold text-fg">¡Listo! Tu {result.planName} está activo</h1>
        {result.test ? (
          <p
            role="note"
            className="rounded-card border-2 border-dashed border-warning-600 bg-warning-50 p-3 font-semibold text-warning-800"
          >
            Pago de prueba: este sitio funciona sin una pasarela real y no se cobró dinero.
          </p>
        ) : null}
        <p className="text-lg text-neutral-700">
          {result.test ? `Monto de prueba: ${amount}.` : `Pagaste ${amount}.`}{" "}
          {result.membership.endsAt ? <>Tu membresía está activa hasta el {formatLimaDate(result.membership.endsAt)}.</> : null}
        </p>
        <h2 className="text-xl font-bold text-fg">Qué sigue</h2>
        <ol className="space-y-3">
          {result.sessions > 0 ? (
            <Step n={1}>
              Reserva tus {result.sessions} sesiones en vivo de 60 minutos con un orientador.{" "}
              <Link href={href("cuentaSesiones")} className="font-semibold text-primary-700 underline">
                Reservar mis sesiones
              </Link>
            </Step>
          ) : (
            <Step n={1}>
              Entra a tu test vocacional: el «Reto» y la revisión de tu resultado ya están desbloqueados.{" "}
              <Link href={href("orientacionVocacional")} className="font-semibold text-primary-700 underline">
                Ir a mi test
              </Link>
            </Step>
          )}
          <Step n={2}>Te enviamos el recibo a tu correo. También lo ves en «Mis pagos».</Step>
          <Step n={3}>
            ¿Dudas? Escríbele a tu orientador por {contactChannel}.{" "}
            <HelpLink text={`Hola, acabo de pagar el ${result.planName} en Rumbo (pedido ${result.orderId}).`} inline />
          </Step>
        </ol>
        <Link href={href("cuenta")} className={buttonClasses({ className: "self-start" })}>
          Ir a Mi cuenta
        </Link>
      </>
    );
  }
  if (result.status === "pending" || result.status === "created") {
    const notPaid = result.status === "created";
    return (
      <>
        <p className="self-start rounded-pill bg-warning-100 px-3 py-1 text-sm font-semibold text-warning-800">
          {notPaid ? "Sin pagar" : "Pago pendiente"}
        </p>
        <h1 className="text-3xl font-extrabold text-fg">{notPaid ? "Todavía no recibimos tu pago" : "Tu pago está pendiente"}</h1>
        <p className="text-lg text-neutral-700">
          {notPaid
            ? `El pago de tu ${result.planName} (${amount}) no se completó en la pasarela. Si no pagaste, puedes intentarlo de nuevo.`
            : `La pasarela aún está procesando el pago de tu ${result.planName} (${amount}). Cuando se apruebe, tu plan se activa solo y te llega el recibo por correo. No vuelvas a pagar.`}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={retry}>
            Volver a consultar
          </Button>
          {sandboxCheckoutUrl ? (
            <Link href={sandboxCheckoutUrl} className={buttonClasses({ variant: "outline" })}>
              Volver a la página de prueba
            </Link>
          ) : null}
          {notPaid ? (
            <Link href={pricingHref} className={buttonClasses({ variant: "outline" })}>
              Ver los planes
            </Link>
          ) : null}
          <HelpLink text={`Hola, mi pago del ${result.planName} en Rumbo está pendiente (pedido ${result.orderId}).`} />
        </div>
      </>
    );
  }
  const refunded = result.status === "refunded";
  return (
    <>
      <p className="self-start rounded-pill bg-danger-100 px-3 py-1 text-sm font-semibold text-danger-800">
        {refunded ? "Pago reembolsado" : result.status === "cancelled" ? "Pago cancelado" : "Pago rechazado"}
      </p>
      <h1 className="text-3xl font-extrabold text-fg">{refunded ? "Este pago fue reembolsado" : "El pago no se completó"}</h1>
      <p className="text-lg text-neutral-700">
        {refunded
          ? `Devolvimos ${amount} del ${result.planName}. El dinero vuelve a tu tarjeta según los plazos de tu banco.`
          : `No se cobró nada por tu ${result.planName}. Puede pasar por fondos, límites de la tarjeta o un dato mal escrito: intenta de nuevo con la misma u otra tarjeta.`}
      </p>
      <div className="flex flex-wrap gap-3">
        {refunded ? null : (
          <Link href={pricingHref} className={buttonClasses({})}>
            Intentar de nuevo
          </Link>
        )}
        <HelpLink text={`Hola, tuve un problema con mi pago del ${result.planName} en Rumbo (pedido ${result.orderId}).`} />
      </div>
    </>
  );
}

function Step({ n, children }: { n: number; children: React.ReactNode }) {
  return (
    <li className="flex gap-3 rounded-card border border-border bg-surface p-4">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
      >
        {n}
      </span>
      <span className="text-neutral-800">{children}</span>
    </li>
  );
}

function HelpLink({ text, inline = false }: { text: string; inline?: boolean }) {
  return (
    <a
      href={whatsappLink(text)}
      {...contactLinkProps}
      className={inline ? "font-semibold text-primary-700 underline" : buttonClasses({ variant: "outline" })}
    >
      Escribir por {contactChannel}
      {contactNewTabNote ? <span className="sr-only">{contactNewTabNote}</span> : null}
    </a>
  );
}
