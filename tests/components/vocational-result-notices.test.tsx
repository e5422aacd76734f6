import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QualityNotice, SkippedSteps } from "@/components/vocational/result-notices";

/*
 * The result page's notices: the quality notice (what contradicted, what to do) and the quick mode's
 * skipped steps, each said plainly with a link that opens that step again.
 */
describe("avisos del resultado", () => {
  it("saltó un paso: lo dice claro, con un enlace a ese paso que nombra el paso", () => {
    render(
      <SkippedSteps
        skipped={[
          {
            key: "activities-of-interest",
            title: "Actividades",
            path: "/orientacion-vocacional/intereses-profesionales?paso=actividades",
            message: "Saltaste «Actividades»: tu lista usa menos información.",
          },
        ]}
      />,
    );
    const list = screen.getByRole("list", { name: "Pasos que saltaste" });
    expect(list).toHaveTextContent("Saltaste «Actividades»: tu lista usa menos información. Complétalo aquí");
    expect(screen.getByRole("link", { name: "Complétalo aquí: actividades" })).toHaveAttribute(
      "href",
      "/orientacion-vocacional/intereses-profesionales?paso=actividades",
    );
  });

  it("no saltó nada: no dice nada", () => {
    const { container } = render(<SkippedSteps skipped={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("respuestas contradictorias: el aviso, su mensaje y «Revisar mis respuestas»", () => {
    render(
      <QualityNotice
        consistency={{
          message:
            "Respondiste lo mismo a actividades que dicen lo contrario: «Reparar el motor de una moto» y «Trabajar sin usar herramientas ni máquinas».",
          reviewPath: "/orientacion-vocacional/intereses-profesionales",
          items: ["r1", "rv1"],
          pairs: [{ first: "Reparar el motor de una moto", second: "Trabajar sin usar herramientas ni máquinas" }],
          affinityCap: 50,
        }}
      />,
    );
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("Antes de ver tus carreras: algunas respuestas parecen hechas sin leer");
    expect(note).toHaveTextContent("«Reparar el motor de una moto» y «Trabajar sin usar herramientas ni máquinas»");
    expect(note).toHaveTextContent("como máximo 50/100");
    expect(screen.getByRole("link", { name: "Revisar mis respuestas" })).toHaveAttribute(
      "href",
      "/orientacion-vocacional/intereses-profesionales",
    );
  });
});
