import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closedModals, useModalsStore } from "@/stores/modals";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { server } from "../support/msw/server";
import { sampleStudent } from "../support/session-user";

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(""),
  useRouter: () => ({ push: router.push, replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() }),
}));
// The accounts' modals are tested with the accounts; here the host only has to mount them.
vi.mock("@/components/auth/auth-modals", () => ({ AuthModals: () => <div data-testid="auth-modals" /> }));

const { ModalHost } = await import("@/components/modals/modal-host");

const student = sampleStudent({ studentId: null, graduationYear: null });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The host fetches each dialog's code when it first opens; load it here so that the first open
  // does not wait for the test runner to transform the dialogs (seconds on a busy machine).
  await Promise.all([
    import("@/components/modals/blocked-modal"),
    import("@/components/modals/subscription-modal"),
    import("@/components/modals/reservation-modal"),
    import("@/components/modals/date-modal"),
    import("@/components/catalogue/university-modal"),
  ]);
});
afterAll(() => server.close());
beforeEach(() => {
  router.push.mockReset();
  useSessionStore.setState({ ...initialSessionState });
  useModalsStore.setState({ ...closedModals });
});
afterEach(() => server.resetHandlers());

const openModal = (...names: Parameters<ReturnType<typeof useModalsStore.getState>["open"]>[0][]) =>
  act(() => {
    for (const name of names) useModalsStore.getState().open(name);
  });

