"use client";

import { buttonClasses } from "@/components/ui/button-classes";
import { StaticLogo } from "./static-logo";
import { statusPaths } from "./status-paths";

/*
 * The 404 and 403 pages' markup. The root layout's not-found and forbidden trees travel in every
 * page's RSC payload (once per layout level); as client components they cost a reference each
 * instead of their markup (issue 15). The module travels in the root layout's chunk (re-exported by
 * chunk-reload-guard.tsx), so these pages have no chunk of their own. Its links are plain anchors
 * (a full load, as the error pages do): that chunk is part of every page's first load, and next/link
 * and the route table brought their own copies into it (~4.5 KB gzip).
 */

/** The plain header of the error pages: the logo, linking home. */
export function StatusHeader() {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
        <a href={statusPaths.home} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
          <StaticLogo />
        </a>
      </div>
    </header>
  );
}

/** The 403 content: no access to this section, and a way home. */
export function ForbiddenContent() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <p className="text-6xl font-extrabold text-primary-700" aria-hidden="true">
        403
      </p>
      <h1 className="text-2xl font-bold text-fg">No tienes acceso a esta sección</h1>
      <p className="text-neutral-700">Tu cuenta no tiene permiso para ver esta página. Si crees que es un error, escríbenos.</p>
      <a href={statusPaths.home} className={buttonClasses()}>
        Volver al inicio
      </a>
    </div>
  );
}

/** The 404 content (spec §2, §8): the spec's sentence, a Spanish explanation and a link home. */
export function NotFoundContent({
  headingLevel = 1,
  title = "No encontramos esta página",
  text,
}: {
  headingLevel?: 1 | 2;
  /** A page that knows what was missing says so, in Spanish only (an unknown alliance; issue 34). */
  title?: string;
  text?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <p className="text-6xl font-extrabold text-primary-700" aria-hidden="true">
        404
      </p>
      <Heading className="text-2xl font-bold text-fg">{title}</Heading>
      <p className="text-neutral-700">
        {text ?? (
          <>
            <span lang="en">This page could not be found</span>. Revisa la dirección o vuelve al inicio.
          </>
        )}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <a href={statusPaths.home} className={buttonClasses()}>
          Volver al inicio
        </a>
        <a href={statusPaths.test} className={buttonClasses({ variant: "outline" })}>
          Conoce el test vocacional
        </a>
      </div>
    </div>
  );
}
