import type { ReactNode } from "react";

/** The labelled disclosure «¿Cuánto sumaría con Beca 18?» around the estimator (closed at first). */
export function Beca18Disclosure({ children }: { children: ReactNode }) {
  return (
    <details className="group rounded-lg border border-border p-4">
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-fg">
        ¿Cuánto sumaría con Beca 18?
        <span aria-hidden="true" className="text-primary-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="mt-4">{children}</div>
    </details>
  );
}
