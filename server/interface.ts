/**
 * What the production server (server/serve.ts) and the app (lib/server) share: the few constants
 * both sides read, and the one process-wide handle through which they reach each other.
 *
 * Why a handle on globalThis at all: Next compiles the app (route handlers, pages,
 * instrumentation.ts) into bundles of its own, so the app's copy of this module is not the
 * server's copy, even in the same process. A module-level variable set by one is invisible to the
 * other; a symbol registered with Symbol.for is the same in both. Everything that must cross goes
 * through `serverHandle()` below, typed here once, instead of an ad-hoc symbol per feature.
 *
 * No Node or Next imports: the app bundles this file into its server code.
 */

/** The header carrying the TCP peer's address; a value sent by a client is overwritten by the server. */
export const PEER_HEADER = "x-rumbo-peer";

/** The largest body the app reads (lib/server/handler/handler.ts counts the bytes and answers 413 beyond it); the server refuses a larger declared one before reading it. */
export const MAX_BODY_BYTES = 1_000_000;

/** The version of a personal page for the visitor of `cookieHeader`, or null to let Next render it (no valid session…). */
export type PersonalVersion = (cookieHeader: string, pathname: string) => Promise<string | null>;

/** What the server and the app leave for each other in this process. */
export type ServerHandle = {
  /** Set by the server at start: requests carry PEER_HEADER stamped from their socket, not a client's. */
  customServer?: boolean;
  /** Set by the server: drops the page-cache entries carrying any of `tags` ("*": all). */
  invalidatePages?: (tags: readonly string[]) => void;
  /** Set by the app (instrumentation.ts): the result page's version for the per-person cache. */
  personalVersion?: PersonalVersion;
};

const HANDLE = Symbol.for("rumbo.server");

/** This process's handle, created empty on first use by whichever side comes first. */
export function serverHandle(): ServerHandle {
  const global = globalThis as typeof globalThis & { [HANDLE]?: ServerHandle };
  return (global[HANDLE] ??= {});
}
