/**
 * A failed chunk load (a new deployment replaced the files this page was built with) forces one
 * reload, not more than once per 60 s, remembered in sessionStorage.
 */
export const CHUNK_RELOAD_KEY = "rumbo:chunk-reload-at";
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Reloads once if the last forced reload was more than 60 s ago; returns whether it reloaded. */
export function reloadOnceForChunkError(
  storage: Pick<Storage, "getItem" | "setItem"> | null = typeof window === "undefined" ? null : window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    return false;
  }
  if (now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage we cannot guarantee "once": do not reload.
    return false;
  }
  reload();
  return true;
}
