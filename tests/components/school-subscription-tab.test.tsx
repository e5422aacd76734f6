import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SchoolCodeForm, SubscriptionModal } from "@/components/modals/subscription-modal";
import { closedModals, useModalsStore } from "@/stores/modals";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { server } from "../support/msw/server";
import { sampleStudent } from "../support/session-user";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(""),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() }),
}));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  useModalsStore.setState({ ...closedModals });
});
afterEach(() => server.resetHandlers());

async function fillForm(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(screen.getByLabelText("Busca tu colegio"), "Piérola");
  await user.click(await screen.findByRole("button", { name: /Nicolás de Piérola/ }));
  await user.selectOptions(screen.getByLabelText("Grado"), "5");
  await user.type(screen.getByLabelText("Sección (opcional)"), "B");
  await user.selectOptions(screen.getByLabelText("Día"), "14");
  await user.selectOptions(screen.getByLabelText("Mes"), "3");
  await user.selectOptions(screen.getByLabelText("Año"), String(new Date().getFullYear() - 16));
  await user.type(screen.getByLabelText("Código del colegio"), code);
}

// Filling a whole form with userEvent takes a few seconds on a busy machine.
describe("pestaña de colegio del modal 'Cambia tu futuro ahora'", { timeout: 30_000 }, () => {
  it("un estudiante con sesión activa su código: verifica, se une con su decisión de compartir y recarga la página", async () => {
    const user = userEvent.setup();
    const calls: Array<{ path: string; body: unknown }> = [];
    server.use(
      http.post("*/api/membership/verification", async ({ request }) => {
        calls.push({ path: "verification", body: await request.json() });
        return HttpResponse.json({ data: { valid: true, schoolId: 1, schoolName: "Nicolás de Piérola" } });
      }),
      http.post("*/api/membership/school", async ({ request }) => {
        calls.push({ path: "school", body: await request.json() });
        return HttpResponse.json({ data: sampleStudent({ schoolId: 1, haveMembership: true }) });
      }),
    );
    useSessionStore.getState().setSession(sampleStudent());
    const onJoined = vi.fn();
    render(<SchoolCodeForm onJoined={onJoined} />);
    await fillForm(user, "rumbo2026");
    const share = screen.getByRole("checkbox", { name: "Quiero que mi colegio vea mi avance" });
    expect(share).not.toBeChecked();
    await user.click(share);
    await user.click(screen.getByRole("button", { name: "Activar mi código" }));
    // Joining is confirmed first; «Continuar» reloads with the school's access.
    expect(await screen.findByRole("status")).toHaveTextContent("¡Listo! Ya eres parte de Nicolás de Piérola en Rumbo.");
    expect(onJoined).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    const year = new Date().getFullYear() - 16;
    expect(calls).toEqual([
      { path: "verification", body: { schoolId: 1, code: "rumbo2026" } },
      {
        path: "school",
        body: {
          schoolId: 1,
          grade: "5",
          section: "B",
          email: "lucia@example.pe",
          code: "rumbo2026",
          birthday: { day: 14, month: 3, year },
          day: 14,
          month: 3,
          year,
          shareWithSchool: true,
        },
      },
    ]);
  });

  it("si el servidor rechaza el código: alerta roja con su mensaje junto al código, la carga termina y nada escrito se pierde", async () => {
    const user = userEvent.setup();
    let joined = false;
    server.use(
      http.post("*/api/membership/verification", () =>
        HttpResponse.json(
          {
            message: "Este código venció. Pide a tu tutor un código nuevo.",
            code: "bad_request",
            errors: { code: ["Este código venció. Pide a tu tutor un código nuevo."] },
          },
          { status: 400 },
        ),
      ),
      http.post("*/api/membership/school", () => {
        joined = true;
        return HttpResponse.json({ data: null });
      }),
    );
    useSessionStore.getState().setSession(sampleStudent());
    const onJoined = vi.fn();
    render(<SchoolCodeForm onJoined={onJoined} />);
    await fillForm(user, "VIEJO1");
    await user.click(screen.getByRole("button", { name: "Activar mi código" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Este código venció. Pide a tu tutor un código nuevo.");
    // At the code field: the alert sits in the same group as the code input.
    expect(alert.parentElement).toContainElement(screen.getByLabelText("Código del colegio"));
    await waitFor(() => expect(screen.getByLabelText("Código del colegio")).toHaveFocus());
    expect(screen.getByRole("button", { name: "Activar mi código" })).toBeEnabled();
    expect(screen.getByLabelText("Código del colegio")).toHaveValue("VIEJO1");
    expect(screen.getByLabelText("Sección (opcional)")).toHaveValue("B");
    expect(screen.getByLabelText("Grado")).toHaveValue("5");
    expect(screen.getByLabelText("Día")).toHaveValue("14");
    expect(screen.getByText("Nicolás de Piérola")).toBeInTheDocument();
    expect(joined).toBe(false);
    expect(onJoined).not.toHaveBeenCalled();
  });

  it("sin completar los campos obligatorios no llama al servidor y marca cada campo", async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setSession(sampleStudent());
    render(<SchoolCodeForm onJoined={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Activar mi código" }));
    expect(await screen.findByText("Elige tu grado.")).toBeInTheDocument();
    expect(screen.getByText("Completa el código.")).toBeInTheDocument();
    expect(screen.getByText("Elige el día.")).toBeInTheDocument();
  });

  it("un visitante sin sesión ve la invitación a iniciar sesión, que abre el modal de ingreso", async () => {
    const user = userEvent.setup();
    render(<SubscriptionModal />);
    act(() => {
      useModalsStore.getState().open("subscription");
      useModalsStore.getState().open("schoolMode");
    });
    const dialog = await screen.findByRole("dialog", { name: "Cambia tu futuro ahora" });
    expect(within(dialog).queryByLabelText("Código del colegio")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Iniciar sesión" }));
    expect(useModalsStore.getState().loginModal).toBe(true);
    expect(useModalsStore.getState().subscription).toBe(false);
  });

  it("la pestaña Premium dice 'Reto bloqueado' solo a quien no es miembro", async () => {
    useSessionStore.getState().setSession(sampleStudent());
    const { unmount } = render(<SubscriptionModal />);
    act(() => useModalsStore.getState().open("subscription"));
    expect(await screen.findByText("Reto bloqueado")).toBeInTheDocument();
    unmount();
    for (const member of [{ haveMembership: true }, { schoolId: 3 }, { alliance: 2 }]) {
      useSessionStore.getState().setSession(sampleStudent(member));
      const view = render(<SubscriptionModal />);
      expect(await screen.findByText("Ya tienes acceso Premium")).toBeInTheDocument();
      expect(screen.queryByText("Reto bloqueado")).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
