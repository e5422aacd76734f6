"use client";

import { useEffect } from "react";
import type { SessionUser } from "@/lib/contracts/session";
import { readUserCookie, useSessionStore } from "@/stores/session";

/**
 * Restores the session store on load:
 * from the user the server resolved when the page has it, else from the readable cookie. The
 * cookie only drives what is displayed; every API call is authorised again on the server.
 *
 * Once the browser is idle after the first commit (at most 500 ms later), not in the commit: a
 * store update re-renders its subscribers at once (useSyncExternalStore), and the header's and the
 * tabs' re-render then lengthened the hydration's long task on a phone. Until then the header shows
 * the server's reading of the cookie (useDisplayedSession), the same name and menu, and a press
 * reads the cookie itself (`signedInNow`).
 */
export function SessionHydrator({ user }: { user?: SessionUser | null }) {
  useEffect(() => {
    const store = useSessionStore.getState();
    const apply = () => {
      const current = user === undefined ? readUserCookie() : user;
      if (current) store.setSession(current);
      else if (store.isLogged) store.clearSession();
      store.setHydrated();
      store.setOnline(navigator.onLine);
    };
    const idle = typeof window.requestIdleCallback === "function";
    const handle = idle ? window.requestIdleCallback(apply, { timeout: 500 }) : window.setTimeout(apply, 0);

    const online = () => store.setOnline(true);
    const offline = () => store.setOnline(false);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [user]);
  return null;
}
