import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetPaymentOptions, usePaymentOptions } from "@/components/payments/use-payment-options";
import { initialSessionState, useSessionStore } from "@/stores/session";

// What the pricing cards read after load: `GET /api/payment/options`, through lib/api's client
// (loaded after hydration, so it stays out of the pricing pages' first load).
function Card() {
  const options = usePaymentOptions();
  return <p>{options ? `tarjeta ${options.card}, ${options.pending.length} pendientes` : "sin respuesta"}</p>;
}

const requests: Request[] = [];
let reply: () => Response | Promise<Response> = () => HttpResponse.json({ data: { card: "off", current: null, pending: [] } });
const server = setupServer(
  http.get("*/api/payment/options", ({ request }) => {
    requests.push(request);
    return reply();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  resetPaymentOptions();
  requests.length = 0;
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});
afterEach(() => server.resetHandlers());

describe("the pricing cards' payment options", () => {
  it("one request for the page, read by every card", async () => {
    reply = () => HttpResponse.json({ data: { card: "off", current: null, pending: [] } });
    render(
      <>
        <Card />
        <Card />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText("tarjeta off, 0 pendientes")).toHaveLength(2));
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe("/api/payment/options");
    expect(requests[0]!.headers.get("accept")).toContain("application/json");
  });

  it("waits for the session to be read before asking", async () => {
    useSessionStore.setState({ ...initialSessionState });
    reply = () => HttpResponse.json({ data: { card: "live", current: null, pending: [] } });
    render(<Card />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
    useSessionStore.getState().setHydrated();
    expect(await screen.findByText("tarjeta live, 0 pendientes")).toBeInTheDocument();
  });

  it("an error, a failed request or an answer of another shape leaves the cards as they are", async () => {
    for (const next of [
      () => HttpResponse.json({ message: "No disponible" }, { status: 503 }),
      () => HttpResponse.error(),
      () => HttpResponse.json({ data: { card: "live" } }),
    ]) {
      resetPaymentOptions();
      requests.length = 0;
      reply = next;
      const { unmount } = render(<Card />);
      await waitFor(() => expect(requests).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText("sin respuesta")).toBeInTheDocument();
      unmount();
    }
  });
});
