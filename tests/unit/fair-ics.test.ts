import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine, icsDate } from "@/lib/server/fair/ics";

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

describe("archivo .ics (RFC 5545)", () => {
  it("escribe las fechas en UTC", () => {
    expect(icsDate(new Date("2026-12-12T15:00:00.000Z"))).toBe("20261212T150000Z");
  });

  it("escapa barra invertida, punto y coma, coma y saltos de línea", () => {
    expect(escapeIcsText("Becas; créditos, y más\\otros\nlínea 2\r\nlínea 3")).toBe(
      "Becas\\; créditos\\, y más\\\\otros\\nlínea 2\\nlínea 3",
    );
  });

  it("pliega a 75 octetos sin partir un carácter UTF-8 y se despliega igual", () => {
    const line = `SUMMARY:${"Admisión a la Pontificia Universidad Católica del Perú — ñandú ".repeat(4)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(utf8Length(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(folded).not.toContain("\uFFFD");
    expect(foldIcsLine("VERSION:2.0")).toBe("VERSION:2.0");
  });

  it("arma un VCALENDAR con un VEVENT completo, CRLF y una alarma una hora antes", () => {
    const ics = buildIcs({
      uid: "conferencia-7@rumbo.pe",
      start: new Date("2026-12-12T15:00:00Z"),
      end: new Date("2026-12-12T16:00:00Z"),
      stamp: new Date("2026-11-22T00:00:00Z"),
      summary: "Admisión a la PUCP: modalidades, becas",
      description: "Con Oficina de Admisión.\nEntra a la sala: https://rumbo.pe/live",
      location: "Rumbo · Feria virtual",
      url: "https://rumbo.pe/live",
      alarmMinutesBefore: 60,
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const lines = ics.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
    expect(lines).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Rumbo//Feria virtual//ES",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:conferencia-7@rumbo.pe",
      "DTSTAMP:20261122T000000Z",
      "DTSTART:20261212T150000Z",
      "DTEND:20261212T160000Z",
      "SUMMARY:Admisión a la PUCP: modalidades\\, becas",
      "DESCRIPTION:Con Oficina de Admisión.\\nEntra a la sala: https://rumbo.pe/live",
      "LOCATION:Rumbo · Feria virtual",
      "URL:https://rumbo.pe/live",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "DESCRIPTION:Admisión a la PUCP: modalidades\\, becas",
      "TRIGGER:-PT60M",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
    for (const raw of ics.split("\r\n")) expect(utf8Length(raw)).toBeLessThanOrEqual(75);
  });
});
