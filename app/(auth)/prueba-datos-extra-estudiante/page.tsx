import type { Metadata } from "next";
import { ExtraDataPage } from "../_components/extra-data-page";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("pruebaDatosExtraEstudiante").title, robots: { index: false } };
export const dynamic = "force-dynamic";

/** The spec's test variant of /datos-extra-estudiante: the same form. */
export default function PruebaDatosExtraEstudiantePage() {
  return <ExtraDataPage path={href("pruebaDatosExtraEstudiante")} />;
}
