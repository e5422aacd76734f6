import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PayButton } from "@/components/payments/pay-button";
import { closedModals, useModalsStore } from "@/stores/modals";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { server } from "../support/msw/server";
import { sampleStudent } from "../support/session-user";

const assign = vi.fn();
const realLocation = window.location;

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  Object.defineProperty(window, "location", { configurable: true, value: { ...realLocation, assign } });
});
afterAll(() => {
  server.close();
  Object.defineProperty(window, "location", { configurable: true, value: realLocation });
});
beforeEach(() => {
  assign.mockReset();
  useSessionStore.setState({ ...initialSessionState });
  useModalsStore.setState({ ...closedModals });
});
afterEach(() => server.resetHandlers());

// The API client is imported on click (a first dynamic import is slow on a busy machine).
describe("'Pagar con tarjeta'", { timeout: 30_000 }, () => {
  it("sin sesión abre el inicio de sesión y no crea ningún pago", async () => {
    const user = userEvent.setup();
    let called = false;
    server.use(http.post("*/api/payment", () => ((called = true), HttpResponse.json({}, { status: 500 }))));
    render(<PayButton planId={2} planName="Plan especializado · 2 sesiones" source="pricing" />);
    await user.click(screen.getByRole("button", { name: "Pagar con tarjeta el Plan especializado · 2 sesiones" }));
    expect(useModalsStore.getState().loginModal).toBe(true);
    expect(called).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it("con sesión muestra el cargador, crea el pago con cantidad 1 y lleva el navegador al proveedor", async () => {
    const user = userEvent.setup();
    let body: unknown = null;
    server.use(
      http.post("*/api/payment", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { redirect: "/pago/prueba/abc", orderId: "o-1" } }, { status: 201 });
      }),
    );
    useSessionStore.getState().setSession(sampleStudent());
    render(<PayButton planId={2} planName="Plan especializado · 2 sesiones" source="pricing" />);
    await user.click(screen.getByRole("button", { name: /Pagar con tarjeta/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/pago/prueba/abc"), { timeout: 15_000 });
    expect(body).toEqual({ products: [{ quantity: 1, id: 2 }] });
    expect(useSessionStore.getState().loading).toBe(true);
  });

  it("si el servidor no puede crear el pago, quita el cargador y muestra su mensaje", async () => {
    const user = userEvent.setup();
    server.use(
      http.post("*/api/payment", () =>
        HttpResponse.json({ message: "No pudimos comunicarnos con Mercado Pago.", code: "unavailable" }, { status: 503 }),
      ),
    );
    useSessionStore.getState().setSession(sampleStudent());
    render(<PayButton planId="autoguiado" planName="Plan autoguiado" source="blocked" />);
    await user.click(screen.getByRole("button", { name: /Pagar con tarjeta/ }));
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent("No pudimos comunicarnos con Mercado Pago.");
    expect(useSessionStore.getState().loading).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
  it("si el código del pago no se pudo descargar (sin conexión), quita el cargador y lo dice", async () => {
    const user = userEvent.setup();
    // What the browser's import() of the client's code gives when its chunk cannot be fetched.
    vi.doMock("@/lib/api/payments", () => ({
      createPayment: () =>
        Promise.reject(Object.assign(new Error("Failed to load chunk /_next/static/chunks/pagos.js"), { name: "ChunkLoadError" })),
    }));
    try {
      useSessionStore.getState().setSession(sampleStudent());
      render(<PayButton planId={2} planName="Plan especializado · 2 sesiones" source="pricing" />);
      await user.click(screen.getByRole("button", { name: /Pagar con tarjeta/ }));
      expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent(
        "No hay conexión. Revisa tu internet e inténtalo de nuevo.",
      );
      expect(useSessionStore.getState().loading).toBe(false);
      expect(screen.getByRole("button", { name: /Pagar con tarjeta/ })).toBeEnabled();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      vi.doUnmock("@/lib/api/payments");
    }
  });
});
