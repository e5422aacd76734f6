import type { Metadata } from "next";
import { ExtraDataPage } from "../_components/extra-data-page";

export const metadata: Metadata = { title: "Completa tus datos" };
export const dynamic = "force-dynamic";

export default function DatosExtraEstudiantePage() {
  return <ExtraDataPage path="/datos-extra-estudiante" />;
}
