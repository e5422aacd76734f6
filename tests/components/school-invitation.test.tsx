import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SchoolRegisterForm } from "@/components/auth/school-register-form";
import { classInvitationPath, classInvitationQuerySchema } from "@/lib/contracts/school";
import { server } from "../support/msw/server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  server.use(
    http.get("*/api/auth/oauth", () => HttpResponse.json({ data: { google: false, facebook: false } })),
    http.get("*/api/school", () => HttpResponse.json({ data: [] })),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const school = { id: 41, name: "I.E. José Olaya", district: "Chorrillos", province: "Lima", department: "Lima", code: "0331702" };

describe("enlace de invitación de una clase", () => {
  it("el enlace lleva colegio, código, grado y sección, y la página lo lee igual", () => {
    const path = classInvitationPath({ schoolId: 41, code: "OLAYA-5A", grade: "5", section: "A" });
    const url = new URL(path, "https://rumbo.pe");
    expect(url.pathname).toBe("/empezar-colegio");
    const parsed = classInvitationQuerySchema.parse(Object.fromEntries(url.searchParams));
    expect(parsed).toEqual({ colegio: 41, codigo: "OLAYA-5A", grado: "5", seccion: "A" });
    // A grade that is not offered is dropped, not an error: the student picks hers.
    expect(classInvitationQuerySchema.parse({ colegio: "41", codigo: "X", grado: "9" }).grado).toBeUndefined();
    expect(classInvitationQuerySchema.safeParse({ colegio: "abc", codigo: "X" }).success).toBe(false);
  });

  it("el formulario llega con el colegio, el código, el grado y la sección puestos, y se pueden cambiar", async () => {
    const user = userEvent.setup();
    render(<SchoolRegisterForm redirect={null} invitation={{ school, code: "OLAYA-5A", grade: "5", section: "A" }} />);
    expect(screen.getByText("I.E. José Olaya")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Grado" })).toHaveValue("5");
    expect(screen.getByRole("textbox", { name: "Sección (opcional)" })).toHaveValue("A");
    const code = screen.getByRole("textbox", { name: /código/i });
    expect(code).toHaveValue("OLAYA-5A");

    // Sent without her own data: the errors are hers to fill (her birth date first), none on what the link brought.
    await user.click(screen.getByRole("button", { name: "Crear mi cuenta" }));
    expect(await screen.findByText("Elige el día.")).toBeInTheDocument();
    expect(screen.queryByText("Elige tu colegio de la lista.")).not.toBeInTheDocument();
    expect(screen.queryByText("Completa el código.")).not.toBeInTheDocument();
    expect(screen.queryByText("Elige tu grado.")).not.toBeInTheDocument();

    // «Cambiar de colegio» still works: the picker comes back.
    await user.click(within(screen.getByText("I.E. José Olaya").closest("div")!).getByRole("button", { name: /Cambiar/ }));
    expect(screen.getByRole("searchbox", { name: "Busca tu colegio" })).toBeInTheDocument();
  });
});
