import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
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

  it("desde el menú «Salir» del propio sitio cierra la sesión de inmediato", async () => {
    Cookies.set("rumbo_user", JSON.stringify({ id: "1", name: "Ana" }), { path: "/" });
    render(<LogoutRunner confirmed />);
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("heading", { name: "¿Quieres cerrar sesión?" })).toBeNull();
  });
});
