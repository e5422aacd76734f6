"use client";

import { lazy, Suspense, useEffect } from "react";
import { afterFirstLoad } from "@/components/ui/deferred";
import { Beca18Disclosure } from "./beca18-disclosure";
import type { Beca18EstimatorProps } from "./beca18-estimator";

const load = () => import("./beca18-estimator");
const Estimator = lazy(() => load().then((m) => ({ default: m.Beca18Estimator })));

/**
 * «¿Cuánto sumaría con Beca 18?» with the estimator inside, whose code (~5 KB gzip: the form, the
 * formula, the regions' quintiles) is not in the page's first load: it is fetched once the first
 * load is over, or when she opens the disclosure if that comes sooner (a line says it is on its way
 * meanwhile). The disclosure is closed at first and its content is rendered only once opened, so
 * the server's HTML is the same either way.
 */
export function Beca18EstimatorDisclosure(props: Beca18EstimatorProps) {
  useEffect(() => {
    void afterFirstLoad()
      .then(load)
      .catch(() => {});
  }, []);
  return (
    <Beca18Disclosure>
      <Suspense
        fallback={
          <p role="status" className="text-sm text-neutral-700">
            Cargando la calculadora…
          </p>
        }
      >
        <Estimator {...props} />
      </Suspense>
    </Beca18Disclosure>
  );
}
