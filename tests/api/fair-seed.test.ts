import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { fairConferences, fairs } from "@/lib/db/schema";
import { seedFair } from "@/lib/seed/fair";
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
    expect(inDays).toBeLessThan(23);
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
