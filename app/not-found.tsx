import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundContent, StatusHeader } from "@/components/layout/status-views";
import { NOT_FOUND_VARIANT_HEADER } from "@/lib/config/not-found.mjs";
import { allianceNotFound } from "@/lib/content/site/not-found";

export const metadata: Metadata = { title: "Página no encontrada", robots: { index: false, follow: false } };

/**
 * Any unmatched route, or a page whose parameters do not validate: status 404.
 * It is also the HTML the production server answers for a page that called `notFound()`
 * (server/not-found.ts), with the copy of that page's section when it has its own.
 */
export default async function NotFound() {
  const variant = (await headers()).get(NOT_FOUND_VARIANT_HEADER);
  return (
    <>
      <StatusHeader />
      <main id="contenido">
        {variant === "alliance" ? <NotFoundContent title={allianceNotFound.title} text={allianceNotFound.text} /> : <NotFoundContent />}
      </main>
    </>
  );
}