describe("modal host", () => {
  it("no abre ningún diálogo al inicio; los modales de cuenta se montan cuando se abre uno de ellos", async () => {
    render(<ModalHost />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByTestId("auth-modals")).not.toBeInTheDocument();
    openModal("loginModal");
    expect(await screen.findByTestId("auth-modals")).toBeInTheDocument();
  });

  it("un usuario con sesión y datos incompletos recibe los modales de cuenta (para completar su celular)", async () => {
    useSessionStore.getState().setSession({ ...student, phone: null });
    render(<ModalHost />);
    expect(await screen.findByTestId("auth-modals")).toBeInTheDocument();
  });

  it("cada bandera abre su diálogo y Escape lo cierra", async () => {
    const user = userEvent.setup();
    render(<ModalHost />);

    openModal("blockedModal");
    const blocked = await screen.findByRole("dialog", { name: "Es momento de preparte para tu futuro" });
    expect(await within(blocked).findAllByRole("link", { name: /Pide información/ })).toHaveLength(3);
    expect(within(blocked).getAllByRole("button", { name: /Pagar con tarjeta/ })).toHaveLength(3);
    expect(within(blocked).getByText("S/ 180.00")).toBeInTheDocument();
    expect(within(blocked).getByText("Conócete")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(useModalsStore.getState().blockedModal).toBe(false);

    openModal("dateModal");
    expect(await screen.findByRole("dialog", { name: "Elige la fecha de tu sesión" })).toBeInTheDocument();
  });
});

describe("'Reserva tu coach digital'", () => {
  it("pide los campos obligatorios, muestra el total con 2 sesiones y el botón de WhatsApp; cerrar lo reinicia", async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    openModal("reservation");
    const dialog = await screen.findByRole("dialog", { name: "Reserva tu coach digital" });

    await user.click(within(dialog).getByRole("button", { name: "Ver el precio" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Te falta completar un campo");
    expect(within(dialog).getByLabelText("Programa")).toHaveAttribute("aria-invalid", "true");

    await user.selectOptions(within(dialog).getByLabelText("Programa"), "Habilidades Blandas");
    await user.selectOptions(within(dialog).getByLabelText("Hora"), "10:00 PM");
    await user.click(within(dialog).getByRole("button", { name: "Ver el precio" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Te falta completar un campo");
    expect(within(dialog).getByLabelText("Programa")).not.toHaveAttribute("aria-invalid");
    expect(within(dialog).getByLabelText("Día")).toHaveAttribute("aria-invalid", "true");

    await user.selectOptions(within(dialog).getByLabelText("Día"), "2 veces por semana");
    await user.click(within(dialog).getByRole("radio", { name: /2 sesiones/ }));
    expect(within(dialog).getByText(/Sesión 2\. Trabajo en equipo/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Sesión 3\./)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Ver el precio" }));

    expect(within(dialog).getByTestId("reservation-total")).toHaveTextContent("S/ 193.00");
    // No number configured in the tests: the button says «correo» and opens an e-mail.
    const whatsapp = within(dialog).getByRole("link", { name: /^Reservar por correo/ });
    expect(whatsapp.getAttribute("href")).toMatch(/^mailto:/);
    expect(whatsapp).not.toHaveAttribute("target");
    // A WhatsApp chat (`text`), or the e-mail fallback (`body`) when no number is configured.
    const link = new URL(whatsapp.getAttribute("href")!);
    const text = link.searchParams.get("text") ?? link.searchParams.get("body");
    expect(text).toContain("Habilidades Blandas");
    expect(text).toContain("10:00 PM, 2 veces por semana");
    expect(text).toContain("S/ 193.00");

    await user.click(within(dialog).getByRole("button", { name: "Cambiar mi elección" }));
    await user.click(within(dialog).getByRole("radio", { name: /4 sesiones/ }));
    await user.click(within(dialog).getByRole("button", { name: "Ver el precio" }));
    expect(within(dialog).getByTestId("reservation-total")).toHaveTextContent("S/ 291.00");

    await user.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    openModal("reservation");
    const again = await screen.findByRole("dialog", { name: "Reserva tu coach digital" });
    expect(within(again).getByLabelText("Programa")).toHaveValue("");
    expect(within(again).getByRole("radio", { name: "Sin sesiones en vivo" })).toBeChecked();
  });
});

describe("'Cambia tu futuro ahora'", () => {
  it("'Comienza tu plan ahora' pide información, cierra los modales y va a los planes del test", async () => {
    const user = userEvent.setup();
    let body: unknown = null;
    server.use(
      http.post("*/api/membership/information", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { requestId: 7, requestedAt: "2026-11-22T00:00:00.000Z", alreadyRequested: false } });
      }),
    );
    useSessionStore.getState().setSession(student);
    render(<ModalHost />);
    openModal("subscription");
    const dialog = await screen.findByRole("dialog", { name: "Cambia tu futuro ahora" });
    expect(within(dialog).getByRole("tab", { name: "Premium" })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByText("Reto bloqueado")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Comienza tu plan ahora" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/test-orientacion-vocacional#pricing"));
    expect(body).toEqual({ source: "subscription" });
    expect(useModalsStore.getState().subscription).toBe(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("si la solicitud falla muestra el mensaje del servidor y no navega", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("*/api/membership/information", () =>
        HttpResponse.json({ message: "Hiciste demasiados intentos.", code: "rate_limited" }, { status: 429 }),
      ),
    );
    useSessionStore.getState().setSession(student);
    render(<ModalHost />);
    openModal("subscription");
    const dialog = await screen.findByRole("dialog", { name: "Cambia tu futuro ahora" });
    await user.click(within(dialog).getByRole("button", { name: "Comienza tu plan ahora" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Hiciste demasiados intentos.");
    expect(router.push).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Comienza tu plan ahora" })).toBeEnabled();
  });

  it("sin sesión lleva a iniciar sesión y vuelve a los planes", async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    openModal("subscription");
    const dialog = await screen.findByRole("dialog", { name: "Cambia tu futuro ahora" });
    await user.click(within(dialog).getByRole("button", { name: "Comienza tu plan ahora" }));
    expect(router.push).toHaveBeenCalledWith(`/entrar?redirect=${encodeURIComponent("/test-orientacion-vocacional#pricing")}`);
  });

  it("abierto desde 'Registra tu colegio' muestra la pestaña de colegio con el enlace al registro con código", async () => {
    render(<ModalHost />);
    openModal("subscription", "schoolMode");
    const dialog = await screen.findByRole("dialog", { name: "Cambia tu futuro ahora" });
    expect(within(dialog).getByRole("tab", { name: "Tengo código de colegio" })).toHaveAttribute("aria-selected", "true");
    expect(within(dialog).getByRole("link", { name: "Registrarme con mi código de colegio" })).toHaveAttribute("href", "/empezar-colegio");
  });
});
