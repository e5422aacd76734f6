"use client";

import { createContext, useContext, type ReactNode } from "react";
import { selectFirstName, useSessionStore } from "@/stores/session";

/**
 * The first name in the request's readable session cookie, as the root layout read it on the
 * server (null: no session). Until SessionHydrator has read the cookie in the browser, the header
 * shows this, so a signed-in visitor's page arrives with their menu instead of «Inicia sesión»
 * flashing until the scripts run. Anonymous renders (the cached ones) carry null.
 */
const InitialSession = createContext<string | null>(null);

export function InitialSessionProvider({ firstName, children }: { firstName: string | null; children: ReactNode }) {
  return <InitialSession.Provider value={firstName}>{children}</InitialSession.Provider>;
}

/** Who the header shows: the store once hydrated, the server's reading of the cookie before. */
export function useDisplayedSession(): { isLogged: boolean; firstName: string } {
  const initial = useContext(InitialSession);
  const hydrated = useSessionStore((s) => s.hydrated);
  const isLogged = useSessionStore((s) => s.isLogged);
  const firstName = useSessionStore(selectFirstName);
  if (hydrated) return { isLogged, firstName };
  return initial === null ? { isLogged: false, firstName: "" } : { isLogged: true, firstName: initial };
}
