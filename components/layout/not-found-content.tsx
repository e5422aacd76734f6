"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { routes } from "@/lib/config/routes";

/**
 * The 404 content (spec §2, §8): the spec's sentence, a Spanish explanation and a link home. A
 * client component: the root layout carries the 404 and 403 trees in every page's RSC payload,
 * where a client component costs one reference instead of its whole markup (issue 15).
 */
export function NotFoundContent({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <p className="text-6xl font-extrabold text-primary-700" aria-hidden="true">
        404
      </p>
      <Heading className="text-2xl font-bold text-fg">No encontramos esta página</Heading>
      <p className="text-neutral-700">
        <span lang="en">This page could not be found</span>. Revisa la dirección o vuelve al inicio.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href={routes.index} className={buttonClasses()}>
          Volver al inicio
        </Link>
        <Link href={routes.testOrientacion} className={buttonClasses({ variant: "outline" })}>
          Conoce el test vocacional
        </Link>
      </div>
    </div>
  );
}
