"use client";

import { ErrorView } from "@/components/layout/error-view";
import "@/styles/globals.css";

/** Errors in the root layout itself: replaces the whole document. */
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
