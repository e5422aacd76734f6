"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { AccountRole } from "@/lib/contracts/session";
import { selectFirstName, useSessionStore } from "@/stores/session";

/**
 * The first name in the request's readable session cookie, as the root layout read it on the
 * server (null: no session). Until SessionHydrator has read the cookie in the browser, the header
 * shows this, so a signed-in visitor's page arrives with their menu instead of «Inicia sesión»
 * flashing until the scripts run. Anonymous renders (the cached ones) carry null.
 */
const InitialSession = createContext<{ firstName: string; role: AccountRole | null } | null>(null);

export function InitialSessionProvider({
  firstName,
  role = null,
  children,
}: {
  firstName: string | null;
  /** The account's role, so the header's menu is the role's from the first paint. */
  role?: AccountRole | null;
  children: ReactNode;
}) {
  return <InitialSession.Provider value={firstName === null ? null : { firstName, role }}>{children}</InitialSession.Provider>;
}

/** Who the header shows: the store once hydrated, the server's reading of the cookie before. */
export function useDisplayedSession(): { isLogged: boolean; firstName: string; role: AccountRole | null } {
  const initial = useContext(InitialSession);
  const hydrated = useSessionStore((s) => s.hydrated);
  const isLogged = useSessionStore((s) => s.isLogged);
  const firstName = useSessionStore(selectFirstName);
  const role = useSessionStore((s) => s.user?.role ?? null);
  if (hydrated) return { isLogged, firstName, role };
  return initial === null ? { isLogged: false, firstName: "", role: null } : { isLogged: true, ...initial };
}
