import { create } from "zustand";
import { signedInNow } from "./session";

/** Every modal flag; all off at start. */
export const modalNames = [
  "subscription",
  "schoolMode",
  "blockedModal",
  "loginModal",
  "registerModal",
  "phoneModal",
  "dateModal",
  "university",
  "forgotPassword",
  "changePassword",
  "reservation",
  "reservationFinal",
  "schedule",
  "popup",
  "vocational",
  "streamMode",
  "deleted",
  "add",
] as const;
export type ModalName = (typeof modalNames)[number];
export type ModalFlags = Record<ModalName, boolean>;

export const closedModals: ModalFlags = Object.fromEntries(modalNames.map((n) => [n, false])) as ModalFlags;

/** Pairs that cannot be open together: opening one closes the other. */
const exclusive: Partial<Record<ModalName, ModalName[]>> = {
  loginModal: ["registerModal", "forgotPassword"],
  registerModal: ["loginModal", "forgotPassword"],
  forgotPassword: ["loginModal", "registerModal"],
};

/** What a visitor tried before being asked for an account; runs once they log in or register. */
export type PendingAction = () => void | Promise<void>;

/** The modals that ask a visitor for an account (closing all of them drops the pending action). */
const accountModals: ModalName[] = ["loginModal", "registerModal", "forgotPassword"];

export type ModalsState = ModalFlags & {
  /** The action waiting for the visitor to log in or register in a modal (never persisted). */
  pendingAction: PendingAction | null;
  /** Why the account is asked for, shown in the login and register modals ("Inicia sesión para guardar…"). */
  pendingReason: string | null;
  open: (name: ModalName) => void;
  close: (name: ModalName) => void;
  set: (name: ModalName, open: boolean) => void;
  closeAll: () => void;
  /**
   * "Needs an account → log in in a modal → come back to the action": a logged-in user runs
   * `action` now; a visitor gets the login modal (or `modal`) on the same page, and `action`
   * runs right after a successful log-in or register there. Closing the modals forgets it.
   * Returns true when the action ran now.
   */
  requireAccount: (action: PendingAction, options?: { modal?: "loginModal" | "registerModal"; reason?: string }) => boolean;
  /** Takes the pending action out of the store (the log-in and register forms call it). */
  takePendingAction: () => PendingAction | null;
};

export const useModalsStore = create<ModalsState>()((set, get) => ({
  ...closedModals,
  pendingAction: null,
  pendingReason: null,
  open: (name) =>
    set(() => {
      const patch: Partial<ModalFlags> = { [name]: true };
      for (const other of exclusive[name] ?? []) patch[other] = false;
      return patch;
    }),
  close: (name) =>
    set((state) => {
      const patch: Partial<ModalsState> = { [name]: false };
      // The visitor gave up asking for an account: the action they tried is forgotten.
      if (accountModals.includes(name) && accountModals.every((other) => other === name || !state[other])) {
        patch.pendingAction = null;
        patch.pendingReason = null;
      }
      return patch;
    }),
  set: (name, open) => (open ? useModalsStore.getState().open(name) : useModalsStore.getState().close(name)),
  closeAll: () => set({ ...closedModals }),
  requireAccount: (action, { modal = "loginModal", reason } = {}) => {
    if (signedInNow()) {
      void action();
      return true;
    }
    set({ pendingAction: action, pendingReason: reason ?? null });
    get().open(modal);
    return false;
  },
  takePendingAction: () => {
    const action = get().pendingAction;
    set({ pendingAction: null, pendingReason: null });
    return action;
  },
}));

/** True when any modal is open (the page behind is inert). */
export const selectAnyModalOpen = (s: ModalFlags) => modalNames.some((n) => s[n]);
