import type { Metadata } from "next";
import { CareerList } from "@/components/catalogue/career-list";
import { ONET_CREDIT } from "@/components/catalogue/format";
import { cachedCareers } from "@/lib/server/catalogue/page-data";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocCareerWorldMap").title };

/** The world of careers: every career by area, each opening its description. */
export default async function MundoDeCarrerasPage() {
  const careers = await cachedCareers();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Mundo de carreras</h1>
      <p className="mt-2 mb-6 text-fg-muted">
        Explora {careers.length} carreras por área. Abre una para ver qué es, qué intereses pide, cuánto dura, cuánto ganan sus egresados y
        dónde estudiarla.
      </p>
      <CareerList careers={careers} hrefPrefix={`${href("vocCareerDescription")}?carrera=`} />
      <p className="mt-4 text-xs text-fg-muted">Los perfiles de intereses de cada carrera vienen de O*NET. {ONET_CREDIT}</p>
    </div>
  );
}
