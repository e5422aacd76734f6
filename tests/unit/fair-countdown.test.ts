import { describe, expect, it } from "vitest";
import { countdownParts } from "@/components/fair/countdown-parts";

const start = new Date("2026-12-12T15:00:00Z"); // 10:00 in Lima
const end = new Date("2026-12-15T23:45:00Z");

describe("countdownParts (reloj fijo)", () => {
  it("antes de la feria: días, horas, minutos y segundos hasta el inicio", () => {
    expect(countdownParts(new Date("2026-11-22T00:42:10Z"), start, end)).toEqual({
      state: "upcoming",
      days: 20,
      hours: 14,
      minutes: 17,
      seconds: 50,
    });
    expect(countdownParts(new Date("2026-12-12T14:59:59Z"), start, end)).toEqual({
      state: "upcoming",
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    // A fraction of a second left still counts as one second (never "0 0 0 0" before the start).
    expect(countdownParts(new Date("2026-12-12T14:59:59.400Z"), start, end)).toEqual({
      state: "upcoming",
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
    expect(countdownParts(new Date("2026-12-11T15:00:00Z"), start, end)).toEqual({
      state: "upcoming",
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it("baja un segundo por segundo", () => {
    const a = countdownParts(new Date("2026-12-12T14:58:00Z"), start, end);
    const b = countdownParts(new Date("2026-12-12T14:58:01Z"), start, end);
    expect(a).toEqual({ state: "upcoming", days: 0, hours: 0, minutes: 2, seconds: 0 });
    expect(b).toEqual({ state: "upcoming", days: 0, hours: 0, minutes: 1, seconds: 59 });
  });

  it("en vivo desde el inicio hasta el final", () => {
    expect(countdownParts(start, start, end)).toEqual({ state: "live" });
    expect(countdownParts(new Date("2026-12-14T02:00:00Z"), start, end)).toEqual({ state: "live" });
  });

  it("finalizó desde el final", () => {
    expect(countdownParts(end, start, end)).toEqual({ state: "ended" });
    expect(countdownParts(new Date("2027-06-06T23:49:59Z"), start, end)).toEqual({ state: "ended" });
  });

  it("acepta fechas ISO y milisegundos", () => {
    expect(countdownParts(Date.parse("2026-12-12T14:00:00Z"), start.toISOString(), end.toISOString())).toEqual({
      state: "upcoming",
      days: 0,
      hours: 1,
      minutes: 0,
      seconds: 0,
    });
  });
});
