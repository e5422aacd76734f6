"use client";

import { useState, type ReactNode } from "react";

/**
 * The labelled disclosure «¿Cuánto sumaría con Beca 18?» around the estimator, closed at first. Its
 * content is rendered only once opened: the page's HTML stays small (the catalogue's pages are kept
 * under 60 KB) and the estimator still works without waiting for anything but its own script.
 */
export function Beca18Disclosure({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="group rounded-lg border border-border p-4" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-fg">
        ¿Cuánto sumaría con Beca 18?
        <span aria-hidden="true" className="text-primary-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      {open ? <div className="mt-4">{children}</div> : null}
    </details>
  );
}
