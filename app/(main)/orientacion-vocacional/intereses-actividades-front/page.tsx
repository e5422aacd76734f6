import type { Metadata } from "next";
import Link from "next/link";
import { SectionPage } from "@/components/vocational/section-page";
import { buttonClasses } from "@/components/ui/button";
import { requireStudentProcess } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocActivitiesIntro").title };

export default async function Page() {
  const { process } = await requireStudentProcess(href("vocActivitiesIntro"));
  const done = process.sections["activities-of-interest"].status === "completed";
  return (
    <SectionPage title="Intereses y actividades" intro="Lo que haces cuando nadie te lo pide dice mucho de ti.">
      <p className="text-fg">
        En esta sección marcarás las actividades que disfrutas en tu tiempo libre: arreglar cosas, crear contenido, ayudar con tareas,
        vender… Cada una se relaciona con un tipo de interés y suma un poco a tu perfil. Te toma un minuto.
      </p>
      <Link href={href("vocActivities")} className={buttonClasses({ size: "lg" })}>
        {done ? "Revisar mis actividades" : "Empezar"}
      </Link>
    </SectionPage>
  );
}
