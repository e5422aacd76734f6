"use client";

import { useEffect } from "react";
import { readCookie } from "@/lib/client/cookies";
import { cookieNames } from "@/lib/config/cookies";
import type { SessionUser } from "@/lib/contracts/session";
import { parseUserCookie } from "@/lib/contracts/session-cookie";
import { useSessionStore } from "@/stores/session";

/** Reads the readable public-user cookie (never the token) into a SessionUser, or null. */
export function readUserCookie(): SessionUser | null {
  return parseUserCookie(readCookie(cookieNames.user));
}

/**
 * Restores the session store on load:
 * from the user the server resolved when the page has it, else from the readable cookie. The
 * cookie only drives what is displayed; every API call is authorised again on the server.
 */
export function SessionHydrator({ user }: { user?: SessionUser | null }) {
  useEffect(() => {
    const store = useSessionStore.getState();
    const current = user === undefined ? readUserCookie() : user;
    if (current) store.setSession(current);
    else if (store.isLogged) store.clearSession();
    store.setHydrated();

    const online = () => store.setOnline(true);
    const offline = () => store.setOnline(false);
    store.setOnline(navigator.onLine);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [user]);
  return null;
}
