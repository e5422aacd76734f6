import { describe, expect, it } from "vitest";
import { dayFilterValue, formatDateRange, formatDayLabel, formatLongDate, formatTime } from "@/lib/format/dates";
import { toNoCookieEmbed } from "@/lib/server/fair/conferences";

const tz = "America/Lima";

describe("fechas de la feria en hora de Lima", () => {
  it("escribe hora, día y filtro en la zona de la feria aunque en UTC ya sea otro día", () => {
    const lateEvening = new Date("2026-06-07T02:30:00Z"); // sábado 6, 21:30 en Lima
    expect(formatTime(lateEvening, tz)).toBe("9:30 p. m.");
    expect(formatLongDate(lateEvening, tz)).toBe("Sábado 6 de junio");
    expect(formatDayLabel(lateEvening, tz)).toBe("Sábado 6");
    expect(dayFilterValue(lateEvening, tz)).toBe("6-junio-2026");
    expect(formatTime(new Date("2026-06-06T05:05:00Z"), tz)).toBe("12:05 a. m.");
    expect(formatTime(new Date("2026-06-06T17:00:00Z"), tz)).toBe("12:00 p. m.");
  });

  it("resume el rango de fechas de la feria", () => {
    expect(formatDateRange(new Date("2026-12-12T15:00:00Z"), new Date("2026-12-15T23:45:00Z"), tz)).toBe(
      "Del 12 al 15 de diciembre de 2026",
    );
    expect(formatDateRange(new Date("2026-11-30T15:00:00Z"), new Date("2026-12-02T23:00:00Z"), tz)).toBe(
      "Del 30 de noviembre al 2 de diciembre de 2026",
    );
    expect(formatDateRange(new Date("2026-06-06T15:00:00Z"), new Date("2026-06-06T20:00:00Z"), tz)).toBe("Sábado 6 de junio de 2026");
  });
});

describe("video de la sala en vivo", () => {
  it("solo acepta videos de YouTube y los carga desde youtube-nocookie", () => {
    expect(toNoCookieEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    expect(toNoCookieEmbed("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
    expect(toNoCookieEmbed("https://www.youtube.com/live/dQw4w9WgXcQ?si=x")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    expect(toNoCookieEmbed("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(toNoCookieEmbed("javascript:alert(1)")).toBeNull();
    expect(toNoCookieEmbed("https://www.youtube.com/watch?v=%22%3E%3Cscript")).toBeNull();
  });
});
