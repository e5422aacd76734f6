"use client";

import { lazy, useEffect, useState } from "react";
import { useModalsStore } from "@/stores/modals";
import { selectIsDataComplete, useSessionStore } from "@/stores/session";
import { MountWhen } from "./mount-when";

// Each modal's code is fetched the first time it opens: pages do not pay for dialogs nobody opens.
const AuthModals = lazy(() => import("@/components/auth/auth-modals").then((m) => ({ default: m.AuthModals })));
const SubscriptionModal = lazy(() => import("./subscription-modal").then((m) => ({ default: m.SubscriptionModal })));
const BlockedModal = lazy(() => import("./blocked-modal").then((m) => ({ default: m.BlockedModal })));
const ReservationModal = lazy(() => import("./reservation-modal").then((m) => ({ default: m.ReservationModal })));
const DateModal = lazy(() => import("./date-modal").then((m) => ({ default: m.DateModal })));
const UniversityModal = lazy(() => import("@/components/catalogue/university-modal").then((m) => ({ default: m.UniversityModal })));

/**
 * The modal host (spec §2 "Modals", §4): one store of flags drives every dialog; the dialogs
 * trap focus, close on Escape and give focus back. Mounted by the layouts that have modals.
 */
export function ModalHost() {
  const subscription = useModalsStore((s) => s.subscription);
  const blocked = useModalsStore((s) => s.blockedModal);
  const reservation = useModalsStore((s) => s.reservation);
  const date = useModalsStore((s) => s.dateModal);
  const university = useModalsStore((s) => s.university);
  const needsAuth = useNeedsAuthModals();
  return (
    <>
      <MountWhen when={needsAuth}>
        <AuthModals />
      </MountWhen>
      <MountWhen when={subscription}>
        <SubscriptionModal />
      </MountWhen>
      <MountWhen when={blocked}>
        <BlockedModal />
      </MountWhen>
      <MountWhen when={reservation}>
        <ReservationModal />
      </MountWhen>
      <MountWhen when={date}>
        <DateModal />
      </MountWhen>
      <MountWhen when={university}>
        <UniversityModal />
      </MountWhen>
    </>
  );
}

/**
 * The account modals (forms, phone widget) are the heaviest: they load when one of their flags
 * opens, when the URL carries a password-change `token`, or when a logged-in user must complete
 * their phone and role (spec §4).
 */
function useNeedsAuthModals(): boolean {
  const flag = useModalsStore((s) => s.loginModal || s.registerModal || s.phoneModal || s.forgotPassword || s.changePassword);
  const incomplete = useSessionStore((s) => s.isLogged && !selectIsDataComplete(s));
  const [token, setToken] = useState(false);
  // A payment's return page (`/order-payment/*?token=…`) carries a payment token, not a password-reset one.
  useEffect(
    () => setToken(new URLSearchParams(window.location.search).has("token") && !window.location.pathname.startsWith("/order-payment/")),
    [],
  );
  return flag || incomplete || token;
}
