import type { APIRequestContext } from "@playwright/test";

const METHODS = ["fetch", "get", "post", "put", "patch", "delete", "head"] as const;

/**
 * A kept-alive socket that the server closed while idle (after its 5 s keep-alive timeout,
 * server/hygiene.ts) just as the client reused it fails with ECONNRESET before the server
 * read anything: the client's race, not an answer.
 */
export function isStaleSocket(error: unknown): boolean {
  return /ECONNRESET|socket hang up/.test(String(error));
}

/**
 * A browser sends a request that met a stale socket again on a new connection; Playwright's request
 * client does not, so a journey's own API call is sent again once in that case (as the fuzz does).
 * Any other error, and any answer at all, is the test's.
 */

export function resendOnStaleSocket(request: APIRequestContext) {
  const marked = request as APIRequestContext & { __resends?: true };
  if (marked.__resends) return;
  marked.__resends = true;
  for (const name of METHODS) {
    const original = request[name].bind(request) as (...args: unknown[]) => ReturnType<APIRequestContext["fetch"]>;
    (request as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await original(...args);
      } catch (error) {
        if (!isStaleSocket(error)) throw error;
        return original(...args);
      }
    };
  }
}
