"use client";

import { lazy, useEffect } from "react";
import { afterFirstLoad } from "@/components/ui/deferred";
import { useModalsStore } from "@/stores/modals";
import { MountWhen } from "./mount-when";
import { useNeedsAuthModals } from "./needs-auth-modals";

const loadHost = () => import("./modal-host");
const ModalHost = lazy(() => loadHost().then((m) => ({ default: m.ModalHost })));

/**
 * What the layouts with modals mount (./modal-host.tsx is the host): it watches the same flags as
 * the host and mounts the host the first time one of them is on. The host (the loaders of its six
 * dialogs) is fetched after the page's first load, so when a dialog opens only that dialog's code
 * is still to come, as before; if it opens sooner, both come then.
 */
export function ModalGate() {
  const open = useModalsStore((s) => s.subscription || s.blockedModal || s.reservation || s.dateModal || s.university);
  const needsAuth = useNeedsAuthModals();
  useEffect(() => {
    void afterFirstLoad()
      .then(loadHost)
      .catch(() => {});
  }, []);
  return (
    <MountWhen when={open || needsAuth}>
      <ModalHost />
    </MountWhen>
  );
}
