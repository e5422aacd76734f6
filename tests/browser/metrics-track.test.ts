import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Track = typeof import("@/lib/api/metrics").track;
let track: Track;
let beacon: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

const sentBodies = () => beacon.mock.calls.map(([, body]) => JSON.parse(body as string));

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  beacon = vi.fn(() => true);
  fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true, writable: true });
  vi.stubGlobal("fetch", fetchMock);
  window.history.replaceState(null, "", "/carreras?email=x");
  ({ track } = await import("@/lib/api/metrics"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("track(): el emisor de métricas del navegador", () => {
  it("junta los eventos y los manda juntos a los 2 s con sendBeacon, solo con la ruta", () => {
    track("page_change");
    track("event", "test_started", { mode: "quick" });
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0][0]).toBe("/api/metrics/events");
    const [body] = sentBodies();
    expect(body.events).toEqual([
      { type: "page_change", path: "/carreras", ts: expect.any(Number) },
      { type: "event", name: "test_started", props: { mode: "quick" }, path: "/carreras", ts: expect.any(Number) },
    ]);
  });

  it("al ocultarse o dejar la página, manda lo pendiente en ese momento", () => {
    track("page_change");
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(beacon).toHaveBeenCalledTimes(1);
    track("event", "pricing_viewed");
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  it("más de 50 eventos van en varias solicitudes de hasta 50", () => {
    for (let i = 0; i < 120; i++) track("event", "section_completed", { n: i });
    vi.advanceTimersByTime(2000);
    expect(sentBodies().map((b) => b.events.length)).toEqual([50, 50, 20]);
  });

  it("si sendBeacon no puede, usa fetch con keepalive; si todo falla, no lanza", async () => {
    beacon.mockReturnValue(false);
    track("page_change");
    vi.advanceTimersByTime(2000);
    expect(fetchMock).toHaveBeenCalledWith("/api/metrics/events", expect.objectContaining({ method: "POST", keepalive: true }));
    beacon.mockImplementation(() => {
      throw new Error("no beacon");
    });
    fetchMock.mockRejectedValue(new TypeError("offline"));
    expect(() => track("event", "lead_sent")).not.toThrow();
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
    beacon.mockReturnValue(false);
    track("event", "lead_sent");
    vi.advanceTimersByTime(2000);
    await Promise.resolve();
  });

  it("las llamadas de pagos ('page-change' con nombre) son eventos con nombre; las props se limpian antes de enviar", () => {
    track("page-change", "payment", { plan: "anual", source: "pricing" });
    track("page-change", "payment-pending", {
      orderId: "ord_20261123",
      plan: "anual",
      email: "ana@example.pe",
      phone: "987 654 321",
      html: "<b>",
      nested: { a: 1 },
      Bad: 1,
    });
    vi.advanceTimersByTime(2000);
    const [body] = sentBodies();
    expect(body.events.map((e: { type: string; name: string; props: unknown }) => [e.type, e.name, e.props])).toEqual([
      ["event", "payment", { plan: "anual", source: "pricing" }],
      ["event", "payment_pending", { plan: "anual" }],
    ]);
  });
});
