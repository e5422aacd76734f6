import type { Metadata } from "next";
import { SectionPage } from "@/components/vocational/section-page";
import { ActivitiesStart } from "@/components/vocational/test-sections";
import { requireSectionVisitor } from "@/lib/server/vocational/section-shell";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocActivitiesIntro").title };

export default async function Page() {
  await requireSectionVisitor(href("vocActivitiesIntro"));
  return (
    <SectionPage title="Intereses y actividades" intro="Lo que haces cuando nadie te lo pide dice mucho de ti.">
      <p className="text-fg">
        En esta sección marcarás las actividades que disfrutas en tu tiempo libre: arreglar cosas, crear contenido, ayudar con tareas,
        vender… Cada una se relaciona con un tipo de interés y suma un poco a tu perfil. Te toma un minuto.
      </p>
      <ActivitiesStart path={href("vocActivitiesIntro")} href={href("vocActivities")} />
    </SectionPage>
  );
}
