"use client";

import { lazy } from "react";
import { useModalsStore } from "@/stores/modals";
import { MountWhen } from "./mount-when";
import { useNeedsAuthModals } from "./needs-auth-modals";

// Each modal's code is fetched the first time it opens: pages do not pay for dialogs nobody opens.
const AuthModals = lazy(() => import("@/components/auth/auth-modals").then((m) => ({ default: m.AuthModals })));
const SubscriptionModal = lazy(() => import("./subscription-modal").then((m) => ({ default: m.SubscriptionModal })));
const BlockedModal = lazy(() => import("./blocked-modal").then((m) => ({ default: m.BlockedModal })));
const ReservationModal = lazy(() => import("./reservation-modal").then((m) => ({ default: m.ReservationModal })));
const DateModal = lazy(() => import("./date-modal").then((m) => ({ default: m.DateModal })));
const UniversityModal = lazy(() => import("@/components/catalogue/university-modal").then((m) => ({ default: m.UniversityModal })));

/**
 * The modal host: one store of flags drives every dialog; the dialogs
 * trap focus, close on Escape and give focus back. The layouts that have modals mount it through
 * ./modal-gate.tsx, the first time one opens.
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
