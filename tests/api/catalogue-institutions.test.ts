import { describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/institution/route";
import { GET as profile } from "@/app/api/institution/[slug]/route";
import { GET as location } from "@/app/api/institution/[slug]/location/route";
import { GET as careersOf } from "@/app/api/institution/[slug]/career/route";
import { GET as careerAt } from "@/app/api/institution/[slug]/career/[career]/route";
import { GET as byId } from "@/app/api/institution/id/[id]/route";
import { GET as legacyCareer } from "@/app/institution/v1/[slug]/career/[career]/route";
import { GET as savedList, POST as saveMany } from "@/app/api/student/institutions/route";
import { DELETE as unsave } from "@/app/api/student/institutions/[id]/route";
import { GET as enrolList, POST as enrolPost } from "@/app/api/student/enroll/route";
import { createSession } from "@/lib/server/auth/session";
import { clearSearchCache } from "@/lib/server/catalogue/search-cache";
import { getDb } from "@/lib/db/client";
import { institutions } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

const SAN_MARCOS = "universidad-nacional-mayor-de-san-marcos";

async function bearer() {
  const { id } = await insertTestUser();
  const { token } = await createSession(id, "vitest");
  return { Authorization: `Bearer ${token}` };
}

describe("GET /api/institution", () => {
  it("encuentra San Marcos escribiendo «san marcos», «SAN MARCOS», «UNMSM» o con tildes", async () => {
    for (const search of ["san marcos", "SAN MARCOS", "UNMSM", "unmsm", "Sán Márcos"]) {
      const res = await callRoute(list, { path: `/api/institution?search=${encodeURIComponent(search)}` });
      expect(res.status).toBe(200);
      expect(res.json.data.items[0]).toMatchObject({
        name: "Universidad Nacional Mayor de San Marcos",
        username: SAN_MARCOS,
        type: "universidad",
        gestion: "publica",
        checked: false,
        logo: null,
        licence: { status: "licenciada", dataCut: "2022-08-17" },
      });
    }
  });

  it("responde con el total y los campos de la institución del spec", async () => {
    const res = await callRoute(list, { path: "/api/institution?perPage=5" });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ total: 1160, page: 1, perPage: 5, pages: 232 });
    expect(res.json.data.items).toHaveLength(5);
    for (const key of ["id", "name", "type", "logo", "username", "sentence", "checked"]) expect(res.json.data.items[0]).toHaveProperty(key);
  });

  it("filtra por tipo, gestión, región, carrera y licenciamiento", async () => {
    const universities = await callRoute(list, { path: "/api/institution?type=universidad&perPage=50" });
    expect(universities.json.data.total).toBe(145);
    expect(universities.json.data.items.every((i: { type: string }) => i.type === "universidad")).toBe(true);

    const institutes = await callRoute(list, { path: "/api/institution?type=instituto&licence=sin-dato&perPage=1" });
    // 917 from the 2015–16 export and 98 that only PRONABEC's 2026 list has.
    expect(institutes.json.data.total).toBe(1015);
    expect(institutes.json.data.items[0].licence).toMatchObject({ status: null, label: "Licenciamiento: sin dato" });

    // 48 at the 2022 cut, minus the four SUNEDU licensed afterwards, minus the one PRONABEC lists as eligible in 2026.
    const denied = await callRoute(list, { path: "/api/institution?licence=denegada&perPage=50" });
    expect(denied.json.data.total).toBe(43);
    const eligible = await callRoute(list, { path: "/api/institution?beca18=1&perPage=1" });
    expect(eligible.json.data.total).toBeGreaterThan(250);
    expect(eligible.json.data.items[0].beca18).toMatchObject({ eligible: true });
    const badFilter = await callRoute(list, { path: "/api/institution?beca18=si" });
    expect(badFilter.status).toBe(400);

    const publicInCusco = await callRoute(list, { path: "/api/institution?gestion=publica&region=cusco&perPage=50" });
    expect(publicInCusco.json.data.total).toBeGreaterThan(0);
    expect(
      publicInCusco.json.data.items.every(
        (i: { gestion: string; region: { slug: string } }) => i.gestion === "publica" && i.region.slug === "cusco",
      ),
    ).toBe(true);

    const medicine = await callRoute(list, { path: "/api/institution?career=medicina-humana&perPage=50" });
    expect(medicine.json.data.total).toBeGreaterThan(10);
    expect(medicine.json.data.items.map((i: { username: string }) => i.username)).toContain(SAN_MARCOS);
  });

  it("ordena por nombre en ambos sentidos", async () => {
    const asc = await callRoute(list, { path: "/api/institution?type=universidad&sort=nombre&perPage=3" });
    const desc = await callRoute(list, { path: "/api/institution?type=universidad&sort=-nombre&perPage=3" });
    const names = asc.json.data.items.map((i: { name: string }) => i.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "es"))).toEqual(names);
    expect(desc.json.data.items[0].name.localeCompare(asc.json.data.items[0].name, "es")).toBeGreaterThan(0);
  });

  it("pagina sin repetir y más allá del final devuelve una lista vacía con el total", async () => {
    const p1 = await callRoute(list, { path: "/api/institution?type=universidad&perPage=50&page=1" });
    const p3 = await callRoute(list, { path: "/api/institution?type=universidad&perPage=50&page=3" });
    expect(p3.json.data.items).toHaveLength(45);
    const ids = new Set(p1.json.data.items.map((i: { id: number }) => i.id));
    expect(p3.json.data.items.some((i: { id: number }) => ids.has(i.id))).toBe(false);
    const beyond = await callRoute(list, { path: "/api/institution?type=universidad&perPage=50&page=4" });
    expect(beyond.json.data).toMatchObject({ items: [], total: 145 });
  });

  it("límites de página inválidos responden 400 con el error en el campo", async () => {
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=-1", "page"],
      ["page=abc", "page"],
      ["perPage=51", "perPage"],
      ["perPage=0", "perPage"],
      ["page=1.5", "page"],
      ["type=colegio", "type"],
      ["sort=DROP", "sort"],
      ["region=../../etc", "region"],
    ] as const) {
      const res = await callRoute(list, { path: `/api/institution?${query}` });
      expect(res.status, query).toBe(400);
      expect(res.json.code).toBe("validation");
      expect(res.json.errors[field], query).toBeDefined();
    }
  });

  it("consultas hostiles responden 4xx o una lista, nunca 500", async () => {
    const hostile = [
      "%",
      "_",
      "\\",
      "' OR 1=1 --",
      "'; DROP TABLE institutions; --",
      "%00",
      "\u0000",
      "a".repeat(101),
      "<script>alert(1)</script>",
      "😀🎓",
      "%%%%",
    ];
    for (const search of hostile) {
      const res = await callRoute(list, { path: `/api/institution?search=${encodeURIComponent(search)}` });
      expect(res.status, JSON.stringify(search)).toBeLessThan(500);
      if (res.status === 200) expect(Array.isArray(res.json.data.items)).toBe(true);
    }
    for (const raw of ["%ED%A0%80", "%E0%A4%A", "%FF%FE", "%C0%AF"]) {
      const res = await callRoute(list, { path: `/api/institution?search=${raw}` });
      expect(res.status, raw).toBeLessThan(500);
    }
    const repeated = await callRoute(list, { path: "/api/institution?search=a&search=b" });
    expect(repeated.status).toBe(400);
    const wildcard = await callRoute(list, { path: `/api/institution?search=${encodeURIComponent("%_%")}` });
    expect(wildcard.json.data.total).toBe(0);
  });

  it("con un token, `checked` dice si el estudiante la guardó", async () => {
    const headers = await bearer();
    const found = await callRoute(list, { path: "/api/institution?search=UNMSM", headers });
    const id = found.json.data.items[0].id;
    expect(found.json.data.items[0].checked).toBe(false);

    const saved = await callRoute(saveMany, { method: "POST", path: "/api/student/institutions", headers, body: { institutionIds: [id] } });
    expect(saved.status).toBe(200);
    expect(saved.json.data.map((i: { id: number }) => i.id)).toEqual([id]);

    const after = await callRoute(list, { path: "/api/institution?search=UNMSM", headers });
    expect(after.json.data.items[0].checked).toBe(true);
    const anonymous = await callRoute(list, { path: "/api/institution?search=UNMSM" });
    expect(anonymous.json.data.items[0].checked).toBe(false);

    const removed = await callRoute(unsave, {
      method: "DELETE",
      path: `/api/student/institutions/${id}`,
      headers,
      params: { id: String(id) },
    });
    expect(removed.json.data).toEqual([]);
    const listed = await callRoute(savedList, { path: "/api/student/institutions", headers });
    expect(listed.json.data).toEqual([]);
  });

  it("la página se guarda en memoria para todos, pero `checked` es de cada estudiante", async () => {
    clearSearchCache();
    const db = await getDb();
    const [before] = await db.select({ sentence: institutions.sentence }).from(institutions).where(eq(institutions.slug, SAN_MARCOS));
    const first = await callRoute(list, { path: "/api/institution?search=San%20Marcos" });
    try {
      // A change in the database is not seen while the page is cached ("SAN MARCOS" is the same key)…
      await db.update(institutions).set({ sentence: "Frase cambiada en la prueba" }).where(eq(institutions.slug, SAN_MARCOS));
      const cached = await callRoute(list, { path: "/api/institution?search=SAN%20MARCOS" });
      expect(cached.json.data.items[0].sentence).toBe(first.json.data.items[0].sentence);
      // …and is once the cache is emptied (the seed's restart, or the time-to-live).
      clearSearchCache();
      const fresh = await callRoute(list, { path: "/api/institution?search=san%20marcos" });
      expect(fresh.json.data.items[0].sentence).toBe("Frase cambiada en la prueba");
    } finally {
      await db.update(institutions).set({ sentence: before.sentence }).where(eq(institutions.slug, SAN_MARCOS));
      clearSearchCache();
    }

    const ana = await bearer();
    const beto = await bearer();
    const page = await callRoute(list, { path: "/api/institution?search=san%20marcos", headers: ana });
    const id = page.json.data.items[0].id;
    await callRoute(saveMany, { method: "POST", path: "/api/student/institutions", headers: ana, body: { institutionIds: [id] } });
    const forAna = await callRoute(list, { path: "/api/institution?search=san%20marcos", headers: ana });
    const forBeto = await callRoute(list, { path: "/api/institution?search=san%20marcos", headers: beto });
    const forVisitor = await callRoute(list, { path: "/api/institution?search=san%20marcos" });
    expect(forAna.json.data.items[0]).toMatchObject({ id, checked: true });
    expect(forBeto.json.data.items[0]).toMatchObject({ id, checked: false });
    expect(forVisitor.json.data.items[0]).toMatchObject({ id, checked: false });
    expect(forAna.json.data.items.slice(1).every((i: { checked: boolean }) => !i.checked)).toBe(true);
  });

  it("la lista guardada exige sesión y rechaza ids inexistentes", async () => {
    const anonymous = await callRoute(savedList, { path: "/api/student/institutions" });
    expect(anonymous.status).toBe(401);
    const headers = await bearer();
    const unknown = await callRoute(saveMany, {
      method: "POST",
      path: "/api/student/institutions",
      headers,
      body: { institutionIds: [99999999] },
    });
    expect(unknown.status).toBe(404);
    const crossSite = await callRoute(saveMany, {
      method: "POST",
      path: "/api/student/institutions",
      headers: { cookie: "rumbo_session=x", origin: "https://evil.example" },
      body: { institutionIds: [1] },
    });
    expect(crossSite.status).toBe(403);
    void testOrigin;
  });
});

