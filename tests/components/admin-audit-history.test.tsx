import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuditHistory } from "@/components/admin/audit-history";
import type { AuditEntry } from "@/lib/contracts/admin";

const entry = (before: Record<string, unknown>, after: Record<string, unknown>): AuditEntry => ({
  id: 1,
  actorEmail: "admin@rumbo.pe",
  entity: "offering",
  entityId: "7",
  action: "update",
  before,
  after,
  createdAt: "2026-11-23T15:00:00.000Z",
});

describe("historial de cambios del back office", () => {
  it("nombra cada campo como el formulario y muestra los montos en soles", () => {
    render(
      <AuditHistory
        entries={[
          entry(
            { sentence: null, costMinCents: 150000, visible: true },
            { sentence: "La decana de América", costMinCents: 165050, visible: false },
          ),
        ]}
      />,
    );
    const history = screen.getByRole("region", { name: "Historial de cambios" });
    const fields = within(history)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(fields).toEqual(["Frase del perfil", "Costo mensual mínimo", "Visible en el catálogo"]);
    const values = within(history)
      .getAllByRole("definition")
      .map((value) => value.textContent?.replace(/\s+/g, " ").trim());
    expect(values).toEqual(["— → La decana de América", "S/ 1,500.00 → S/ 1,650.50", "sí → no"]);
    expect(within(history).getByText(/Editó/)).toBeInTheDocument();
  });

  it("el mismo campo se nombra según el registro: los cupos de una charla, los estudiantes de un código de colegio", () => {
    render(
      <AuditHistory
        entries={[
          { ...entry({}, { capacity: 40 }), entity: "school" },
          { ...entry({}, { capacity: 120 }), id: 2, entity: "fair_conference" },
        ]}
      />,
    );
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Estudiantes que pueden usarlo", "Cupos"]);
  });

  it("un campo nuevo, sin etiqueta todavía, aparece con su nombre en palabras", () => {
    render(<AuditHistory entries={[entry({}, { costNote: "Por ciclo" })]} />);
    expect(screen.getByRole("term")).toHaveTextContent(/^cost note$/);
  });
});
