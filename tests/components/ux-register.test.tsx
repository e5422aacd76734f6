import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RegisterStages } from "@/components/auth/register-stages";
import { RegisterV2Wizard } from "@/components/auth/register-v2-wizard";
import { server } from "../support/msw/server";
import { sampleStudent } from "../support/session-user";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  server.use(
    http.get("*/api/auth/oauth", () => HttpResponse.json({ data: { google: false, facebook: false } })),
    http.post("*/api/auth/verify-number", () => HttpResponse.json({ data: { valid: true, message: "Celular válido" } })),
    http.post("*/api/auth/verify-email", () => HttpResponse.json({ data: { valid: true, message: "Correo válido" } })),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("/empezar: etapas del registro", { timeout: 30_000 }, () => {
  it("rol y celular antes del nombre: Nombre y Apellido siguen editables y dicen qué falta", async () => {
    const user = userEvent.setup();
    render(<RegisterStages />);
    await user.click(screen.getByText("Alumno"));
    await user.type(screen.getByRole("textbox", { name: "Celular" }), "987654321");
    expect(await screen.findByText("Celular válido")).toBeInTheDocument();

    const name = screen.getByRole("textbox", { name: "Nombre" });
    const surname = screen.getByRole("textbox", { name: "Apellido" });
    expect(name).not.toHaveAttribute("readonly");
    expect(screen.getByText("Ingresa tu nombre.")).toBeInTheDocument();
    expect(screen.getByText("Ingresa tu apellido.")).toBeInTheDocument();

    await user.type(name, "Lucía");
    await user.type(surname, "Quispe");
    expect(name).toHaveValue("Lucía");
    expect(surname).toHaveValue("Quispe");
    expect(screen.queryByText("Ingresa tu nombre.")).not.toBeInTheDocument();
    expect(screen.queryByText("Ingresa tu apellido.")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Correo electrónico"), "lucia@example.pe");
    expect(await screen.findByLabelText("Contraseña", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("nombre primero: al validar rol y celular los nombres se bloquean y 'Corregir mi nombre' los libera", async () => {
    const user = userEvent.setup();
    render(<RegisterStages />);
    await user.type(screen.getByRole("textbox", { name: "Nombre" }), "Lucía");
    await user.type(screen.getByRole("textbox", { name: "Apellido" }), "Quispe");
    await user.click(screen.getByText("Alumno"));
    await user.type(screen.getByRole("textbox", { name: "Celular" }), "987654321");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Nombre" })).toHaveAttribute("readonly"));
    await user.click(screen.getByRole("button", { name: "Corregir mi nombre" }));
    expect(screen.getByRole("textbox", { name: "Nombre" })).not.toHaveAttribute("readonly");
  });
});

describe("/empezar-v2: paso de la cuenta", { timeout: 30_000 }, () => {
  it("se abre sin errores; aparecen solo al enviar", async () => {
    const user = userEvent.setup();
    render(
      <RegisterV2Wizard careers={[{ id: 1, name: "Medicina", area: "Salud" }]} regions={[{ slug: "lima", name: "Lima" }]} track={null} />,
    );
    await user.click(screen.getByText("Aún no sé qué estudiar"));
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Región" }), "lima");
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole("button", { name: "Continuar" }));

    const form = await screen.findByRole("form", { name: "Crea tu cuenta" });
    expect(
      within(form)
        .queryAllByRole("textbox")
        .every((el) => el.getAttribute("aria-invalid") !== "true"),
    ).toBe(true);
    expect(within(form).queryByText("Completa tu nombre.")).not.toBeInTheDocument();
    expect(within(form).queryByText("Debe aceptar las políticas de uso.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Crear mi cuenta" }));
    expect(await within(form).findByText("Completa tu nombre.")).toBeInTheDocument();
    expect(within(form).getByText("Debe aceptar las políticas de uso.")).toBeInTheDocument();
  });
});

describe("/empezar: muchos registros desde la misma red", { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("un 429 con Retry-After corto: «Muchos registros desde tu red: seguimos en N s», y se envía de nuevo solo, con los mismos datos", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, href: window.location.href, search: "" });
    const bodies: unknown[] = [];
    server.use(
      http.post("*/api/auth/register", async ({ request }) => {
        bodies.push(await request.json());
        if (bodies.length === 1) {
          return HttpResponse.json(
            { message: "Muchos registros desde tu red. Espera unos segundos: lo intentamos de nuevo.", code: "rate_limited" },
            { status: 429, headers: { "Retry-After": "2" } },
          );
        }
        return HttpResponse.json({ data: { token: "t", user: sampleStudent() } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<RegisterStages />);
    await user.click(screen.getByText("Alumno"));
    await user.type(screen.getByRole("textbox", { name: "Nombre" }), "Lucía");
    await user.type(screen.getByRole("textbox", { name: "Apellido" }), "Quispe");
    await user.type(screen.getByRole("textbox", { name: "Celular" }), "987654321");
    expect(await screen.findByText("Celular válido")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Correo electrónico"), "lucia@example.pe");
    await user.type(await screen.findByLabelText("Contraseña", {}, { timeout: 3000 }), "Clave-segura-1");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: /Crear mi cuenta/ }));

    expect(await screen.findByText("Muchos registros desde tu red: seguimos en 2 s")).toBeInTheDocument();
    expect(await screen.findByText("Muchos registros desde tu red: seguimos en 1 s", {}, { timeout: 2500 })).toBeInTheDocument();
    // No error is shown while waiting: the student has nothing to do.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(await screen.findByText("¡Listo! Creamos tu cuenta.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ email: "lucia@example.pe", name: "Lucía", surname: "Quispe", password: "Clave-segura-1" });
    expect(assign).toHaveBeenCalled();
  });

  it("un 429 largo (el mismo correo, minutos) no se reintenta: se muestra el mensaje", async () => {
    const { registrationWaitSeconds } = await import("@/components/auth/registration-wait");
    const axiosError = (status: number, retryAfter?: string) =>
      Object.assign(new Error("x"), { isAxiosError: true, response: { status, headers: retryAfter ? { "retry-after": retryAfter } : {} } });
    expect(registrationWaitSeconds(axiosError(429, "43"))).toBe(43);
    expect(registrationWaitSeconds(axiosError(429, "800"))).toBeNull();
    expect(registrationWaitSeconds(axiosError(429))).toBeNull();
    expect(registrationWaitSeconds(axiosError(409, "5"))).toBeNull();
  });
});
