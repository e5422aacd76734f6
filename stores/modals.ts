import { create } from "zustand";

/** Every modal flag of spec §4 and §2 "Modals"; all off at start. */
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

/** Pairs that cannot be open together: opening one closes the other (spec §4). */
const exclusive: Partial<Record<ModalName, ModalName[]>> = {
  loginModal: ["registerModal", "forgotPassword"],
  registerModal: ["loginModal", "forgotPassword"],
  forgotPassword: ["loginModal", "registerModal"],
};

export type ModalsState = ModalFlags & {
  open: (name: ModalName) => void;
  close: (name: ModalName) => void;
  set: (name: ModalName, open: boolean) => void;
  closeAll: () => void;
};

export const useModalsStore = create<ModalsState>()((set) => ({
  ...closedModals,
  open: (name) =>
    set(() => {
      const patch: Partial<ModalFlags> = { [name]: true };
      for (const other of exclusive[name] ?? []) patch[other] = false;
      return patch;
    }),
  close: (name) => set({ [name]: false } as Partial<ModalFlags>),
  set: (name, open) => (open ? useModalsStore.getState().open(name) : useModalsStore.getState().close(name)),
  closeAll: () => set({ ...closedModals }),
}));

/** True when any modal is open (the page behind is inert). */
export const selectAnyModalOpen = (s: ModalFlags) => modalNames.some((n) => s[n]);
