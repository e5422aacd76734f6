import { create } from "zustand";
import { readCookie } from "@/lib/client/cookies";
import { cookieNames } from "@/lib/config/cookies";
import type { SessionUser } from "@/lib/contracts/session";
import { parseUserCookie } from "@/lib/contracts/session-cookie";

/**
 * Token-less session state: the token lives in an HttpOnly cookie the browser
 * script cannot read. Derived values are selectors below, never stored copies.
 */
export type SessionState = {
  user: SessionUser | null;
  isLogged: boolean;
  /** Where to go after login (validated by the server and by `safeRedirectTarget`). */
  redirect: string | null;
  /** The full-screen loader flag of the spec. */
  loading: boolean;
  online: boolean;
  /** True once the browser has read or set the session (before, the server's reading of the cookie holds). */
  hydrated: boolean;
  setSession: (user: SessionUser) => void;
  updateUser: (
    patch: Partial<Pick<SessionUser, "phone" | "fullPhone" | "role" | "name" | "surname" | "schoolId" | "haveMembership">>,
  ) => void;
  clearSession: () => void;
  setRedirect: (redirect: string | null) => void;
  setLoading: (loading: boolean) => void;
  setOnline: (online: boolean) => void;
  setHydrated: () => void;
};

export const initialSessionState = { user: null, isLogged: false, redirect: null, loading: false, online: true, hydrated: false } as const;

export const useSessionStore = create<SessionState>()((set) => ({
  ...initialSessionState,
  setSession: (user) => set({ user, isLogged: true, hydrated: true }),
  updateUser: (patch) => set((state) => (state.user ? { user: { ...state.user, ...patch } } : state)),
  clearSession: () => set({ user: null, isLogged: false, redirect: null, hydrated: true }),
  setRedirect: (redirect) => set({ redirect }),
  setLoading: (loading) => set({ loading }),
  setOnline: (online) => set({ online }),
  setHydrated: () => set({ hydrated: true }),
}));

/** Reads the readable public-user cookie (never the token) into a SessionUser, or null. */
export function readUserCookie(): SessionUser | null {
  return parseUserCookie(readCookie(cookieNames.user));
}

/**
 * Whether she is signed in at the moment of a press. The store reads the session once the browser
 * is first idle after hydrating (components/auth/session-hydrator.tsx, up to 500 ms later); a press
 * before that reads the cookie the store would read, and the store takes it at once: a signed-in
 * student's first tap is not sent to the log-in. The cookie only decides what the browser does
 * next; every call is authorised again on the server.
 */
export function signedInNow(): boolean {
  const store = useSessionStore.getState();
  if (store.hydrated) return store.isLogged;
  const user = readUserCookie();
  if (user) store.setSession(user);
  return store.isLogged || user !== null;
}

const capitalize = (word: string) => (word ? word.charAt(0).toLocaleUpperCase("es-PE") + word.slice(1).toLocaleLowerCase("es-PE") : "");
const firstWord = (text: string | undefined | null) => (text ?? "").trim().split(/\s+/)[0] ?? "";

/** First name, capitalised ("maría josé" → "María"). */
export const selectFirstName = (s: Pick<SessionState, "user">) => capitalize(firstWord(s.user?.name));
/** First surname, capitalised. */
export const selectFirstSurname = (s: Pick<SessionState, "user">) => capitalize(firstWord(s.user?.surname));
/** Initials from first name and first surname ("María Quispe" → "MQ"). */
export const selectInitials = (s: Pick<SessionState, "user">) => `${selectFirstName(s).charAt(0)}${selectFirstSurname(s).charAt(0)}`;
/** Membership: haveMembership, an alliance or a school. */
export const selectHasMembership = (s: Pick<SessionState, "user">) =>
  Boolean(s.user && (s.user.haveMembership || s.user.alliance || s.user.schoolId));
/**
 * Login data is complete when the user has both phone and role; a counsellor (role
 * `school`) or a specialist (`advisor`), both invited by the team, has no phone to complete and no
 * role to choose.
 */
export const selectIsDataComplete = (s: Pick<SessionState, "user">) =>
  Boolean(s.user?.role === "school" || s.user?.role === "advisor" || (s.user?.phone && s.user?.role));
