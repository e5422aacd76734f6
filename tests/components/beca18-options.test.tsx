import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Beca18OptionsSection } from "@/components/vocational/beca18-options";
import type { Beca18Option, Beca18Options } from "@/lib/beca18/options";

const option: Beca18Option = {
  offeringId: 7,
  institutionId: 3,
  institutionName: "Universidad Nacional de San Cristóbal de Huamanga",
  programme: "Enfermería",
  department: "AYACUCHO",
  districts: ["AYACUCHO", "SAN JUAN BAUTISTA"],
  group: 1,
  gestion: "publica",
  inHerRegion: true,
  onHerList: true,
  points: 30,
  parts: [],
  missing: [],
  href: "/unsch/carrera/enfermeria",
};

const data: Beca18Options = {
  region: { label: "Ayacucho", department: "AYACUCHO", quintileRegion: "AYACUCHO" },
  careers: [
    { careerId: 1, name: "Enfermería", options: [option], eligibleCount: 4 },
    { careerId: 2, name: "Arqueología", options: [], eligibleCount: 0 },
  ],
  source: "Beca 18 2026 (PRONABEC, RJ N° 508-2026)",
  partial: "lista parcial",
  rule: "Beca 18 paga solo en la institución, sede y programa elegibles; confirma en pronabec.gob.pe.",
  url: "https://www.pronabec.gob.pe/beca-18/",
};

describe("Beca18OptionsSection", () => {
  it("to her: each eligible place with its points, its facts, her list, the link to its estimator, the rule and «lista parcial»", () => {
    render(<Beca18OptionsSection data={data} />);
    const section = screen.getByRole("region", { name: "Dónde podrías estudiarla con Beca 18" });
    expect(section).toHaveTextContent("Primero las sedes en tu región (Ayacucho, la que filtraste en el test)");
    expect(section).toHaveTextContent("sin contar tu examen (ENP) ni tus condiciones prioritarias");
    expect(section).toHaveTextContent("(lista parcial)");
    const item = within(section).getAllByTestId("beca18-option")[0];
    expect(within(item).getByRole("link", { name: "Enfermería en Universidad Nacional de San Cristóbal de Huamanga" })).toHaveAttribute(
      "href",
      "/unsch/carrera/enfermeria",
    );
    expect(item).toHaveTextContent("30 puntos por la sede");
    expect(item).toHaveTextContent("(de tu lista)");
    expect(item).toHaveTextContent("Grupo 1 de PRONABEC · pública · Ayacucho (Ayacucho, San Juan Bautista)");
    expect(section).toHaveTextContent("Mostramos 1 de 4 sedes elegibles.");
    expect(section).toHaveTextContent("No encontramos sedes de esta carrera en la lista Beca 18 2026 que tenemos (lista parcial).");
    expect(within(section).getByRole("link", { name: /pronabec\.gob\.pe\/beca-18/ })).toHaveAttribute("href", data.url);
  });

  it("to a parent: said of her, and an unknown region is said", () => {
    render(<Beca18OptionsSection data={{ ...data, region: null }} who="Rosa" headingId="hijo-1-beca18" />);
    const section = screen.getByRole("region", { name: "Dónde podría estudiar Rosa con Beca 18" });
    expect(section).toHaveTextContent("No sabemos la región de Rosa");
    expect(section).toHaveTextContent("sin contar su examen (ENP) ni sus condiciones prioritarias");
    expect(section).toHaveTextContent("Las de la lista de Rosa van primero entre iguales.");
    expect(within(section).getAllByTestId("beca18-option")[0]).toHaveTextContent("(de su lista)");
  });

  it("says nothing without suggested careers", () => {
    const { container } = render(<Beca18OptionsSection data={{ ...data, careers: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
