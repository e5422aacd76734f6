import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Beca18Disclosure } from "@/components/beca18/beca18-disclosure";
import { Beca18EstimatorDisclosure } from "@/components/beca18/beca18-estimator-disclosure";
import { Beca18Estimator, PRONABEC_BECA18_URL } from "@/components/beca18/beca18-estimator";
import type { Beca18Place } from "@/lib/beca18/score";
import { Beca18NotEligible, beca18PlaceOf } from "@/components/catalogue/institution-career-view";
import type { InstitutionCareerDetail } from "@/lib/contracts/catalogue";

const publicGroup1InAyacucho: Beca18Place = {
  group: 1,
  gestion: "publica",
  tipoIes: "UNIVERSIDAD",
  department: "AYACUCHO",
  programme: "Enfermería",
};

function result() {
  return within(screen.getByRole("region", { name: "Tu estimación para Enfermería" }));
}

describe("Beca18Estimator", () => {
  it("the documented example: Ayacucho, staying, public group 1, ENP 90, CP 0 → 120 de 180, each part explained", async () => {
    const user = userEvent.setup();
    render(<Beca18Estimator place={publicGroup1InAyacucho} studentRegion="Ayacucho" />);
    expect(screen.getByRole("combobox", { name: "Tu región" })).toHaveValue("AYACUCHO");
    await user.type(screen.getByRole("textbox", { name: /Examen Nacional de Preselección/ }), "90");
    await user.type(screen.getByRole("textbox", { name: /Condiciones priorizadas/ }), "0");
    expect(result().getByText("120 de 180")).toBeInTheDocument();
    const items = result()
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^Examen Nacional de Preselección \(ENP\): 90 de 120Tu puntaje del examen: 90 de 120\.$/),
      expect.stringMatching(/^Condiciones priorizadas \(0\.5 × CP\): 0 de 20Sin condiciones priorizadas/),
      expect.stringMatching(/^Grupo de la institución \(C\): 10 de 10Grupo 1 de PRONABEC/),
      expect.stringMatching(/^Gestión de la institución \(G\): 10 de 10Institución pública/),
      expect.stringMatching(/^Permanencia regional o movilidad \(PR o ME\): 10 de 10Estudiarías en tu región \(Ayacucho\)/),
      expect.stringMatching(/^Alta demanda o educación \(EST o EP\): 0 de 10/),
    ]);
    expect(result().getByText("PRONABEC decide; confirma en pronabec.gob.pe.")).toBeInTheDocument();
    expect(result().getByRole("link", { name: "Beca 18 en pronabec.gob.pe" })).toHaveAttribute("href", PRONABEC_BECA18_URL);
  });

  it("without a group says «grupo no disponible» and leaves C out", async () => {
    const user = userEvent.setup();
    render(<Beca18Estimator place={{ ...publicGroup1InAyacucho, group: null }} studentRegion="Ayacucho" />);
    await user.type(screen.getByRole("textbox", { name: /Examen Nacional/ }), "90");
    await user.type(screen.getByRole("textbox", { name: /Condiciones priorizadas/ }), "0");
    expect(result().getByText("110 de 180")).toBeInTheDocument();
    expect(result().getByText(/Grupo no disponible/)).toBeInTheDocument();
    expect(result().getByText(/Sin contar, por falta de datos: Grupo de la institución \(C\)/)).toBeInTheDocument();
  });

  it("shows the error at the field in Spanish and keeps what she typed", async () => {
    const user = userEvent.setup();
    render(<Beca18Estimator place={publicGroup1InAyacucho} />);
    const enp = screen.getByRole("textbox", { name: /Examen Nacional/ });
    await user.type(enp, "150");
    expect(enp).toHaveValue("150");
    expect(enp).toHaveAttribute("aria-invalid", "true");
    expect(enp).toHaveAccessibleDescription(expect.stringContaining("El puntaje va de 0 a 120."));
  });

  it("a student from Lima is asked which Lima; BEAHD adds the education bonus", async () => {
    const user = userEvent.setup();
    render(
      <Beca18Estimator
        place={{ ...publicGroup1InAyacucho, department: "LIMA", tipoIes: "ESCUELA DE EDUCACION SUPERIOR PEDAGOGICA", isEducation: true }}
        studentRegion="Lima"
      />,
    );
    const region = screen.getByRole("combobox", { name: "Tu región" });
    expect(region).toHaveValue("");
    expect(region).toHaveAccessibleDescription(expect.stringContaining("Elige Lima Metropolitana o Lima Provincias"));
    await user.selectOptions(region, "LIMA PROVINCIAS");
    await user.click(screen.getByRole("radio", { name: /BEAHD/ }));
    expect(result().getByText(/Carrera de educación en la modalidad BEAHD: \+10/)).toBeInTheDocument();
    // ENP and CP blank: 10 (group) + 10 (public) + 10 (PR Lima Provincias) + 10 (EP)
    expect(result().getByText("40 de 180")).toBeInTheDocument();
  });
});

