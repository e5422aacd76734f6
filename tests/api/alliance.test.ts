import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as registerV1 } from "@/app/api/auth/register/route";
import { GET as getAlliance } from "@/app/api/school/alliance/[nickname]/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { getDb } from "@/lib/db/client";
import { demoAlliance } from "@/lib/seed/alliances";
import { alliances, institutions, memberships, users } from "@/lib/db/schema";
import { applyAllianceBenefit } from "@/lib/server/membership/alliances";
import { callRoute } from "../support/http";

let n = 0;
const ip = () => `10.71.${Math.floor(++n / 250)}.${n % 250}`;
const uniq = () => `${Date.now().toString(36)}${++n}`;

const get = (nickname: string) => callRoute(getAlliance, { path: `/api/school/alliance/${nickname}`, params: { nickname } });

async function seeded() {
  const db = await getDb();
  const [row] = await db.select().from(alliances).where(eq(alliances.nickname, demoAlliance.nickname));
  return row;
}

async function anAlliance(values: Partial<typeof alliances.$inferInsert> = {}) {
  const db = await getDb();
  const [institution] = await db.select({ id: institutions.id }).from(institutions).orderBy(institutions.id).limit(1);
  const [row] = await db
    .insert(alliances)
    .values({
      nickname: `empresa-${uniq()}`,
      name: "Empresa Aliada",
      benefit: "15 días del plan autoguiado",
      benefitPlanSlug: "autoguiado",
      benefitDays: 15,
      institutionId: institution.id,
      ...values,
    })
    .returning();
  return row;
}

async function allianceMemberships(userId: string) {
  const db = await getDb();
  return db
    .select({
      planSlug: memberships.planSlug,
      sourceRef: memberships.sourceRef,
      startsAt: memberships.startsAt,
      endsAt: memberships.endsAt,
    })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.source, "alliance")));
}

const v2Body = (extra: Record<string, unknown> = {}) => ({
  user: "+51987654321",
  password: "secreto1",
  name: "Rosa",
  surname: "Huamán",
  email: `alianza${uniq()}@example.pe`,
  careers: [],
  ...extra,
});

describe("GET /api/school/alliance/{nickname}", () => {
  it("devuelve la alianza sembrada con su institución y su beneficio, sin importar mayúsculas", async () => {
    const alliance = await seeded();
    expect(alliance).toBeDefined();
    const db = await getDb();
    const [institution] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.slug, demoAlliance.institutionSlug));
    for (const nickname of ["ulima", "ULima"]) {
      const res = await get(nickname);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({
        id: alliance.id,
        nickname: "ulima",
        name: "Universidad de Lima",
        logo: null,
        institutionId: institution.id,
        benefit: demoAlliance.benefit,
      });
    }
  });

  it("una alianza desconocida o inactiva: 404 con un mensaje en español", async () => {
    const inactive = await anAlliance({ active: false });
    for (const nickname of ["no-existe", inactive.nickname]) {
      const res = await get(nickname);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("No encontramos esta alianza. Revisa el enlace que te compartieron.");
    }
    expect((await get("<script>")).status).toBe(404);
  });

  it("un logo de otro sitio no se entrega (la página dibuja el monograma)", async () => {
    const external = await anAlliance({ logo: "https://tracker.example/logo.png" });
    expect((await get(external.nickname)).json.data.logo).toBeNull();
    const local = await anAlliance({ logo: "/logos/empresa.svg" });
    expect((await get(local.nickname)).json.data.logo).toBe("/logos/empresa.svg");
  });
});

describe("registro con una alianza", () => {
  it("v2 con allianceId: guarda la alianza y el auspiciador, y da el beneficio una vez (15 días del plan)", async () => {
    const alliance = await anAlliance();
    const res = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      headers: { "x-forwarded-for": ip() },
      body: v2Body({ allianceId: alliance.id }),
    });
    expect(res.status).toBe(201);
    const user = res.json.data.user;
    expect(user).toMatchObject({ alliance: alliance.id, sponsorId: alliance.institutionId, haveSponsor: true, haveMembership: true });
    const granted = await allianceMemberships(user.id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ planSlug: "autoguiado", sourceRef: `${alliance.id}:${user.id}` });
    const days = (granted[0].endsAt.getTime() - granted[0].startsAt.getTime()) / 86_400_000;
    expect(days).toBe(15);
    // Applying it again for the same account changes nothing.
    const db = await getDb();
    await db.transaction((tx) =>
      applyAllianceBenefit(
        tx as unknown as typeof db,
        { id: alliance.id, institutionId: alliance.institutionId, benefitPlanSlug: "autoguiado", benefitDays: 15 },
        user.id,
      ),
    );
    expect(await allianceMemberships(user.id)).toHaveLength(1);
  });

  it("v1 sin allianceId en el cuerpo la toma de la cookie del auspiciador", async () => {
    const alliance = await anAlliance();
    const cookie = `rumbo_sponsor=${encodeURIComponent(JSON.stringify({ allianceId: alliance.id, institutionId: alliance.institutionId, name: alliance.name, logo: null }))}`;
    const res = await callRoute(registerV1, {
      method: "POST",
      path: "/api/auth/register",
      headers: { "x-forwarded-for": ip(), cookie },
      body: { user: "+51987654321", password: "secreto1", name: "Kevin", surname: "Soto", email: `v1alianza${uniq()}@example.pe` },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ alliance: alliance.id, sponsorId: alliance.institutionId, haveMembership: true });
    expect(await allianceMemberships(res.json.data.user.id)).toHaveLength(1);
  });

  it("una alianza sin plan de beneficio guarda la alianza pero no da membresía; una desconocida o inactiva se ignora", async () => {
    const noBenefit = await anAlliance({ benefitPlanSlug: null, benefit: "Charla gratuita de orientación" });
    const res = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      headers: { "x-forwarded-for": ip() },
      body: v2Body({ allianceId: noBenefit.id }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ alliance: noBenefit.id, haveMembership: false });
    expect(await allianceMemberships(res.json.data.user.id)).toHaveLength(0);

    const inactive = await anAlliance({ active: false });
    for (const allianceId of [inactive.id, 999_999]) {
      const other = await callRoute(registerV2, {
        method: "POST",
        path: "/api/v2/auth/register",
        headers: { "x-forwarded-for": ip() },
        body: v2Body({ allianceId }),
      });
      expect(other.status).toBe(201);
      expect(other.json.data.user).toMatchObject({ alliance: null, sponsorId: null, haveMembership: false });
      const db = await getDb();
      const [row] = await db.select({ allianceId: users.allianceId }).from(users).where(eq(users.id, other.json.data.user.id));
      expect(row.allianceId).toBeNull();
    }
  });

  it("una cookie de auspiciador alterada o ilegible no rompe el registro", async () => {
    const res = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      headers: { "x-forwarded-for": ip(), cookie: "rumbo_sponsor=%7Bnot-json" },
      body: v2Body(),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user.alliance).toBeNull();
  });
});
