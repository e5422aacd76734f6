import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const logout = vi.fn(async () => ({ loggedOut: true }));
vi.mock("@/lib/api/auth", () => ({ logout: () => logout() }));

import { LogoutRunner } from "@/components/auth/logout-runner";

describe("/logout (LogoutRunner)", () => {
  const replace = vi.fn();
  beforeEach(() => {
    logout.mockClear();
    replace.mockClear();
    Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, replace } });
  });
  afterEach(() => Cookies.remove("rumbo_user", { path: "/" }));

  it("llegando desde otro sitio con sesión, pregunta y no cierra la sesión hasta el clic", async () => {
    Cookies.set("rumbo_user", JSON.stringify({ id: "1", name: "Ana" }), { path: "/" });
    render(<LogoutRunner confirmed={false} />);
    expect(await screen.findByRole("heading", { name: "¿Quieres cerrar sesión?" })).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Cerrar sesión" }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
  });

  it("con la cookie de sesión, el HTML del servidor ya pregunta (sin spinner), con los botones esperando el código de la página", async () => {
    const html = renderToString(<LogoutRunner confirmed={false} signedIn />);
    const page = document.createElement("div");
    page.innerHTML = html;
    expect(page.querySelector("h1")?.textContent).toBe("¿Quieres cerrar sesión?");
    expect(page.textContent).not.toContain("Cerrando sesión");
    const buttons = [...page.querySelectorAll("button")];
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ["Cerrar sesión", true],
      ["Seguir con mi sesión", true],
    ]);
    // Sin cookie de sesión el servidor no sabe: el navegador lo mira.
    expect(renderToString(<LogoutRunner confirmed={false} />)).toContain("Cerrando sesión");
    // Ya en el navegador, los botones funcionan y nada cierra la sesión sin el clic.
    render(<LogoutRunner confirmed={false} signedIn />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeEnabled());
    expect(logout).not.toHaveBeenCalled();
  });

  it("desde el menú «Salir» del propio sitio cierra la sesión de inmediato", async () => {
    Cookies.set("rumbo_user", JSON.stringify({ id: "1", name: "Ana" }), { path: "/" });
    render(<LogoutRunner confirmed />);
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("heading", { name: "¿Quieres cerrar sesión?" })).toBeNull();
  });
});
