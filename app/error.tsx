"use client";

import { ErrorView } from "@/components/layout/error-view";
import { StaticLogo } from "@/components/layout/static-logo";
import { statusPaths } from "@/components/layout/status-paths";

/** Errors inside a page (spec §8 "Other navigation error"); a chunk failure reloads once. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          {/* A full load: the client state may be what failed. */}
          <a href={statusPaths.home} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
            <StaticLogo />
          </a>
        </div>
      </header>
      <main id="contenido">
        <ErrorView error={error} retry={retry} />
      </main>
    </>
  );
}
