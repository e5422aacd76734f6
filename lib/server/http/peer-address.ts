import "server-only";
import { PEER_HEADER, SERVER_MARK } from "@/scripts/server/hygiene.mjs";

/**
 * The address of the TCP peer of a request, for per-IP limits when there is no trusted proxy.
 *
 * Next's route handlers get a web `Request` without the socket, and the `X-Forwarded-For` that
 * Next adds keeps whatever value a client sent. The production server (scripts/serve.mjs, Next's
 * custom server) stamps every request with its socket's address in `x-rumbo-peer`, overwriting any
 * header of that name a client sent, and marks the process. Under `next start` or `next dev`
 * nothing stamps requests: the header is then a client's and is not believed (null).
 */
export { PEER_HEADER };

/** The stamped peer address, or null when this process's server does not stamp requests. */
export function peerAddress(req: Request): string | null {
  if (!(globalThis as typeof globalThis & { [SERVER_MARK]?: boolean })[SERVER_MARK]) return null;
  return req.headers.get(PEER_HEADER) || null;
}
