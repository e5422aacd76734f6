import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { routes } from "@/lib/config/routes";
import { getCatalogueStats, type CatalogueStats } from "@/lib/server/catalog/catalogue-stats";
import { logWarn } from "@/lib/server/log";

export const dynamic = "force-dynamic";

async function loadStats(): Promise<CatalogueStats | null> {
  try {
    return await getCatalogueStats();
  } catch (error) {
    logWarn("home: catalogue stats unavailable", error);
    return null;
  }
}

const steps = [
  { title: "Descubre tus intereses", text: "Responde preguntas cortas sobre lo que te gusta hacer, tu personalidad y tus valores." },
  { title: "Entiende tu resultado", text: "Cada carrera sugerida viene con las razones: qué de tus respuestas encaja con ella." },
  { title: "Elige dónde estudiar", text: "Compara costos, duración, ingreso y licenciamiento de universidades e institutos." },
];

export default async function HomePage() {
  const stats = await loadStats();
  return (
    <>
      <section className="bg-primary-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Elige qué estudiar y dónde, con información real del Perú
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Rumbo te acompaña con un test vocacional que explica sus resultados, el catálogo de carreras,
            universidades e institutos, y una feria virtual con charlas de las instituciones.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={routes.empezar} className={buttonClasses({ size: "lg" })}>
              Empieza tu test gratis
            </Link>
            <Link href={routes.instituciones} className={buttonClasses({ variant: "outline", size: "lg" })}>
              Explora instituciones
            </Link>
          </div>
        </div>
      </section>

      {stats && (
        <section aria-labelledby="catalogo" className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="catalogo" className="text-2xl font-bold text-slate-900">
            El catálogo más completo para decidir
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {[
              { label: "universidades", value: stats.universities },
              { label: "institutos", value: stats.institutes },
              { label: "carreras", value: stats.careers },
              { label: "ofertas de carrera por institución", value: stats.offerings },
            ].map((item) => (
              <div key={item.label} className="rounded-xl border border-slate-200 p-4">
                <dt className="text-sm text-slate-700">{item.label}</dt>
                <dd className="text-3xl font-bold text-slate-900">{item.value.toLocaleString("es-PE")}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-slate-600">
            Fuentes: SUNEDU (licenciamiento, corte 2022-08-17), Ponte en Carrera (MINEDU/MTPE, 2016) y O*NET.
          </p>
        </section>
      )}

      <section aria-labelledby="como-funciona" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="como-funciona" className="text-2xl font-bold text-slate-900">
          Cómo funciona
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-5">
              <p className="text-sm font-semibold text-primary-700">Paso {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
