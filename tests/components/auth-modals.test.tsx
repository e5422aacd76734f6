import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AuthModals } from "@/components/auth/auth-modals";
import { closedModals, useModalsStore } from "@/stores/modals";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { server } from "../support/msw/server";
import { sampleStudent } from "../support/session-user";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  server.use(http.get("*/api/auth/oauth", () => HttpResponse.json({ data: { google: false, facebook: false } })));
});
afterEach(() => {
  server.resetHandlers();
  useModalsStore.setState({ ...closedModals });
  useSessionStore.setState({ ...initialSessionState });
});
afterAll(() => server.close());

const socialUser = sampleStudent({
  name: "Camila",
  surname: "Torres",
  email: "camila@example.pe",
  phone: null,
  fullPhone: null,
  role: null,
  graduationYear: null,
});

describe("modales de cuenta", { timeout: 30_000 }, () => {
  it("login: sin credenciales sociales no muestra sus botones; un error muestra 'Usuario o contraseña incorrecto' y conserva lo escrito; 'Regístrate' cambia de modal", async () => {
    server.use(
      http.post("*/api/auth/login", () =>
        HttpResponse.json({ message: "Usuario o contraseña incorrecto", code: "unauthorized" }, { status: 401 }),
      ),
    );
    let providersAsked = false;
    server.use(
      http.get("*/api/auth/oauth", () => {
        providersAsked = true;
        return HttpResponse.json({ data: { google: false, facebook: false } });
      }),
    );
    const user = userEvent.setup();
    render(<AuthModals />);
    act(() => useModalsStore.getState().open("loginModal"));
    const dialog = await screen.findByRole("dialog", { name: "Inicia sesión" });
    // No social credentials: no Google or Facebook button at all, and no «o con tu correo».
    await waitFor(() => expect(providersAsked).toBe(true));
    await act(async () => {});
    expect(within(dialog).queryByText(/Google|Facebook/)).toBeNull();
    expect(within(dialog).queryByText("o con tu correo")).toBeNull();

    await user.type(within(dialog).getByLabelText("Correo electrónico"), "ana@example.pe");
    await user.type(within(dialog).getByLabelText("Contraseña"), "mala-clave");
    await user.click(within(dialog).getByRole("button", { name: "Iniciar sesión" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Usuario o contraseña incorrecto");
    expect(within(dialog).getByLabelText("Correo electrónico")).toHaveValue("ana@example.pe");

    await user.click(within(dialog).getByRole("button", { name: "Regístrate" }));
    expect(await screen.findByRole("dialog", { name: "Regístrate" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Inicia sesión" })).not.toBeInTheDocument();
    expect(useModalsStore.getState()).toMatchObject({ loginModal: false, registerModal: true });
  });

  it("contraseña olvidada: valida el correo y termina en 'Revisa tu correo'", async () => {
    let sent: unknown = null;
    server.use(
      http.post("*/api/auth/recover", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { sent: true } });
      }),
    );
    const user = userEvent.setup();
    render(<AuthModals />);
    act(() => useModalsStore.getState().open("forgotPassword"));
    const dialog = await screen.findByRole("dialog", { name: "Recupera tu contraseña" });
    await user.type(within(dialog).getByLabelText("Correo electrónico"), "ana@");
    await user.click(within(dialog).getByRole("button", { name: "Enviar enlace" }));
    expect(await within(dialog).findByText("Debes completar el campo email correctamente")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Correo electrónico"));
    await user.type(within(dialog).getByLabelText("Correo electrónico"), "ana@example.pe");
    await user.click(within(dialog).getByRole("button", { name: "Enviar enlace" }));
    expect(await within(dialog).findByRole("heading", { name: "Revisa tu correo" })).toBeInTheDocument();
    expect(sent).toEqual({ email: "ana@example.pe", role: "user" });
  });

  it("'Completa estos datos' se abre solo para un usuario sin celular ni rol, no se cierra con el fondo y exige las políticas", async () => {
    const user = userEvent.setup();
    render(<AuthModals />);
    act(() => useSessionStore.getState().setSession(socialUser));
    const dialog = await screen.findByRole("dialog", { name: "Completa estos datos" });
    expect(within(dialog).getByLabelText("Correo electrónico")).toHaveValue("camila@example.pe");

    await user.click(screen.getByTestId("dialog-backdrop"));
    expect(screen.getByRole("dialog", { name: "Completa estos datos" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Guardar mis datos" }));
    expect(await within(dialog).findByText("Debe aceptar las políticas de uso.")).toBeInTheDocument();
    expect(within(dialog).getByText(/^Tu celular es inválido, coloca el código de país correctamente/)).toBeInTheDocument();
  });

  it("guardar los datos actualiza la sesión y cierra el modal", async () => {
    server.use(
      http.post("*/api/data-update/student", async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: { ...socialUser, role: body.role, phone: "987654321", fullPhone: body.phone } });
      }),
    );
    const user = userEvent.setup();
    render(<AuthModals />);
    act(() => useSessionStore.getState().setSession(socialUser));
    const dialog = await screen.findByRole("dialog", { name: "Completa estos datos" });
    await user.click(within(dialog).getByText("Alumno"));
    await user.type(within(dialog).getByRole("textbox", { name: "Celular" }), "987654321");
    await user.type(within(dialog).getByLabelText("Contraseña"), "Clave-social-1");
    await user.click(within(dialog).getByLabelText(/Acepto las/));
    await user.click(within(dialog).getByRole("button", { name: "Guardar mis datos" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Completa estos datos" })).not.toBeInTheDocument());
    expect(useSessionStore.getState().user).toMatchObject({ role: "user", fullPhone: "+51987654321" });
  });
});
