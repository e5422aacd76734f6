import "server-only";
import { env } from "@/lib/config/env";
import { isLoopbackHostHeader, isLoopbackHostname } from "@/lib/config/loopback.mjs";
import { PEER_HEADER, serverHandle } from "@/server/interface";

/**
 * The address of the TCP peer of a request, for per-IP limits when there is no trusted proxy.
 *
 * Next's route handlers get a web `Request` without the socket, and the `X-Forwarded-For` that
 * Next adds keeps whatever value a client sent. The server (server/serve.ts, Next's custom server,
 * in production and under `npm run dev`) stamps every request with its socket's address in
 * `x-rumbo-peer`, overwriting any header of that name a client sent, and marks the process
 * (server/interface.ts). Under plain `next start` or `next dev` nothing stamps requests: the
 * header is then a client's and is not believed (null).
 */
export { PEER_HEADER };

/** The stamped peer address, or null when this process's server does not stamp requests. */
export function peerAddress(req: Request): string | null {
  if (!serverHandle().customServer) return null;
  return req.headers.get(PEER_HEADER) || null;
}

/**
 * Whether a request reached this server from this very machine: its socket's peer is a loopback
 * address AND its Host (and any X-Forwarded-Host or `Forwarded: host=` a proxy added) names
 * loopback. Both, because a reverse proxy on the same machine connects from 127.0.0.1 on behalf
 * of the public and usually passes the public Host; a request from elsewhere cannot have a
 * loopback peer. Without the server in front (plain `next dev`, the vitest suites) the
 * socket is unknown: the Host alone is believed outside production, and nothing in production.
 * The test payment provider serves only these requests (lib/server/payments/providers).
 */
export function isLoopbackRequest(headers: Headers): boolean {
  if (!isLoopbackHostHeader(headers.get("host"))) return false;
  const forwardedHost = headers.get("x-forwarded-host");
  if (forwardedHost !== null && !forwardedHost.split(",").every((host) => isLoopbackHostHeader(host))) return false;
  const forwarded = headers.get("forwarded");
  if (forwarded !== null) {
    for (const [, host] of forwarded.matchAll(/host="?([^";,]*)"?/gi)) if (!isLoopbackHostHeader(host)) return false;
  }
  if (serverHandle().customServer) return isLoopbackHostname(headers.get(PEER_HEADER));
  return env().NODE_ENV !== "production";
}