describe("Beca18Disclosure", () => {
  it("is closed at first, labelled «¿Cuánto sumaría con Beca 18?», and shows the estimator once opened", async () => {
    const user = userEvent.setup();
    render(
      <Beca18Disclosure>
        <Beca18Estimator place={publicGroup1InAyacucho} />
      </Beca18Disclosure>,
    );
    expect(screen.queryByRole("textbox", { name: /Examen Nacional/ })).toBeNull();
    await user.click(screen.getByText("¿Cuánto sumaría con Beca 18?"));
    expect(await screen.findByRole("textbox", { name: /Examen Nacional/ })).toBeInTheDocument();
  });
});

describe("Beca18EstimatorDisclosure (the career page's, with the estimator's code loaded apart)", () => {
  it("is closed at first and, once opened, shows the estimator, which counts what she types", async () => {
    const user = userEvent.setup();
    render(<Beca18EstimatorDisclosure place={publicGroup1InAyacucho} studentRegion="Ayacucho" />);
    expect(screen.queryByRole("textbox", { name: /Examen Nacional/ })).toBeNull();
    await user.click(screen.getByText("¿Cuánto sumaría con Beca 18?"));
    await user.type(await screen.findByRole("textbox", { name: /Examen Nacional de Preselección/ }), "90");
    await user.type(screen.getByRole("textbox", { name: /Condiciones priorizadas/ }), "0");
    expect(result().getByText("120 de 180")).toBeInTheDocument();
    expect(screen.queryByText("Cargando la calculadora…")).toBeNull();
  });
});

describe("the career-at-institution page's Beca 18 facts", () => {
  const detail = {
    institution: { gestion: "privada", type: "instituto" },
    offering: { programName: "Computación e Informática", regionName: "Junín", career: { area: "Ingeniería" } },
  } as unknown as InstitutionCareerDetail;

  it("feeds the estimator PRONABEC's group, type and department: C and EST are counted, not «grupo no disponible»", async () => {
    const user = userEvent.setup();
    const place = beca18PlaceOf(detail, {
      eligible: true,
      group: 2,
      tipoIes: "INSTITUTO DE EDUCACION SUPERIOR TECNOLOGICA",
      department: "JUNIN",
    });
    expect(place).toMatchObject({
      group: 2,
      gestion: "privada",
      tipoIes: "INSTITUTO DE EDUCACION SUPERIOR TECNOLOGICA",
      department: "JUNIN",
    });
    render(<Beca18Estimator place={place} studentRegion="Junín" />);
    const estimate = within(screen.getByRole("region", { name: "Tu estimación para Computación e Informática" }));
    expect(estimate.getByText(/Grupo 2 de PRONABEC: 8 puntos/)).toBeInTheDocument();
    expect(estimate.queryByText(/Grupo no disponible/)).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: /Familia de la carrera/ }), "Sistemas y Cómputo");
    expect(estimate.getByText(/Familia de alta demanda \(Sistemas y Cómputo\)/)).toBeInTheDocument();
  });

  it("without PRONABEC's facts the group stays unknown", () => {
    expect(beca18PlaceOf(detail)).toMatchObject({ group: null, tipoIes: null, department: "Junín" });
  });

  it("an offering not in the 2026 list: Beca 18 does not pay there, no estimate", () => {
    render(<Beca18NotEligible programme="Computación e Informática" />);
    const box = screen.getByTestId("beca18-not-eligible");
    expect(box).toHaveTextContent(
      "Según la lista Beca 18 2026 de PRONABEC, Beca 18 no paga Computación e Informática en esta sede: no figura entre los programas elegibles (lista parcial).",
    );
    expect(within(box).getByRole("link", { name: /pronabec\.gob\.pe\/beca-18/ })).toHaveAttribute(
      "href",
      "https://www.pronabec.gob.pe/beca-18/",
    );
    expect(screen.queryByRole("textbox", { name: /Examen Nacional/ })).toBeNull();
  });
});
