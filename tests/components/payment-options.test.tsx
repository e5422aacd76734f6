import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetPaymentOptions, usePaymentOptions } from "@/components/payments/use-payment-options";
import { initialSessionState, useSessionStore } from "@/stores/session";

// What the pricing cards read after load: `GET /api/payment/options`, with fetch (not the axios
// client and its zod schemas, ~40 KB gzip the pricing pages then loaded after hydration).
function Card() {
  const options = usePaymentOptions();
  return <p>{options ? `tarjeta ${options.card}, ${options.pending.length} pendientes` : "sin respuesta"}</p>;
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  resetPaymentOptions();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});
afterEach(() => vi.unstubAllGlobals());

describe("the pricing cards' payment options", () => {
  it("one request for the page, with the session cookie, read by every card", async () => {
    fetchMock.mockResolvedValue(answer({ data: { card: "off", current: null, pending: [] } }));
    render(
      <>
        <Card />
        <Card />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText("tarjeta off, 0 pendientes")).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/payment/options");
    expect(init).toMatchObject({ credentials: "same-origin", headers: { Accept: "application/json" } });
  });

  it("waits for the session to be read before asking", async () => {
    useSessionStore.setState({ ...initialSessionState });
    fetchMock.mockResolvedValue(answer({ data: { card: "live", current: null, pending: [] } }));
    render(<Card />);
    expect(fetchMock).not.toHaveBeenCalled();
    useSessionStore.getState().setHydrated();
    expect(await screen.findByText("tarjeta live, 0 pendientes")).toBeInTheDocument();
  });

  it("an error, a failed request or an answer of another shape leaves the cards as they are", async () => {
    for (const reply of [
      () => Promise.resolve(answer({ message: "No disponible" }, 503)),
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(answer({ data: { card: "live" } })),
    ]) {
      resetPaymentOptions();
      fetchMock.mockReset();
      fetchMock.mockImplementation(reply);
      const { unmount } = render(<Card />);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText("sin respuesta")).toBeInTheDocument();
      unmount();
    }
  });
});
