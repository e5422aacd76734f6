import { describe, expect, it } from "vitest";
import { addDays, daysBetween, limaDayStart, limaInstant, limaParts, limaToday } from "@/lib/utils/lima-time";

describe("días y horas de Lima (UTC−5 todo el año)", () => {
  it("una hora de Lima es su instante cinco horas después en UTC, también al cruzar el día", () => {
    expect(limaInstant("2026-11-30", "20:00").toISOString()).toBe("2026-12-01T01:00:00.000Z");
    expect(limaDayStart("2026-12-03").toISOString()).toBe("2026-12-03T05:00:00.000Z");
    expect(limaParts(new Date("2026-12-01T01:00:00.000Z"))).toMatchObject({ day: "2026-11-30", time: "20:00", weekday: 1 });
  });

  it("hoy en Lima sigue siendo ayer hasta las 5:00 UTC", () => {
    expect(limaToday(new Date("2026-12-03T04:59:59.000Z"))).toBe("2026-12-02");
    expect(limaToday(new Date("2026-12-03T05:00:00.000Z"))).toBe("2026-12-03");
  });

  it("los días se suman sobre el calendario y un rango incluye sus dos extremos", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-12-30", "2027-01-01")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(daysBetween("2026-12-02", "2026-12-01")).toEqual([]);
  });
});
