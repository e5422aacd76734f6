import { describe, expect, it } from "vitest";
import { returnStatusFor } from "@/lib/contracts/payments";
import { priceList } from "@/lib/pricing/price-list";
import { reservationPrice, reservationVersusPlansNote } from "@/lib/pricing/reservation";

describe("una sola lista de precios (lib/pricing)", () => {
  it("la reserva suma la base del plan autoguiado y el paquete de sesiones: S/ 193.00 y S/ 291.00", () => {
    expect(reservationPrice("").totalCents).toBe(priceList.selfGuidedCents);
    expect(reservationPrice("2")).toEqual({ baseCents: 9_500, sessionsCents: 9_800, totalCents: 19_300, sessions: 2 });
    expect(reservationPrice(4).totalCents).toBe(29_100);
  });

  it("la nota explica por qué la reserva y los planes mensuales tienen precios distintos, con las cifras reales", () => {
    const note = reservationVersusPlansNote();
    for (const figure of ["S/ 95.00", "S/ 98.00", "S/ 193.00", "S/ 196.00", "S/ 291.00"]) expect(note).toContain(figure);
    expect(note).toMatch(/paquete único/);
    expect(note).toMatch(/cada mes/);
  });

  it("cada estado lleva a su página de retorno", () => {
    expect(returnStatusFor("approved")).toBe("success");
    expect(returnStatusFor("pending")).toBe("pending");
    expect(returnStatusFor("created")).toBe("pending");
    expect(returnStatusFor("rejected")).toBe("failure");
    expect(returnStatusFor("cancelled")).toBe("failure");
  });
});
