import { describe, expect, it } from "vitest";
import { formatLimaDate } from "@/lib/format/dates";

// 03:30 UTC on 7 June is still 6 June, 10:30 p. m. in Lima (UTC−5), whatever the machine's zone.
const lateInLima = "2026-06-07T03:30:00.000Z";

describe("dates written in Lima time (formatLimaDate)", () => {
  it("writes the day Lima lives, not the server's or the browser's", () => {
    expect(formatLimaDate(lateInLima)).toBe("6 de junio de 2026");
    expect(formatLimaDate(new Date(lateInLima))).toBe("6 de junio de 2026");
  });

  it("each style the pages use", () => {
    expect(formatLimaDate(lateInLima, "long")).toBe("6 de junio de 2026");
    expect(formatLimaDate(lateInLima, "longTime")).toBe("6 de junio de 2026 a las 10:30 p. m.");
    expect(formatLimaDate(lateInLima, "dayMonth")).toBe("6 de junio");
    expect(formatLimaDate(lateInLima, "short")).toBe("6 jun. 2026");
    expect(formatLimaDate(lateInLima, "shortTime")).toBe("6 jun., 10:30 p. m.");
    expect(formatLimaDate(lateInLima, "medium")).toBe("6 jun. 2026");
    expect(formatLimaDate(lateInLima, "mediumTime")).toBe("6 jun. 2026, 10:30 p. m.");
  });

  it("is the text the browser's own Lima formatting gives", () => {
    const options = { timeZone: "America/Lima", day: "numeric", month: "long", year: "numeric" } as const;
    for (const iso of ["2026-01-01T04:59:59Z", "2026-12-31T23:00:00Z", lateInLima]) {
      expect(formatLimaDate(iso), iso).toBe(new Date(iso).toLocaleDateString("es-PE", options));
    }
  });
});
