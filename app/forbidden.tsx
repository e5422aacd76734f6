import type { Metadata } from "next";
import { ForbiddenContent, StatusHeader } from "@/components/layout/status-views";

export const metadata: Metadata = { title: "Sin acceso", robots: { index: false, follow: false } };

/** What `forbidden()` renders, with HTTP status 403: a signed-in account without access to the page. */
export default function Forbidden() {
  return (
    <>
      <StatusHeader />
      <main id="contenido">
        <ForbiddenContent />
      </main>
    </>
  );
}
