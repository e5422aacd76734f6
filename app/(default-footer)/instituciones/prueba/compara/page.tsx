import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { CompareTable } from "@/components/catalogue/compare-table";
import { formatIncome } from "@/components/catalogue/format";
import { LicenceBadge } from "@/components/catalogue/licence-badge";
import { LIKELY_NOT_MONTHLY, costBasis, costHeadline } from "@/lib/format/catalogue-costs";
import { Beca18Rule, beca18Short } from "@/components/catalogue/beca18-note";
import { BECA18_PARTIAL, BECA18_SOURCE } from "@/lib/content/catalogue/sources";
import { institutionKindLabel } from "@/lib/format/offer-year";
import { getCurrentUser } from "@/lib/server/auth/session";
import { compareInstitutions } from "@/lib/server/catalogue/compare";
import { compareQuerySchema } from "@/lib/contracts/catalogue";
import { parsePageQuery, type SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("compareInstitutions").title };

type Props = { searchParams: Promise<SearchParams> };

const PEC = "Fuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016; mediana de sus carreras";

/** `/instituciones/prueba/compara?i=a,b,c`: up to 4 institutions side by side (shareable). */
export default async function ComparePage({ searchParams }: Props) {
  const slugs = parsePageQuery(compareQuerySchema, await searchParams).i;
  const user = await getCurrentUser();
  const items = await compareInstitutions(slugs, user?.id);
  const back = `${href("comparePicker")}?i=${items.map((i) => i.card.username).join(",")}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Comparación de instituciones</h1>
      <p className="mt-2 text-fg-muted">
        Comparte esta página: su dirección guarda la comparación.{" "}
        <Link href={back} className="text-primary-700 underline">
          Cambiar instituciones
        </Link>
      </p>
      {items.length ? (
        <div className="mt-6">
          <CompareTable
            caption="Comparación de instituciones"
            columns={items.map(({ card }) => ({
              key: card.username,
              name: card.name,
              shortName: card.shortName,
              href: href("institution", { institutionSlug: card.username }),
            }))}
            rows={[
              {
                label: "Tipo",
                values: items.map(({ card }) => institutionKindLabel(card)),
              },
              { label: "Región", values: items.map(({ card }) => card.region?.name ?? null) },
              {
                label: "Licenciamiento",
                values: items.map(({ card }) => <LicenceBadge key={card.id} licence={card.licence} />),
                source: "SUNEDU, corte 2022-08-17 y resoluciones posteriores; PRONABEC 2026 cuando la contradice; institutos: sin dato",
              },
              {
                label: "Beca 18 2026",
                values: items.map(({ card }) => beca18Short(card.beca18)),
                source: `${BECA18_SOURCE}, ${BECA18_PARTIAL}`,
              },
              {
                label: "Carreras",
                values: items.map(({ card, stats }) =>
                  stats.offeringCount
                    ? `${stats.offeringCount} (${card.confirmedCareerCount ?? 0} ofrecidas en 2026, ${stats.offeringCount - (card.confirmedCareerCount ?? 0)} solo con dato de 2016)`
                    : "Ninguna en nuestras fuentes",
                ),
                source: `Ponte en Carrera, 2016; ${BECA18_SOURCE} (${BECA18_PARTIAL})`,
              },
              {
                label: "Costo típico (mediana)",
                values: items.map(({ stats }) => {
                  const basis = costBasis(stats.cost, { one: "carrera", many: "carreras" });
                  const headline = costHeadline(stats.cost);
                  return headline ? `${headline} (${basis})` : basis;
                }),
                source: `${PEC}; cada carrera cuenta; los montos de más de S/ 5,000 se marcan «${LIKELY_NOT_MONTHLY}»`,
              },
              {
                label: "Ingresantes / postulantes",
                values: items.map(({ stats }) => (stats.admissionMedian !== null ? `${stats.admissionMedian} %` : null)),
                source: PEC,
              },
              {
                label: "Ingreso de egresados",
                values: items.map(({ stats }) => formatIncome(stats.incomeMedian)),
                source: "Fuente: Ponte en Carrera, planilla electrónica 2015 (MTPE), 18 a 29 años; mediana",
              },
              {
                label: "Carreras con crédito",
                values: items.map(({ stats }) => `${stats.withCredit} de ${stats.offeringCount}`),
                source: "Ponte en Carrera, 2016",
              },
              {
                label: "Carreras con becas",
                values: items.map(({ stats }) => `${stats.withScholarships} de ${stats.offeringCount}`),
                source: "Ponte en Carrera, 2016",
              },
            ]}
          />
          <Beca18Rule className="mt-3 text-sm text-fg" />
        </div>
      ) : (
        <p className="mt-6 text-fg">
          No hay instituciones para comparar.{" "}
          <Link href={href("comparePicker")} className="text-primary-700 underline">
            Elige hasta 4
          </Link>
          .
        </p>
      )}
    </div>
  );
}
