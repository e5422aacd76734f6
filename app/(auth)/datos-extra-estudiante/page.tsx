import type { Metadata } from "next";
import { ExtraDataPage } from "../_components/extra-data-page";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("datosExtraEstudiante").title };
export const dynamic = "force-dynamic";

export default function DatosExtraEstudiantePage() {
  return <ExtraDataPage path={href("datosExtraEstudiante")} />;
}