describe("perfil, ubicación y carreras", () => {
  it("el perfil trae licencia SUNEDU con fecha de corte y la ubicación", async () => {
    const res = await callRoute(profile, { path: `/api/institution/${SAN_MARCOS}`, params: { slug: SAN_MARCOS } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      username: SAN_MARCOS,
      shortName: "UNMSM",
      licence: { status: "licenciada", dataCut: "2022-08-17" },
    });
    expect(res.json.data.passwordHash).toBeUndefined();

    const loc = await callRoute(location, { path: `/api/institution/${SAN_MARCOS}/location`, params: { slug: SAN_MARCOS } });
    expect(loc.json.data).toMatchObject({
      region: { name: expect.stringMatching(/Lima/) },
      province: expect.any(String),
      district: expect.any(String),
    });

    const byIdRes = await callRoute(byId, { path: `/api/institution/id/${res.json.data.id}`, params: { id: String(res.json.data.id) } });
    expect(byIdRes.json.data.username).toBe(SAN_MARCOS);
  });

  it("sus carreras traen cifras con fuente y año", async () => {
    const res = await callRoute(careersOf, { path: `/api/institution/${SAN_MARCOS}/career`, params: { slug: SAN_MARCOS } });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(20);
    const medicine = res.json.data.find((o: { career: { slug: string } | null }) => o.career?.slug === "medicina-humana");
    expect(medicine).toBeDefined();
    expect(medicine.sources.admissionRate).toMatchObject({ source: expect.stringContaining("Ponte en Carrera"), year: 2016 });
    for (const [figure, source] of Object.entries(medicine.sources as Record<string, { year: number }>)) {
      expect(source.year, figure).toBeGreaterThan(2000);
    }

    const detail = await callRoute(careerAt, {
      path: `/api/institution/${SAN_MARCOS}/career/medicina-humana`,
      params: { slug: SAN_MARCOS, career: "medicina-humana" },
    });
    expect(detail.status).toBe(200);
    expect(detail.json.data.offering.career.slug).toBe("medicina-humana");
    expect(detail.json.data.institution.username).toBe(SAN_MARCOS);

    const legacy = await callRoute(legacyCareer, {
      path: `/institution/v1/${SAN_MARCOS}/career/medicina-humana`,
      params: { slug: SAN_MARCOS, career: "medicina-humana" },
    });
    expect(legacy.json.data.offering.id).toBe(detail.json.data.offering.id);
  });

  it("los costos mensuales atípicos (más de S/ 5,000) llevan una nota", async () => {
    const res = await callRoute(list, { path: "/api/institution?type=universidad&perPage=50&gestion=privada" });
    let flagged = 0;
    for (const inst of res.json.data.items as { username: string }[]) {
      const offerings = await callRoute(careersOf, { path: `/api/institution/${inst.username}/career`, params: { slug: inst.username } });
      for (const o of offerings.json.data as { costMaxCents: number | null; costNote: string | null }[]) {
        expect(o.costNote !== null).toBe(o.costMaxCents !== null && o.costMaxCents > 500_000);
        if (o.costNote) flagged++;
      }
    }
    expect(flagged).toBeGreaterThan(0);
  });

  it("slugs desconocidos o inválidos responden 404", async () => {
    for (const slug of ["no-existe", "UPPER", "a/b", "..", "%00"]) {
      const res = await callRoute(profile, { path: `/api/institution/${encodeURIComponent(slug)}`, params: { slug } });
      expect(res.status, slug).toBe(404);
      expect(res.json.code).toBe("not_found");
    }
    const loc = await callRoute(location, { path: "/api/institution/no-existe/location", params: { slug: "no-existe" } });
    expect(loc.status).toBe(404);
    const careers = await callRoute(careersOf, { path: "/api/institution/no-existe/career", params: { slug: "no-existe" } });
    expect(careers.status).toBe(404);
    const noCareer = await callRoute(careerAt, {
      path: `/api/institution/${SAN_MARCOS}/career/no-existe`,
      params: { slug: SAN_MARCOS, career: "no-existe" },
    });
    expect(noCareer.status).toBe(404);
    for (const id of ["0", "-1", "abc", "99999999", "1e309"]) {
      const res = await callRoute(byId, { path: `/api/institution/id/${id}`, params: { id } });
      expect(res.status, id).toBe(404);
    }
  });
});

