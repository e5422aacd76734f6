"use client";

import { lazy } from "react";
import { MountWhen } from "@/components/modals/mount-when";
import type { FairDay } from "@/lib/contracts/fair";
import { useModalsStore } from "@/stores/modals";

// The fair's dialogs (Radix Dialog and Tabs, ~12 KB gzip) load the first time their flag is set.
const ScheduleModal = lazy(() => import("./schedule-modal").then((m) => ({ default: m.ScheduleModal })));
const VocationalModal = lazy(() => import("./vocational-modal").then((m) => ({ default: m.VocationalModal })));

/** The schedule modal 'Cronograma', fetched when it first opens. */
export function LazyScheduleModal(props: { days: FairDay[]; focusId?: number | null }) {
  const open = useModalsStore((s) => s.schedule);
  return (
    <MountWhen when={open}>
      <ScheduleModal {...props} />
    </MountWhen>
  );
}

/** The invitation to the test (`vocational` flag), fetched when it first opens. */
export function LazyVocationalModal() {
  const open = useModalsStore((s) => s.vocational);
  return (
    <MountWhen when={open}>
      <VocationalModal />
    </MountWhen>
  );
}
