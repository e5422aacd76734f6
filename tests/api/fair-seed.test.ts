import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { fairConferences, fairs } from "@/lib/db/schema";
import { holidayOn } from "@/lib/config/holidays";
import { zonedParts } from "@/lib/format/dates";
import { fairConferenceSeeds, fairSeedDays, fairSeedSchedule, seedFair } from "@/lib/seed/fair";
import { resolveCareerArea } from "@/lib/server/fair/areas";
import { findCurrentFair, loadFairPage, pickLiveConference } from "@/lib/server/fair/conferences";
import { getStandByInstitutionSlug, listStands } from "@/lib/server/fair/stands";

const DAY = 86_400_000;

describe("la feria sembrada", () => {
  it("es una feria próxima de varios días, unas tres semanas después de sembrarla, y sembrar otra vez no cambia nada", async () => {
    const db = await getDb();
    const fair = await findCurrentFair();
    expect(fair).not.toBeNull();
    const inDays = (fair!.startsAt.getTime() - Date.now()) / DAY;
    expect(inDays).toBeGreaterThan(19);
    // Three weeks, a few days more when holidays fall there (Christmas: 24 and 25 December).
    expect(inDays).toBeLessThan(26);
    expect((fair!.endsAt.getTime() - fair!.startsAt.getTime()) / DAY).toBeGreaterThan(3);

    const before = await db.select({ n: count() }).from(fairConferences);
    expect(await seedFair(db)).toMatchObject({ status: "omitido" });
    expect(await db.select({ n: count() }).from(fairConferences)).toEqual(before);
    expect(await db.select({ n: count() }).from(fairs)).toEqual([{ n: 1 }]);
  });

  it("la página de la feria trae sus días desde los datos, en hora de Lima", async () => {
    const { fair, conferences } = await loadFairPage();
    expect(fair!.days.length).toBe(4);
    expect(fair!.days[0].label).toMatch(/^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d{1,2}$/);
    expect(fair!.datesLabel).toMatch(/^Del \d{1,2}/);
    expect(conferences[0].startTime).toBe("10:00 a. m.");
    expect(pickLiveConference(conferences)?.id).toBe(conferences[0].id);
  });

  it("los stands son de instituciones reales del catálogo, con sus charlas", async () => {
    const stands = await listStands();
    expect(stands.map((s) => s.institution.slug)).toContain("universidad-nacional-mayor-de-san-marcos");
    const pucp = await getStandByInstitutionSlug("pontificia-universidad-catolica-del-peru");
    expect(pucp?.institution.name).toBe("Pontificia Universidad Católica del Perú");
    expect(pucp?.conferences.map((c) => c.title)).toContain("Admisión a la PUCP: modalidades y becas");
    expect(await getStandByInstitutionSlug("no-existe")).toBeNull();
    expect(await getStandByInstitutionSlug("../etc")).toBeNull();
  });

  it("area_id acepta el área o el id de una carrera", async () => {
    expect(await resolveCareerArea("ingenieria")).toEqual({ slug: "ingenieria", name: "Ingeniería" });
    expect(await resolveCareerArea("no-existe")).toBeNull();
    expect(await resolveCareerArea("'; drop table careers; --")).toBeNull();
    expect(await resolveCareerArea(null)).toBeNull();
  });
});

describe("las fechas de la feria sembrada evitan los feriados", () => {
  const limaDate = (instant: Date) => {
    const p = zonedParts(instant, "America/Lima");
    return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
  };

  it("los feriados: Nochebuena, Navidad, Año Nuevo, Fiestas Patrias, Jueves y Viernes Santo; un día cualquiera no", () => {
    for (const day of ["2026-12-24", "2026-12-25", "2027-01-01", "2027-07-28", "2027-07-29", "2027-03-25", "2027-03-26", "2026-04-03"])
      expect(holidayOn(day), day).not.toBeNull();
    for (const day of ["2026-12-22", "2026-12-26", "2027-01-02", "2027-03-24", "2027-03-29"]) expect(holidayOn(day), day).toBeNull();
  });

  it("sembrada cualquier día del año, ninguna charla cae en feriado y la feria tiene sus cuatro días", () => {
    const start = Date.UTC(2026, 0, 1, 17);
    for (let d = 0; d < 366; d++) {
      const now = new Date(start + d * DAY);
      const days = fairSeedDays(now);
      expect(days).toHaveLength(4);
      const talks = fairSeedSchedule(now);
      expect(talks).toHaveLength(fairConferenceSeeds.length);
      for (const talk of talks) {
        const date = limaDate(talk.startsAt);
        expect(holidayOn(date), `${now.toISOString().slice(0, 10)} → ${talk.key} el ${date}`).toBeNull();
        expect(date).toBe(days[talk.day]);
      }
    }
  });

  it("sembrada el 1 de diciembre, los días saltan el 24 y el 25: 22, 23, 26 y 27", () => {
    expect(fairSeedDays(new Date("2026-12-01T15:00:00Z"))).toEqual(["2026-12-22", "2026-12-23", "2026-12-26", "2026-12-27"]);
  });

  it("ninguna charla de la feria de la base cae en feriado", async () => {
    const db = await getDb();
    const talks = await db.select({ startsAt: fairConferences.startsAt }).from(fairConferences);
    expect(talks.length).toBeGreaterThan(0);
    for (const talk of talks) expect(holidayOn(limaDate(talk.startsAt))).toBeNull();
  });
});
