import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AdminTable } from "@/components/admin/admin-table";

type Row = { id: number; email: string; name: string };

const data = { items: [{ id: 1, email: "ana.quispe@example.pe", name: "Ana Quispe" }], page: 1, perPage: 20, pages: 1, total: 1 };
const columns = [
  { key: "email", label: "Correo", sort: "email", cell: (r: Row) => r.email },
  { key: "name", label: "Nombre", cell: (r: Row) => r.name },
];

describe("la lista del back office", () => {
  it("en cada celda dice su columna (en el teléfono cada fila es una tarjeta) y el encabezado conserva el orden", () => {
    render(
      <AdminTable
        caption="Usuarios"
        basePath="/admin/usuarios"
        query={{ page: 1, perPage: 20 }}
        data={data}
        columns={columns}
        rowKey={(r) => r.id}
      />,
    );
    const table = screen.getByRole("table", { name: "Usuarios" });
    const [, row] = within(table).getAllByRole("row");
    const cells = within(row).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["Correoana.quispe@example.pe", "NombreAna Quispe"]);
    // The label is for phones only (sm:hidden from 640 px up, where the header row says it).
    expect(within(cells[0]).getByText("Correo").className).toContain("sm:hidden");
    // The sortable column keeps its link on every width; the other header is hidden on a phone.
    expect(
      within(table)
        .getByRole("link", { name: /Correo/ })
        .getAttribute("href"),
    ).toBe("/admin/usuarios?sort=email");
    expect(within(table).getByRole("columnheader", { name: "Nombre" }).className).toContain("max-sm:hidden");
  });
});
