import type { Metadata } from "next";
import { NotFoundContent, StatusHeader } from "@/components/layout/status-views";

export const metadata: Metadata = { title: "Página no encontrada", robots: { index: false, follow: false } };

/** Any unmatched route, or a page whose parameters do not validate: status 404. */
export default function NotFound() {
  return (
    <>
      <StatusHeader />
      <main id="contenido">
        <NotFoundContent />
      </main>
    </>
  );
}
