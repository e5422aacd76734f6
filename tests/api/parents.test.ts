import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as childRoute } from "@/app/api/parent/children/[id]/route";
import { GET as childrenList, POST as linkRoute } from "@/app/api/parent/children/route";
import { POST as codeRoute } from "@/app/api/student/parent-code/route";
import { DELETE as removeRoute } from "@/app/api/student/parents/[id]/route";
import { GET as parentsList } from "@/app/api/student/parents/route";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { familyMessages } from "@/lib/contracts/family";
import { quickInterestItems } from "@/lib/content/vocational";
import { getDb } from "@/lib/db/client";
import { institutions, offerings, parentLinkCodes, parentLinks } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { hashToken } from "@/lib/server/auth/tokens";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

let n = 0;
const ip = () => `10.32.${Math.floor(++n / 250)}.${n % 250}`;

async function sessionFor(overrides: Parameters<typeof insertTestUser>[0] = {}) {
  const user = await insertTestUser(overrides);
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip() } };
}
const student = () => sessionFor({ name: "Camila", surname: "Rojas" });
const parent = () => sessionFor({ role: "user-parent", name: "Carmen", surname: "Rojas", phone: "912345678", fullPhone: "+51912345678" });

const newCode = async (headers: Record<string, string>) => {
  const res = await callRoute(codeRoute, { method: "POST", path: "/api/student/parent-code", headers });
  expect(res.status).toBe(201);
  return res.json.data as { code: string; expiresAt: string };
};
const link = (headers: Record<string, string>, code: unknown) =>
  callRoute(linkRoute, { method: "POST", path: "/api/parent/children", body: { code }, headers });

async function finishQuickTest(headers: Record<string, string>) {
  const processId = (await callRoute(getVocational, { path: "/api/vocational", headers })).json.data.process.id;
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, i.scale === "I" ? 5 : i.scale === "C" ? 4 : 1]));
  const res = await callRoute(putProgress, {
    method: "PUT",
    path: `/api/vocational/progress/${processId}`,
    params: { id: processId },
    body: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
    headers,
  });
  expect(res.json.data.status).toBe("completed");
}

