import Link from "@/components/ui/link";
import type { CatalogueStats } from "@/lib/server/catalogue/catalogue-stats";
import { chromePaths } from "@/components/layout/chrome-paths";
import { Section } from "./section";

/** How much of Peru's catalogue Rumbo holds (read from the database by the page). */
export function CatalogueStatsSection({ stats }: { stats: CatalogueStats }) {
  const items = [
    { label: "universidades", value: stats.universities },
    { label: "institutos", value: stats.institutes },
    { label: "carreras", value: stats.careers },
    { label: "ofertas de carrera por institución", value: stats.offerings },
  ];
  return (
    <Section
      id="catalogo"
      title="El catálogo más completo para decidir"
      intro={
        <p>
          Universidades con su licenciamiento SUNEDU, institutos de todo el país y sus carreras, con costo, duración y modalidad de ingreso.{" "}
          <Link href={chromePaths.instituciones} className="font-semibold text-primary-700 underline">
            Explora las instituciones
          </Link>
          .
        </p>
      }
    >
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="rounded-card border border-border bg-surface p-4">
            <dt className="text-sm text-neutral-700">{item.label}</dt>
            <dd className="text-3xl font-bold text-fg">{item.value.toLocaleString("es-PE")}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-neutral-600">
        Fuentes: SUNEDU (licenciamiento, corte 2022-08-17), Ponte en Carrera (MINEDU/MTPE, 2016) y O*NET.
      </p>
    </Section>
  );
}
