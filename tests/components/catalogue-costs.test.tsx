import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CostComparison } from "@/components/family/study-options";
import { CostSummaryFigure } from "@/components/catalogue/cost-summary";
import { CAREER_COST_SOURCE, summariseCosts } from "@/lib/format/catalogue-costs";
import type { ShortlistCareer, StudyOption } from "@/lib/server/family/parents";

const source = { cost: { source: "Ponte en Carrera (MINEDU/MTPE)", year: 2016 } };
const option = (over: Partial<StudyOption>): StudyOption => ({
  institutionId: 1,
  institutionName: "Universidad A",
  institutionSlug: "universidad-a",
  kind: "universidad",
  gestion: "privada",
  licenceStatus: "licenciada",
  programName: "Medicina Humana",
  regionName: "Lima",
  chosen: false,
  inRegion: true,
  costMinCents: null,
  costMaxCents: null,
  durationYears: 7,
  income: null,
  admissionRate: null,
  credit: null,
  scholarships: null,
  sources: source,
  ...over,
});

describe("parents' panel: the cost comparison", () => {
  it("labels a figure above S/ 5,000 «probablemente anual o por ciclo», never «mensual»", () => {
    const career = {
      id: 1,
      slug: "medicina-humana",
      name: "Medicina Humana",
      area: "ciencias de la salud",
      why: [],
      decided: false,
      options: [
        option({ institutionId: 1, institutionName: "Universidad Privada", costMinCents: 542_800, costMaxCents: 1_685_600 }),
        option({
          institutionId: 2,
          institutionName: "Universidad Pública",
          gestion: "publica",
          costMinCents: 12_000,
          costMaxCents: 12_000,
        }),
      ],
    } satisfies ShortlistCareer;
    render(<CostComparison careers={[career]} caption="Costos de las carreras de Valeria" />);
    const table = screen.getByRole("region", { name: "Costos de las carreras de Valeria" });
    expect(within(table).getByRole("columnheader", { name: "Costo" })).toBeInTheDocument();
    const [, monthly, yearly] = within(table).getAllByRole("row");
    // The monthly figure first; the probably yearly one after it.
    expect(monthly).toHaveTextContent("Universidad Pública");
    expect(monthly).toHaveTextContent("S/ 120.00 al mes");
    expect(yearly).toHaveTextContent("S/ 5,428.00 – S/ 16,856.00 (probablemente anual o por ciclo)");
    expect(yearly).not.toHaveTextContent(/al mes|mensual/);
    expect(screen.queryByText(/Los costos son mensuales/)).toBeNull();
    expect(
      screen.getByText(
        /La fuente publica los costos como mensuales; los de más de S\/ 5,000.00 se marcan «probablemente anual o por ciclo»/,
      ),
    ).toBeInTheDocument();
  });
});

describe("a career's typical cost", () => {
  it("shows public and private apart, each with n de N, and never «mensual» for the private figures above S/ 5,000", () => {
    const summary = summariseCosts([
      { costMinCents: 12_000, costMaxCents: 12_000, gestion: "publica" },
      { costMinCents: null, costMaxCents: null, gestion: "publica" },
      { costMinCents: 1_140_000, costMaxCents: 1_140_000, gestion: "privada" },
      { costMinCents: 1_322_000, costMaxCents: 1_322_000, gestion: "privada" },
    ]);
    render(
      <dl>
        <CostSummaryFigure summary={summary} source={CAREER_COST_SOURCE} />
      </dl>,
    );
    expect(screen.getByText("Públicas: S/ 120.00 al mes")).toBeInTheDocument();
    expect(screen.getByText("mediana de 1 de 2 ofertas con costo")).toBeInTheDocument();
    expect(screen.getByText("Privadas: S/ 12,310.00 (probablemente anual o por ciclo)")).toBeInTheDocument();
    expect(screen.getByText("mediana de 2 de 2 ofertas con costo; de S/ 11,400.00 a S/ 13,220.00")).toBeInTheDocument();
    expect(screen.queryByText(/Costo mensual/)).toBeNull();
  });
});