describe("POST /api/student/parent-code", () => {
  it("da un código de 8 caracteres que vence en 7 días y guarda solo su hash", async () => {
    const s = await student();
    const { code, expiresAt } = await newCode(s.headers);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const db = await getDb();
    const rows = await db.select().from(parentLinkCodes).where(eq(parentLinkCodes.studentId, s.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toBe(hashToken(code.replace("-", "")));
    expect(JSON.stringify(rows)).not.toContain(code.replace("-", ""));
  });

  it("401 sin sesión; 403 para un padre o un orientador", async () => {
    expect(
      (await callRoute(codeRoute, { method: "POST", path: "/api/student/parent-code", headers: { "x-forwarded-for": ip() } })).status,
    ).toBe(401);
    expect(
      (await callRoute(codeRoute, { method: "POST", path: "/api/student/parent-code", headers: (await parent()).headers })).status,
    ).toBe(403);
    expect(
      (
        await callRoute(codeRoute, {
          method: "POST",
          path: "/api/student/parent-code",
          headers: (await sessionFor({ role: "school", schoolId: 1 })).headers,
        })
      ).status,
    ).toBe(403);
  });
});

describe("POST /api/parent/children", () => {
  it("un padre se vincula con el código (minúsculas y sin guion valen) y ve a su hijo con su avance, sin correo ni teléfono", async () => {
    const s = await student();
    await finishQuickTest(s.headers);
    const p = await parent();
    const { code } = await newCode(s.headers);
    const res = await link(p.headers, code.toLowerCase().replace("-", " "));
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ id: s.id, name: "Camila", progress: { started: true, finished: true } });
    const listed = await callRoute(childrenList, { path: "/api/parent/children", headers: p.headers });
    expect(listed.status).toBe(200);
    expect(listed.json.data.items).toHaveLength(1);
    expect(listed.json.data.items[0]).toMatchObject({
      id: s.id,
      name: "Camila",
      hollandCode: expect.stringMatching(/^I/),
      progress: { finished: true },
    });
    expect(listed.json.data.items[0].topCareers).toHaveLength(3);
    expect(JSON.stringify(listed.json)).not.toContain(s.email);
    expect(JSON.stringify(listed.json)).not.toMatch(/987654321|password/);

    const detail = await callRoute(childRoute, { path: `/api/parent/children/${s.id}`, params: { id: s.id }, headers: p.headers });
    expect(detail.status).toBe(200);
    expect(detail.json.data.result).toMatchObject({ ready: true });
    expect(detail.json.data.shortlist.length).toBeGreaterThan(0);
    const withCost = detail.json.data.shortlist
      .flatMap((c: { options: { costMinCents: number | null; sources: Record<string, { source: string; year: number }> }[] }) => c.options)
      .find((o: { costMinCents: number | null }) => o.costMinCents);
    expect(withCost.sources.cost).toMatchObject({ source: expect.any(String), year: expect.any(Number) });
  });

  it("un código usado: 409 con el mensaje en el campo; uno vencido: 400; uno desconocido: 400", async () => {
    const s = await student();
    const { code } = await newCode(s.headers);
    expect((await link((await parent()).headers, code)).status).toBe(201);
    const used = await link((await parent()).headers, code);
    expect(used.status).toBe(409);
    expect(used.json.errors.code).toEqual([familyMessages.codeUsed]);

    const expired = await newCode(s.headers);
    const db = await getDb();
    await db
      .update(parentLinkCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(parentLinkCodes.codeHash, hashToken(expired.code.replace("-", ""))));
    const late = await link((await parent()).headers, expired.code);
    expect(late.status).toBe(400);
    expect(late.json.errors.code).toEqual([familyMessages.codeExpired]);

    for (const wrong of ["ZZZZ-ZZZZ", "abc", ""]) {
      const res = await link((await parent()).headers, wrong);
      expect(res.status).toBe(400);
      expect(res.json.errors.code).toHaveLength(1);
    }
  });

  it("varios padres a la vez con el mismo código: uno solo queda vinculado", async () => {
    const s = await student();
    const { code } = await newCode(s.headers);
    const parents = await Promise.all([parent(), parent(), parent(), parent(), parent()]);
    const results = await Promise.all(parents.map((p) => link(p.headers, code)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const db = await getDb();
    expect(await db.select().from(parentLinks).where(eq(parentLinks.studentId, s.id))).toHaveLength(1);
  });

  it("ya vinculado: 409 y el código no se gasta; 401 sin sesión; 403 para un estudiante", async () => {
    const s = await student();
    const p = await parent();
    expect((await link(p.headers, (await newCode(s.headers)).code)).status).toBe(201);
    const second = await newCode(s.headers);
    const again = await link(p.headers, second.code);
    expect(again.status).toBe(409);
    expect(again.json.errors.code).toEqual([familyMessages.alreadyLinked]);
    expect((await link((await parent()).headers, second.code)).status).toBe(201);
    expect((await link({ "x-forwarded-for": ip() }, second.code)).status).toBe(401);
    expect((await link((await student()).headers, second.code)).status).toBe(403);
  });
});

describe("el estudiante ve y quita a sus padres", () => {
  it("lista los padres vinculados; al quitar uno, pierde el acceso al instante (404 en el detalle, fuera de su lista)", async () => {
    const s = await student();
    const p = await parent();
    await link(p.headers, (await newCode(s.headers)).code);
    const listed = await callRoute(parentsList, { path: "/api/student/parents", headers: s.headers });
    expect(listed.status).toBe(200);
    expect(listed.json.data).toEqual([{ id: p.id, name: "Carmen", surname: "Rojas", linkedAt: expect.any(String) }]);
    expect(JSON.stringify(listed.json)).not.toMatch(/912345678|@/);

    const removed = await callRoute(removeRoute, {
      method: "DELETE",
      path: `/api/student/parents/${p.id}`,
      params: { id: p.id },
      headers: s.headers,
    });
    expect(removed.status).toBe(200);
    expect((await callRoute(parentsList, { path: "/api/student/parents", headers: s.headers })).json.data).toEqual([]);
    expect((await callRoute(childrenList, { path: "/api/parent/children", headers: p.headers })).json.data.items).toEqual([]);
    expect((await callRoute(childRoute, { path: `/api/parent/children/${s.id}`, params: { id: s.id }, headers: p.headers })).status).toBe(
      404,
    );
    const twice = await callRoute(removeRoute, {
      method: "DELETE",
      path: `/api/student/parents/${p.id}`,
      params: { id: p.id },
      headers: s.headers,
    });
    expect(twice.status).toBe(404);
  });

  it("un padre no ve a un estudiante con el que no está vinculado (404) ni otro estudiante puede quitar el vínculo ajeno", async () => {
    const s = await student();
    const p = await parent();
    await link(p.headers, (await newCode(s.headers)).code);
    const stranger = await student();
    expect(
      (await callRoute(childRoute, { path: `/api/parent/children/${stranger.id}`, params: { id: stranger.id }, headers: p.headers }))
        .status,
    ).toBe(404);
    expect(
      (
        await callRoute(removeRoute, {
          method: "DELETE",
          path: `/api/student/parents/${p.id}`,
          params: { id: p.id },
          headers: stranger.headers,
        })
      ).status,
    ).toBe(404);
    expect((await callRoute(childrenList, { path: "/api/parent/children", headers: p.headers })).json.data.items).toHaveLength(1);
  });
});

describe("GET /api/parent/children/{id}: what the child chose comes first", () => {
  it("her chosen career first, the places she picked (not the cheapest) first with costs and financing, then alternatives in her region", async () => {
    const db = await getDb();
    // A career taught at several visible institutions, some in one region.
    const rows = await db
      .select({
        careerId: offerings.careerId,
        institutionId: offerings.institutionId,
        regionId: offerings.regionId,
        cost: offerings.costMinCents,
      })
      .from(offerings)
      .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
      .where(
        and(
          eq(institutions.visible, true),
          isNotNull(offerings.careerId),
          isNotNull(offerings.costMinCents),
          isNotNull(offerings.regionId),
        ),
      );
    const byCareer = new Map<number, typeof rows>();
    for (const r of rows) byCareer.set(r.careerId!, [...(byCareer.get(r.careerId!) ?? []), r]);
    const [careerId, offers] = [...byCareer].find(([, o]) => new Set(o.map((x) => x.institutionId)).size >= 6)!;
    const sorted = [...offers].sort((a, b) => a.cost! - b.cost!);
    // She picks the two dearest places; another career she rated 5 must come after her decision.
    const picked = [...new Set(sorted.map((o) => o.institutionId))].slice(-2);
    const regionId = sorted[0].regionId!;
    const otherCareer = [...byCareer.keys()].find((id) => id !== careerId)!;

    const s = await student();
    await finishQuickTest(s.headers);
    const processId = (await callRoute(getVocational, { path: "/api/vocational", headers: s.headers })).json.data.process.id;
    const save = (section: string, answers: Record<string, unknown>) =>
      callRoute(putProgress, {
        method: "PUT",
        path: `/api/vocational/progress/${processId}`,
        params: { id: processId },
        body: { data: { section, answers } },
        headers: s.headers,
      });
    const ev = await save("evaluate", { [otherCareer]: 5, [careerId]: 3 });
    expect(ev.status, JSON.stringify(ev.json)).toBe(200);
    expect((await save("institution", { institutionIds: picked })).status).toBe(200);
    expect((await save("career-filter", { regionId })).status).toBe(200);
    expect((await save("decision-time", { careerId, confidence: 4 })).status).toBe(200);

    const p = await parent();
    expect((await link(p.headers, (await newCode(s.headers)).code)).status).toBe(201);
    const detail = await callRoute(childRoute, { path: `/api/parent/children/${s.id}`, params: { id: s.id }, headers: p.headers });
    expect(detail.status).toBe(200);
    const data = detail.json.data;
    expect(data.places.map((x: { id: number }) => x.id).sort()).toEqual([...picked].sort());
    expect(data.region).toMatchObject({ id: regionId });
    const [first, second] = data.shortlist;
    expect(first).toMatchObject({ id: careerId, decided: true });
    expect(first.why[0]).toBe("Es su elección en «Momento de decidir»");
    expect(second.id).toBe(otherCareer);
    const chosen = first.options.filter((o: { chosen: boolean }) => o.chosen);
    expect(chosen.map((o: { institutionId: number }) => o.institutionId).sort()).toEqual([...picked].sort());
    // Her places come before every alternative, whatever they cost; alternatives are her region's first.
    const firstAlternative = first.options.findIndex((o: { chosen: boolean }) => !o.chosen);
    expect(firstAlternative).toBe(2);
    expect(first.options[firstAlternative].inRegion).toBe(true);
    for (const o of first.options) expect(o).toHaveProperty("credit");
  });
});
