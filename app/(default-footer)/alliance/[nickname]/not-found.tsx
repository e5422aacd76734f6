import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/status-views";

export const metadata: Metadata = { title: "Alianza no encontrada", robots: { index: false, follow: false } };

/** An unknown or inactive `/alliance/{nickname}`: 404 in Spanish, inside the site's own header and footer. */
export default function AllianceNotFound() {
  return <NotFoundContent title="No encontramos esta alianza" text="Revisa el enlace que te compartieron o vuelve al inicio." />;
}
