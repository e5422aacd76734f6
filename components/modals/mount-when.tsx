"use client";

import { Suspense, useState, type ReactNode } from "react";

/**
 * Mounts its children once `when` has been true, and keeps them (so a dialog can animate its close
 * and give focus back). With a lazy child, the dialog's code is fetched the first time it opens:
 * pages do not pay for dialogs nobody opens. Until it arrives nothing is drawn; the dialog then
 * opens with focus inside it, and closing it gives focus back to what opened it, as Radix does.
 */
export function MountWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  return seen ? <Suspense fallback={null}>{children}</Suspense> : null;
}