describe("/api/student/enroll", () => {
  it("guarda la última intención del estudiante y la lista por institución y carrera", async () => {
    const headers = await bearer();
    const inst = await callRoute(profile, { path: `/api/institution/${SAN_MARCOS}`, params: { slug: SAN_MARCOS } });
    const detail = await callRoute(careerAt, {
      path: `/api/institution/${SAN_MARCOS}/career/medicina-humana`,
      params: { slug: SAN_MARCOS, career: "medicina-humana" },
    });
    const body = { institutionId: inst.json.data.id, careerId: detail.json.data.offering.career.id, action: "interesado" };
    const first = await callRoute(enrolPost, { method: "POST", path: "/api/student/enroll", headers, body });
    expect(first.status).toBe(200);
    await callRoute(enrolPost, { method: "POST", path: "/api/student/enroll", headers, body: { ...body, action: "postulare" } });
    const listed = await callRoute(enrolList, {
      path: `/api/student/enroll?institutionId=${body.institutionId}&careerId=${body.careerId}`,
      headers,
    });
    expect(listed.json.data).toHaveLength(1);
    expect(listed.json.data[0]).toMatchObject({ ...body, action: "postulare" });

    const bad = await callRoute(enrolPost, { method: "POST", path: "/api/student/enroll", headers, body: { ...body, action: "hackear" } });
    expect(bad.status).toBe(400);
    const unknown = await callRoute(enrolPost, {
      method: "POST",
      path: "/api/student/enroll",
      headers,
      body: { ...body, careerId: 999999 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.careerId).toBeDefined();
    const anonymous = await callRoute(enrolPost, { method: "POST", path: "/api/student/enroll", body });
    expect(anonymous.status).toBe(401);
  });
});
