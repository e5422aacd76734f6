/**
 * Which names and addresses are this machine (loopback): a server reached only through them is
 * reached by nobody else. Plain JavaScript: the app (lib/server/http/peer-address.ts, the payment
 * provider's rule) and `npm start` (scripts/start.mjs) decide with the same code. Types in
 * loopback.d.mts; tests in tests/unit/loopback.test.ts.
 */

/** `localhost`, a `*.localhost` name, 127.x.x.x or ::1 (brackets allowed), any case. */
export function isLoopbackHostname(hostname) {
  if (typeof hostname !== "string") return false;
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "::1" ||
    host === "0:0:0:0:0:0:0:1" ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Whether a URL's host is this machine (a server nobody else reaches). */
export function isLocalUrl(url) {
  try {
    return isLoopbackHostname(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Whether a Host header (or X-Forwarded-Host) names this machine: a plain name or address with an
 * optional port, nothing else (no user part, path or list), and that name is loopback.
 */
export function isLoopbackHostHeader(value) {
  if (typeof value !== "string") return false;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(value.trim());
  return match !== null && isLoopbackHostname(match[1]);
}

/** Whether an address the server will listen on (HOSTNAME) is loopback; unset means every interface. */
export function listensOnLoopbackOnly(hostname) {
  return typeof hostname === "string" && hostname !== "" && isLoopbackHostname(hostname);
}

/**
 * The start-up warning of `npm start` (scripts/start.mjs), or null. A production server that
 * listens beyond loopback (HOSTNAME unset or not loopback) with a local or missing APP_URL has
 * most likely forgotten its APP_URL: the links in e-mails point to this machine, and card payment
 * is the built-in test provider. That provider still serves only requests from this machine
 * (lib/server/payments/providers: card payment is off for everyone else), but the site is
 * misconfigured, so it is said loudly.
 * @param {{ NODE_ENV?: string; HOSTNAME?: string; APP_URL?: string; PORT?: string; PAYMENT_PROVIDER?: string }} env
 */
export function localSiteWarning(env) {
  if (env.NODE_ENV !== "production") return null;
  if (listensOnLoopbackOnly(env.HOSTNAME)) return null;
  const appUrl = env.APP_URL || `http://localhost:${env.PORT || "3000"}`;
  if (!isLocalUrl(appUrl)) return null;
  const payments =
    env.PAYMENT_PROVIDER === "mercadopago"
      ? "Mercado Pago devuelve a la compradora a esa dirección"
      : "el pago con tarjeta es el de prueba, que solo se ofrece a quien entra desde esta máquina (para el resto está apagado)";
  return [
    "",
    `!!! ATENCIÓN: Rumbo escucha más allá de esta máquina (HOSTNAME ${env.HOSTNAME || "sin definir: todas las interfaces"}) ` +
      `con APP_URL local (${env.APP_URL ? appUrl : `sin definir: ${appUrl}`}).`,
    `!!! Si este servidor es público, define APP_URL con su dirección https: los enlaces de los correos apuntan a ${appUrl} y ${payments}.`,
    "!!! Para cobrar: PAYMENT_PROVIDER=mercadopago con sus credenciales. Para probar solo en esta máquina: HOSTNAME=127.0.0.1.",
    "",
  ].join("\n");
}
