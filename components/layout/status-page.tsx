"use client";

import { buttonClasses } from "@/components/ui/button-classes";
import { StaticLogo } from "./static-logo";
import { statusPaths } from "./status-paths";

/*
 * What goes inside the 404 and 403 pages' elements; ./status-views.tsx holds them (the header and
 * the box) and is what the pages use. The root layout's not-found and forbidden trees travel in
 * every page's RSC payload (once per layout level): as client components they cost a reference each
 * instead of their markup, and through status-views this module is fetched only when one
 * of them is drawn, not with every page. Its links are plain anchors (a full load, as
 * the error pages do): next/link and the route table brought their own copies (~4.5 KB gzip).
 */

/** Inside the plain header of the error pages: the logo, linking home. */
export function StatusHeaderContent() {
  return (
    <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
      <a href={statusPaths.home} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
        <StaticLogo />
      </a>
    </div>
  );
}

/** The 403 content: no access to this section, and a way home. */
export function ForbiddenBody() {
  return (
    <>
      <p className="text-6xl font-extrabold text-primary-700" aria-hidden="true">
        403
      </p>
      <h1 className="text-2xl font-bold text-fg">No tienes acceso a esta sección</h1>
      <p className="text-neutral-700">Tu cuenta no tiene permiso para ver esta página. Si crees que es un error, escríbenos.</p>
      <a href={statusPaths.home} className={buttonClasses()}>
        Volver al inicio
      </a>
    </>
  );
}

/** The 404 content: the spec's sentence, a Spanish explanation and a link home. */
export function NotFoundBody({
  headingLevel = 1,
  title = "No encontramos esta página",
  text,
}: {
  headingLevel?: 1 | 2;
  /** A page that knows what was missing says so, in Spanish only (an unknown alliance). */
  title?: string;
  text?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
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
    </>
  );
}
