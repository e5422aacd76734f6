import { describe, expect, it } from "vitest";
import { emptyReservation, missingReservationFields, reservationHours, reservationMessage } from "@/components/modals/reservation-model";
import { formatSoles } from "@/lib/format/money";
import { reservationPrice } from "@/lib/pricing/reservation";

describe("reserva del coach digital", () => {
  it("ofrece las horas de 9:00 AM a 10:00 PM, cada hora", () => {
    expect(reservationHours).toHaveLength(14);
    expect(reservationHours[0]).toBe("9:00 AM");
    expect(reservationHours).toContain("11:00 AM");
    expect(reservationHours).toContain("12:00 PM");
    expect(reservationHours).toContain("1:00 PM");
    expect(reservationHours.at(-1)).toBe("10:00 PM");
  });

  it("programa, hora y día son obligatorios; las sesiones en vivo no", () => {
    expect(missingReservationFields(emptyReservation)).toEqual(["program", "hour", "day"]);
    expect(missingReservationFields({ program: "Orientación Vocacional", hour: "", day: "diario", session: "" })).toEqual(["hour"]);
    expect(missingReservationFields({ program: "Habilidades Blandas", hour: "9:00 AM", day: "3 veces por semana", session: "" })).toEqual(
      [],
    );
    expect(missingReservationFields({ program: "Otro programa", hour: "8:00 AM", day: "a veces", session: "" })).toEqual([
      "program",
      "hour",
      "day",
    ]);
  });

  it("el total es S/ 95.00 sin sesiones, S/ 193.00 con 2 y S/ 291.00 con 4", () => {
    expect(formatSoles(reservationPrice("").totalCents)).toBe("S/ 95.00");
    expect(reservationPrice("2")).toEqual({ baseCents: 9_500, sessionsCents: 9_800, totalCents: 19_300, sessions: 2 });
    expect(formatSoles(reservationPrice("4").totalCents)).toBe("S/ 291.00");
  });

  it("el mensaje de WhatsApp resume la elección y el total", () => {
    const text = reservationMessage({ program: "Autoestima - Confianza", hour: "7:00 PM", day: "2 veces por semana", session: "4" });
    expect(text).toContain("Programa: Autoestima - Confianza");
    expect(text).toContain("7:00 PM, 2 veces por semana");
    expect(text).toContain("4 sesiones en vivo");
    expect(text).toContain("Total: S/ 291.00");
  });
});
