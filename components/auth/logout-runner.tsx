"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { logout } from "@/lib/api/auth";
import { cookieNames } from "@/lib/config/cookies";
import { useModalsStore } from "@/stores/modals";
import { useSessionStore } from "@/stores/session";

/**
 * Full log-out (spec §4): the server revokes the session and clears its cookies; here local
 * and session storage, the readable cookies and the stores are cleared; we wait until the
 * user cookie is gone, then go to / with a full load so the server renders logged out.
 */
export async function fullLogout() {
  try {
    await logout();
  } catch {
    // Offline or already logged out: the local state is cleared all the same.
  }
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be blocked (private mode); nothing to clear then.
  }
  for (const name of [cookieNames.user, cookieNames.sponsor, cookieNames.redirect]) Cookies.remove(name, { path: "/" });
  useSessionStore.getState().clearSession();
  useModalsStore.getState().closeAll();
  for (let i = 0; i < 20 && Cookies.get(cookieNames.user); i++) await new Promise((r) => setTimeout(r, 50));
}

export function LogoutRunner() {
  useEffect(() => {
    let live = true;
    fullLogout().then(() => live && window.location.replace("/"));
    return () => {
      live = false;
    };
  }, []);
  return <Spinner size="lg" label="Cerrando sesión…" />;
}
