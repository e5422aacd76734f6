import type { Metadata } from "next";
import { LikertPage } from "@/components/vocational/likert-page";
import { workValuesInstrument } from "@/lib/content/vocational/work-values";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";

export const metadata: Metadata = { title: "Valores profesionales · Orientación vocacional" };

export default async function ValoresPage() {
  const { process } = await requireStudentProcess("/orientacion-vocacional/valores-profesionales");
  return <LikertPage process={process} section="professional-values" instrument={workValuesInstrument} done={{ href: "/orientacion-vocacional/resultado-proceso-vocacional", label: "Ver mi resultado" }} />;
}
