import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { closedModals, useModalsStore } from "@/stores/modals";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { sampleStudent } from "../support/session-user";

const nav = vi.hoisted(() => ({ pathname: "/colegios", search: new URLSearchParams("") }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => nav.search,
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() }),
}));

const { AuthLinks } = await import("@/components/layout/auth-links");
const { InitialSessionProvider } = await import("@/components/auth/initial-session");
const { HeaderShell } = await import("@/components/layout/header-shell");

const student = sampleStudent({ name: "maría josé", surname: "quispe", email: "maria@example.pe", studentId: null, graduationYear: null });

beforeEach(() => {
  nav.pathname = "/colegios";
  nav.search = new URLSearchParams("");
  useSessionStore.setState({ ...initialSessionState });
  useModalsStore.setState({ ...closedModals });
});
afterEach(() => Object.defineProperty(window, "scrollY", { value: 0, configurable: true }));

describe("navbar sin sesión", () => {
  it("'Inicia sesión' y 'Regístrate' llevan la ruta actual (con su consulta) como redirect", () => {
    nav.pathname = "/donde-estudiar";
    nav.search = new URLSearchParams("conference_id=4&area_id=2");
    render(<AuthLinks />);
    const expected = encodeURIComponent("/donde-estudiar?conference_id=4&area_id=2");
    expect(screen.getByRole("link", { name: "Inicia sesión" })).toHaveAttribute("href", `/entrar?redirect=${expected}`);
    expect(screen.getByRole("link", { name: "Regístrate" })).toHaveAttribute("href", `/empezar?redirect=${expected}`);
  });
});

describe("navbar antes de que corran los scripts", () => {
  it("con la cookie de sesión, el HTML del servidor ya trae el menú con el nombre, no «Inicia sesión»", () => {
    const html = renderToString(
      <InitialSessionProvider firstName="María">
        <AuthLinks />
      </InitialSessionProvider>,
    );
    expect(html).toContain("María");
    expect(html).not.toContain("Inicia sesión");
  });

  it("sin sesión, el HTML trae «Inicia sesión»; y si el navegador ya no encuentra la cookie, vuelve a «Inicia sesión»", () => {
    expect(renderToString(<AuthLinks />)).toContain("Inicia sesión");
    render(
      <InitialSessionProvider firstName="María">
        <AuthLinks />
      </InitialSessionProvider>,
    );
    expect(screen.getByRole("button", { name: /María/ })).toBeInTheDocument();
    act(() => useSessionStore.getState().setHydrated());
    expect(screen.getByRole("link", { name: "Inicia sesión" })).toBeInTheDocument();
  });
});

describe("navbar con sesión", () => {
  it("muestra el primer nombre con un menú: 'Registra tu colegio' abre la suscripción en la pestaña de colegio; 'Salir' va a /logout", async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setSession(student);
    render(<AuthLinks />);
    expect(screen.queryByRole("link", { name: "Inicia sesión" })).not.toBeInTheDocument();

    const toggle = screen.getByRole("button", { name: /María/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Salir" })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Salir" })).toHaveAttribute("href", "/logout");

    await user.click(screen.getByRole("button", { name: "Registra tu colegio" }));
    expect(useModalsStore.getState().subscription).toBe(true);
    expect(useModalsStore.getState().schoolMode).toBe(true);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("Escape cierra el menú y devuelve el foco al botón", async () => {
    const user = userEvent.setup();
    useSessionStore.getState().setSession(student);
    render(<AuthLinks />);
    const toggle = screen.getByRole("button", { name: /María/ });
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});

describe("cabecera", () => {
  const shell = () =>
    render(
      <HeaderShell
        logo={<a href="/">Rumbo</a>}
        nav={
          <nav aria-label="Principal">
            <a href="/colegios">Colegios</a>
          </nav>
        }
        actions={<a href="/entrar">Inicia sesión</a>}
      />,
    );

  it("con ?landing=1 muestra solo el logo", () => {
    nav.search = new URLSearchParams("landing=1");
    shell();
    const header = screen.getByRole("banner");
    expect(within(header).getByRole("link", { name: "Rumbo" })).toBeInTheDocument();
    expect(within(header).queryByRole("navigation")).not.toBeInTheDocument();
    expect(within(header).queryByRole("link", { name: "Inicia sesión" })).not.toBeInTheDocument();
  });

  it("se vuelve sólida al bajar más de 20 px", () => {
    shell();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-solid", "false");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 20, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-solid", "false");
    act(() => {
      Object.defineProperty(window, "scrollY", { value: 21, configurable: true });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-solid", "true");
    expect(screen.getByRole("navigation", { name: "Principal" })).toBeInTheDocument();
  });
});
