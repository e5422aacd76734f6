"use client";

import { ErrorView } from "@/components/layout/error-view";
import "@/styles/globals.css";

/**
 * Errors in the root layout, in a route group's layout or in a page outside the groups (`/logout`,
 * `/embed/*`): replaces the whole document. Errors inside a group's pages keep the group's header
 * and footer (each group's error.tsx). There is no app/error.tsx between the two: its chunk (its own
 * copy of the error view and the logo, ~1.1 KB gzip) was part of every page's first load for the
 * layout errors alone.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="es-PE">
      <body className="min-h-dvh bg-white text-neutral-900 antialiased">
        <title>Error · Rumbo</title>
        <main id="contenido">
          <ErrorView error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
