import { create } from "zustand";
import type { SessionUser } from "@/lib/contracts/session";

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
