import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetPaymentOptions } from "@/components/payments/use-payment-options";
import { PricingSection } from "@/components/pricing/pricing-section";
import { initialSessionState, useSessionStore } from "@/stores/session";

/** A word (or a two-word phrase) said twice in a row: «por correo por correo», «de de». */
const doubled = /(?:^|[^\p{L}])((\p{L}+)(?: \p{L}+)?) \1(?![\p{L}])/iu;

beforeEach(() => {
  resetPaymentOptions();
  vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response("{}", { status: 503 })));
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});
afterEach(() => vi.unstubAllGlobals());

describe("product text without doubled words", () => {
  it("the doubled-word check itself finds «por correo por correo» and «de de» and passes a clean sentence", () => {
    expect(doubled.test("Pide información por correo por correo")).toBe(true);
    expect(doubled.test("la carrera de de Medicina")).toBe(true);
    expect(doubled.test("Pide información sobre el Plan por correo")).toBe(false);
  });

  it("'Pide información' says its channel once, in the page text and in its accessible name", () => {
    const { container } = render(<PricingSection />);
    // jsdom's accessible name drops the space at the start of the hidden part; a browser reads it (e2e).
    const links = screen.getAllByRole("link", { name: /^Pide información ?sobre el .+ por correo$/ });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.textContent).toMatch(/^Pide información sobre el .+ por correo$/);
    expect(container.textContent).not.toMatch(doubled);
  });
});
