import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { and, asc, desc, eq, isNotNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listAlliances, POST as createAlliance } from "@/app/api/admin/alliances/route";
import { DELETE as deleteAlliance, PATCH as patchAlliance } from "@/app/api/admin/alliances/[id]/route";
import { GET as listCareers } from "@/app/api/admin/careers/route";
import { PATCH as patchCareer } from "@/app/api/admin/careers/[id]/route";
import { GET as dashboard } from "@/app/api/admin/dashboard/route";
import { GET as listInstitutions } from "@/app/api/admin/institutions/route";
import { GET as getInstitution, PATCH as patchInstitution } from "@/app/api/admin/institutions/[id]/route";
import { GET as institutionOfferings } from "@/app/api/admin/institutions/[id]/offerings/route";
import { PATCH as patchOffering } from "@/app/api/admin/offerings/[id]/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/admin/users/[id]/route";
import { GET as panelStudents } from "@/app/api/school/panel/students/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as publicProfile } from "@/app/api/institution/[slug]/route";
import { GET as publicList } from "@/app/api/institution/route";
import sitemap from "@/app/sitemap";
import { getDb } from "@/lib/db/client";
import { seedAll } from "@/lib/seed";
import { ensureAdmin } from "@/lib/seed/first-admin";
import { auditLog, careers, institutions, offerings, schools, sessions, users } from "@/lib/db/schema";
import { argon2Options } from "@/lib/config/argon2";
import { createSession } from "@/lib/server/auth/session";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

let ipSeq = 0;
const newIp = () => `10.212.${Math.floor(Math.random() * 250)}.${(++ipSeq % 250) + 1}`;

let admin: { id: string; email: string };
let adminAuth: Record<string, string>;
let studentAuth: Record<string, string>;

// The institutions made here go away with the file: the catalogue tests count the seeded ones.
afterAll(async () => {
  const db = await getDb();
  await db.delete(institutions).where(like(institutions.slug, `prueba-${fileTag}-%`));
});

beforeAll(async () => {
  admin = await insertTestUser({ isAdmin: true, email: `admin-cat-${randomUUID().slice(0, 8)}@example.pe` });
  adminAuth = { authorization: `Bearer ${(await createSession(admin.id)).token}` };
  const student = await insertTestUser();
  studentAuth = { authorization: `Bearer ${(await createSession(student.id)).token}` };
});

const fileTag = randomUUID().slice(0, 8);

/** An institution of this test only (other files read the seeded ones on PostgreSQL, where they share one database). */
async function insertInstitution(name = `Universidad de Prueba ${randomUUID().slice(0, 6)}`) {
  const db = await getDb();
  const slug = `prueba-${fileTag}-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(institutions)
    .values({ slug, name, sourceName: name, kind: "universidad", gestion: "privada", source: "test" })
    .returning({ id: institutions.id, slug: institutions.slug });
  return row;
}

async function auditOf(entity: string, entityId: string | number) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

describe("acceso al back office", () => {
  const routes = [
    ["GET /api/admin/institutions", () => callRoute(listInstitutions, { path: "/api/admin/institutions" })],
    ["GET /api/admin/careers", () => callRoute(listCareers, { path: "/api/admin/careers" })],
    ["GET /api/admin/alliances", () => callRoute(listAlliances, { path: "/api/admin/alliances" })],
    ["GET /api/admin/users", () => callRoute(listUsers, { path: "/api/admin/users" })],
    ["GET /api/admin/dashboard", () => callRoute(dashboard, { path: "/api/admin/dashboard?from=2026-01-01&to=2026-01-31" })],
  ] as const;

  it.each(routes)("%s: 401 sin sesión", async (_name, call) => {
    expect((await call()).status).toBe(401);
  });

  it("403 para un estudiante en listas y cambios; el cambio no ocurre", async () => {
    const inst = await insertInstitution();
    for (const res of [
      await callRoute(listInstitutions, { path: "/api/admin/institutions", headers: studentAuth }),
      await callRoute(listUsers, { path: "/api/admin/users", headers: studentAuth }),
      await callRoute(patchInstitution, {
        method: "PATCH",
        path: `/api/admin/institutions/${inst.id}`,
        params: { id: String(inst.id) },
        body: { sentence: "x" },
        headers: studentAuth,
      }),
      await callRoute(createAlliance, {
        method: "POST",
        path: "/api/admin/alliances",
        body: { nickname: "nope", name: "N", benefit: "B" },
        headers: studentAuth,
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("forbidden");
    }
    const db = await getDb();
    const [row] = await db.select({ sentence: institutions.sentence }).from(institutions).where(eq(institutions.id, inst.id));
    expect(row.sentence).toBeNull();
  });

  it("un cambio con cookie de otro sitio se rechaza (403)", async () => {
    const inst = await insertInstitution();
    const { token } = await createSession(admin.id);
    const res = await callRoute(patchInstitution, {
      method: "PATCH",
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      body: { sentence: "x" },
      headers: { cookie: `rumbo_session=${token}`, origin: "https://malicioso.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("instituciones", () => {
  it("lista paginada con búsqueda y orden", async () => {
    const tag = randomUUID().slice(0, 6);
    for (const letter of ["C", "A", "B"]) await insertInstitution(`Zeta ${tag} ${letter}`);
    const res = await callRoute(listInstitutions, {
      path: `/api/admin/institutions?search=${tag}&sort=-name&perPage=2`,
      headers: adminAuth,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ total: 3, page: 1, perPage: 2, pages: 2 });
    expect(res.json.data.items.map((i: { name: string }) => i.name)).toEqual([`Zeta ${tag} C`, `Zeta ${tag} B`]);
    const second = await callRoute(listInstitutions, {
      path: `/api/admin/institutions?search=${tag}&sort=-name&perPage=2&page=2`,
      headers: adminAuth,
    });
    expect(second.json.data.items.map((i: { name: string }) => i.name)).toEqual([`Zeta ${tag} A`]);
    const bad = await callRoute(listInstitutions, { path: "/api/admin/institutions?sort=password", headers: adminAuth });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.sort[0]).toMatch(/Ordena por/);
  });

  it("PATCH valida cada campo con mensajes en español", async () => {
    const inst = await insertInstitution();
    const res = await callRoute(patchInstitution, {
      method: "PATCH",
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      body: { logo: "javascript:alert(1)", website: "no es web", contactEmail: "mal", sentence: "x".repeat(301) },
      headers: adminAuth,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.errors).sort()).toEqual(["contactEmail", "logo", "sentence", "website"]);
    expect(res.json.errors.logo[0]).toMatch(/https/);
    const http = await callRoute(patchInstitution, {
      method: "PATCH",
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      body: { logo: "http://x.pe/l.png" },
      headers: adminAuth,
    });
    expect(http.status).toBe(400);
    const empty = await callRoute(patchInstitution, {
      method: "PATCH",
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      body: {},
      headers: adminAuth,
    });
    expect(empty.status).toBe(400);
    const missing = await callRoute(patchInstitution, {
      method: "PATCH",
      path: "/api/admin/institutions/2147483000",
      params: { id: "2147483000" },
      body: { sentence: "x" },
      headers: adminAuth,
    });
    expect(missing.status).toBe(404);
  });

  it("PATCH guarda, anota los campos editados y el historial, y el perfil público lo muestra al instante", async () => {
    const inst = await insertInstitution();
    const body = {
      sentence: "La mejor <b>opción</b> del sur",
      logo: "/logos/prueba.svg",
      contactEmail: "Admision@Prueba.edu.pe",
      contactPhone: "+51 987 654 321",
    };
    const res = await callRoute(patchInstitution, {
      method: "PATCH",
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      body,
      headers: adminAuth,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      sentence: body.sentence,
      logo: "/logos/prueba.svg",
      contactEmail: "admision@prueba.edu.pe",
      editedFields: ["sentence", "logo", "contactEmail", "contactPhone"],
    });
    const pub = await callRoute(publicProfile, { path: `/api/institution/${inst.slug}`, params: { slug: inst.slug } });
    expect(pub.json.data.sentence).toBe(body.sentence);
    const [entry] = await auditOf("institution", inst.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "update",
      before: { sentence: null },
      after: { sentence: body.sentence },
    });
    // A second edit appends without repeating; an unchanged value writes no audit entry.
    await callRoute(patchInstitution, {
      method: "PATCH",
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      body: { website: "https://prueba.edu.pe" },
      headers: adminAuth,
    });
    await callRoute(patchInstitution, {
      method: "PATCH",
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      body: { website: "https://prueba.edu.pe" },
      headers: adminAuth,
    });
    const got = await callRoute(getInstitution, {
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      headers: adminAuth,
    });
    expect(got.json.data.editedFields).toEqual(["sentence", "logo", "contactEmail", "contactPhone", "website"]);
    expect(await auditOf("institution", inst.id)).toHaveLength(2);
  });

  it("una institución oculta desaparece del perfil (404), la búsqueda y el sitemap; el back office la sigue viendo", async () => {
    const name = `Oculta ${randomUUID().slice(0, 6)}`;
    const inst = await insertInstitution(name);
    const before = await callRoute(publicList, { path: `/api/institution?search=${encodeURIComponent(name)}` });
    expect(before.json.data.total).toBe(1);
    const res = await callRoute(patchInstitution, {
      method: "PATCH",
      path: `/api/admin/institutions/${inst.id}`,
      params: { id: String(inst.id) },
      body: { visible: false },
      headers: adminAuth,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.visible).toBe(false);
    expect((await callRoute(publicProfile, { path: `/api/institution/${inst.slug}`, params: { slug: inst.slug } })).status).toBe(404);
    const after = await callRoute(publicList, { path: `/api/institution?search=${encodeURIComponent(name)}` });
    expect(after.json.data.total).toBe(0);
    const urls = (await sitemap()).map((e) => e.url);
    expect(urls.some((u) => u.endsWith(`/${inst.slug}`))).toBe(false);
    const admin = await callRoute(listInstitutions, {
      path: `/api/admin/institutions?search=${encodeURIComponent(name)}`,
      headers: adminAuth,
    });
    expect(admin.json.data.items[0]).toMatchObject({ id: inst.id, visible: false });
    const [entry] = await auditOf("institution", inst.id);
    expect(entry).toMatchObject({ before: { visible: true }, after: { visible: false } });
  });
});

describe("carreras y cifras de las ofertas", () => {
  it("lista de carreras con búsqueda y orden; PATCH valida", async () => {
    const res = await callRoute(listCareers, { path: "/api/admin/careers?search=medicina&sort=name", headers: adminAuth });
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBeGreaterThan(0);
    for (const item of res.json.data.items) expect(item.name.toLowerCase()).toContain("medicina");
    const bad = await callRoute(patchCareer, {
      method: "PATCH",
      path: "/api/admin/careers/1",
      params: { id: "1" },
      body: { description: "x".repeat(2001) },
      headers: adminAuth,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.description[0]).toMatch(/2000/);
  });

  it("una cifra sin fuente o sin año se rechaza; con ambas se guarda en sources", async () => {
    const db = await getDb();
    const [offering] = await db
      .select({ id: offerings.id, institutionId: offerings.institutionId })
      .from(offerings)
      .orderBy(desc(offerings.id))
      .limit(1);
    const path = `/api/admin/offerings/${offering.id}`;
    const params = { id: String(offering.id) };
    const noSource = await callRoute(patchOffering, {
      method: "PATCH",
      path,
      params,
      body: { cost: { minCents: 50000, maxCents: 60000 } },
      headers: adminAuth,
    });
    expect(noSource.status).toBe(400);
    expect(Object.keys(noSource.json.errors).sort()).toEqual(["cost.source", "cost.year"]);
    const reversed = await callRoute(patchOffering, {
      method: "PATCH",
      path,
      params,
      body: { cost: { minCents: 60000, maxCents: 50000, source: "Web", year: 2025 } },
      headers: adminAuth,
    });
    expect(reversed.json.errors["cost.maxCents"]).toBeDefined();
    const list = await callRoute(institutionOfferings, {
      path: `/api/admin/institutions/${offering.institutionId}/offerings`,
      params: { id: String(offering.institutionId) },
      headers: adminAuth,
    });
    expect(list.json.data.some((o: { id: number }) => o.id === offering.id)).toBe(true);
  });
});

describe("el seed respeta lo editado", () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "rumbo-admincat-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("al reimportar conserva los campos editados (institución, carrera, cifra con su fuente) y restaura los demás", async () => {
    const db = await getDb();
    const [inst] = await db
      .select({ id: institutions.id, website: institutions.website, province: institutions.province })
      .from(institutions)
      .where(and(eq(institutions.kind, "universidad"), isNotNull(institutions.province)))
      .orderBy(asc(institutions.id))
      .offset(5)
      .limit(1);
    const [career] = await db
      .select({ id: careers.id, onetOccupation: careers.onetOccupation })
      .from(careers)
      .orderBy(desc(careers.id))
      .limit(1);
    const [offering] = await db
      .select({ id: offerings.id, costMinCents: offerings.costMinCents, sources: offerings.sources })
      .from(offerings)
      .orderBy(desc(offerings.id))
      .limit(1);

    const website = `https://editado-${randomUUID().slice(0, 6)}.edu.pe`;
    expect(
      (
        await callRoute(patchInstitution, {
          method: "PATCH",
          path: `/api/admin/institutions/${inst.id}`,
          params: { id: String(inst.id) },
          body: { website },
          headers: adminAuth,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callRoute(patchCareer, {
          method: "PATCH",
          path: `/api/admin/careers/${career.id}`,
          params: { id: String(career.id) },
          body: { onetOccupation: "Ocupación editada" },
          headers: adminAuth,
        })
      ).status,
    ).toBe(200);
    const cost = { minCents: 123400, maxCents: 150000, source: "Web de la universidad", year: 2026 };
    const patched = await callRoute(patchOffering, {
      method: "PATCH",
      path: `/api/admin/offerings/${offering.id}`,
      params: { id: String(offering.id) },
      body: { cost },
      headers: adminAuth,
    });
    expect(patched.status).toBe(200);
    expect(patched.json.data).toMatchObject({
      costMinCents: 123400,
      costMaxCents: 150000,
      sources: { cost: { source: cost.source, year: 2026 } },
    });
    expect(patched.json.data.editedFields).toEqual(expect.arrayContaining(["costMinCents", "costMaxCents", "cost"]));
    const [offeringAudit] = await auditOf("offering", offering.id);
    expect(offeringAudit.after).toMatchObject({ costMinCents: 123400 });
    // A column nobody edited, changed behind the back office's back: the seed restores it.
    await db.update(institutions).set({ province: "Provincia cambiada" }).where(eq(institutions.id, inst.id));

    await seedAll(db, { log: () => {}, force: true, reportDir: tmp });

    const [instAfter] = await db
      .select({ website: institutions.website, province: institutions.province })
      .from(institutions)
      .where(eq(institutions.id, inst.id));
    expect(instAfter).toEqual({ website, province: inst.province });
    const [careerAfter] = await db.select({ onetOccupation: careers.onetOccupation }).from(careers).where(eq(careers.id, career.id));
    expect(careerAfter.onetOccupation).toBe("Ocupación editada");
    const [offeringAfter] = await db
      .select({ costMinCents: offerings.costMinCents, sources: offerings.sources })
      .from(offerings)
      .where(eq(offerings.id, offering.id));
    expect(offeringAfter.costMinCents).toBe(123400);
    expect(offeringAfter.sources.cost).toEqual({ source: cost.source, year: 2026 });

    // Put the shared catalogue back as the seed has it (other test files read these rows).
    await db.update(institutions).set({ website: inst.website, editedFields: [] }).where(eq(institutions.id, inst.id));
    await db.update(careers).set({ onetOccupation: career.onetOccupation, editedFields: [] }).where(eq(careers.id, career.id));
    await db
      .update(offerings)
      .set({ costMinCents: offering.costMinCents, sources: offering.sources, editedFields: [] })
      .where(eq(offerings.id, offering.id));
  }, 120_000);
});

describe("alianzas", () => {
  it("crea (201), rechaza un apodo repetido con 409 en el campo, edita, lista y borra con historial", async () => {
    const nickname = `alianza-${randomUUID().slice(0, 6)}`;
    const body = {
      nickname,
      name: "Colegio Aliado",
      benefit: "Un mes del plan autoguiado",
      benefitPlanSlug: "autoguiado",
      benefitDays: 30,
    };
    const created = await callRoute(createAlliance, { method: "POST", path: "/api/admin/alliances", body, headers: adminAuth });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ ...body, active: true, institutionId: null, members: 0 });
    const id = created.json.data.id as number;
    const again = await callRoute(createAlliance, {
      method: "POST",
      path: "/api/admin/alliances",
      body: { ...body, nickname: nickname.toUpperCase() },
      headers: adminAuth,
    });
    expect(again.status).toBe(409);
    expect(again.json.errors.nickname[0]).toMatch(/apodo/);
    const invalid = await callRoute(createAlliance, {
      method: "POST",
      path: "/api/admin/alliances",
      body: { nickname: "con espacio", name: "", benefit: "x", logo: "https://otro.sitio/logo.png" },
      headers: adminAuth,
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.errors).sort()).toEqual(["logo", "name", "nickname"]);
    const patched = await callRoute(patchAlliance, {
      method: "PATCH",
      path: `/api/admin/alliances/${id}`,
      params: { id: String(id) },
      body: { active: false, benefit: "Dos meses" },
      headers: adminAuth,
    });
    expect(patched.status).toBe(200);
    expect(patched.json.data).toMatchObject({ active: false, benefit: "Dos meses" });
    const listed = await callRoute(listAlliances, { path: `/api/admin/alliances?search=${nickname}`, headers: adminAuth });
    expect(listed.json.data.items.map((a: { id: number }) => a.id)).toEqual([id]);
    const removed = await callRoute(deleteAlliance, {
      method: "DELETE",
      path: `/api/admin/alliances/${id}`,
      params: { id: String(id) },
      headers: adminAuth,
    });
    expect(removed.status).toBe(200);
    expect((await auditOf("alliance", id)).map((e) => e.action)).toEqual(["delete", "update", "create"]);
  });
});

describe("usuarios", () => {
  async function userWithPassword(password: string) {
    const db = await getDb();
    const u = await insertTestUser({ email: `cuenta-${randomUUID().slice(0, 8)}@example.pe` });
    await db
      .update(users)
      .set({ passwordHash: await hash(password, argon2Options) })
      .where(eq(users.id, u.id));
    return u;
  }

  it("busca por correo, nunca devuelve hashes, y ordena por fecha de creación", async () => {
    const u = await userWithPassword("secreto1");
    const res = await callRoute(listUsers, { path: `/api/admin/users?search=${u.email}`, headers: adminAuth });
    expect(res.status).toBe(200);
    expect(res.json.data.items).toHaveLength(1);
    expect(res.json.data.items[0]).toMatchObject({ id: u.id, hasPassword: true, active: true, isAdmin: false });
    expect(res.text).not.toMatch(/argon2|passwordHash/);
    const sorted = await callRoute(listUsers, { path: "/api/admin/users?sort=-createdAt&perPage=5", headers: adminAuth });
    const dates = sorted.json.data.items.map((i: { createdAt: string }) => i.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("desactivar cierra sus sesiones y el inicio de sesión se rechaza con un mensaje claro; reactivar lo permite", async () => {
    const password = "secreto1";
    const u = await userWithPassword(password);
    const { token } = await createSession(u.id);
    const res = await callRoute(patchUser, {
      method: "PATCH",
      path: `/api/admin/users/${u.id}`,
      params: { id: u.id },
      body: { active: false },
      headers: adminAuth,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.active).toBe(false);
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    const old = await callRoute(listUsers, { path: "/api/admin/users", headers: { authorization: `Bearer ${token}` } });
    expect(old.status).toBe(401);
    const ip = newIp();
    const refused = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: u.email, password, role: "user" },
      headers: { "x-forwarded-for": ip },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/desactivada/);
    const wrong = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: u.email, password: "otra-clave", role: "user" },
      headers: { "x-forwarded-for": ip },
    });
    expect(wrong.status).toBe(401);
    await callRoute(patchUser, {
      method: "PATCH",
      path: `/api/admin/users/${u.id}`,
      params: { id: u.id },
      body: { active: true },
      headers: adminAuth,
    });
    const ok = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: u.email, password, role: "user" },
      headers: { "x-forwarded-for": ip },
    });
    expect(ok.status).toBe(200);
    expect((await auditOf("user", u.id)).map((e) => e.action)).toEqual(["reactivate", "deactivate"]);
  });

  it("hacer administrador; nadie se quita a sí mismo el rol ni se desactiva", async () => {
    const u = await userWithPassword("secreto1");
    const made = await callRoute(patchUser, {
      method: "PATCH",
      path: `/api/admin/users/${u.id}`,
      params: { id: u.id },
      body: { isAdmin: true },
      headers: adminAuth,
    });
    expect(made.json.data.isAdmin).toBe(true);
    const self = await callRoute(patchUser, {
      method: "PATCH",
      path: `/api/admin/users/${admin.id}`,
      params: { id: admin.id },
      body: { isAdmin: false },
      headers: adminAuth,
    });
    expect(self.status).toBe(403);
    expect(self.json.errors.isAdmin[0]).toMatch(/ti mismo/);
    const selfOff = await callRoute(patchUser, {
      method: "PATCH",
      path: `/api/admin/users/${admin.id}`,
      params: { id: admin.id },
      body: { active: false },
      headers: adminAuth,
    });
    expect(selfOff.status).toBe(403);
    const got = await callRoute(getUser, { path: `/api/admin/users/${admin.id}`, params: { id: admin.id }, headers: adminAuth });
    expect(got.json.data).toMatchObject({ isAdmin: true, active: true });
  });
});

describe("orientadores de colegio desde usuarios", () => {
  it("hacer orientador de un colegio abre su panel y cierra las sesiones; quitar el rol lo cierra; un colegio que no existe es un error en el campo", async () => {
    const db = await getDb();
    const [school] = await db.select({ id: schools.id, name: schools.name }).from(schools).orderBy(asc(schools.id)).limit(1);
    const u = await insertTestUser();
    const patch = (body: unknown) =>
      callRoute(patchUser, { method: "PATCH", path: `/api/admin/users/${u.id}`, params: { id: u.id }, body, headers: adminAuth });
    const panel = async () => {
      const { token } = await createSession(u.id);
      return callRoute(panelStudents, { path: "/api/school/panel/students", headers: { authorization: `Bearer ${token}` } });
    };

    expect((await panel()).status).toBe(403);
    const made = await patch({ counsellorSchoolId: school.id });
    expect(made.status).toBe(200);
    expect(made.json.data).toMatchObject({ role: "school", schoolId: school.id, schoolName: school.name });
    const [left] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, u.id));
    expect(left).toBeUndefined();
    const opened = await panel();
    expect(opened.status).toBe(200);
    expect(opened.json.data).toMatchObject({ page: 1 });

    const removed = await patch({ counsellorSchoolId: null });
    expect(removed.json.data).toMatchObject({ role: "user", schoolId: null });
    expect((await panel()).status).toBe(403);

    const unknown = await patch({ counsellorSchoolId: 2_000_000_000 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.counsellorSchoolId[0]).toBe("Elige un colegio de la lista.");
    expect((await auditOf("user", u.id)).map((e) => e.action)).toEqual(["remove-counsellor", "make-counsellor"]);
  });
});

describe("primer administrador y resumen", () => {
  it("ensureAdmin crea la cuenta, y con otra contraseña la cambia y cierra sus sesiones", async () => {
    const db = await getDb();
    const email = `primer-${randomUUID().slice(0, 8)}@example.pe`;
    expect(await ensureAdmin(db, email.toUpperCase(), "Clave-Inicial1")).toBe("created");
    expect(await ensureAdmin(db, email, "Clave-Inicial1")).toBe("unchanged");
    const [row] = await db.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.email, email));
    expect(row.isAdmin).toBe(true);
    await createSession(row.id);
    expect(await ensureAdmin(db, email, "Clave-Nueva2")).toBe("password-reset");
    expect(await db.select().from(sessions).where(eq(sessions.userId, row.id))).toHaveLength(0);
    const ok = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: email, password: "Clave-Nueva2", role: "user" },
      headers: { "x-forwarded-for": newIp() },
    });
    expect(ok.status).toBe(200);
    await expect(ensureAdmin(db, email, "corta")).rejects.toThrow(/al menos 6/);
  });

  it("el resumen cuenta por día de Lima (registros de hoy incluidos)", async () => {
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    await insertTestUser();
    const res = await callRoute(dashboard, {
      path: `/api/admin/dashboard?from=${today}&to=${today}`,
      headers: { ...adminAuth, origin: testOrigin },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.daily).toHaveLength(1);
    expect(res.json.data.totals.registrations).toBeGreaterThan(0);
    expect(res.json.data.totals).toHaveProperty("revenueCents");
    const bad = await callRoute(dashboard, { path: "/api/admin/dashboard?from=2026-02-01&to=2026-01-01", headers: adminAuth });
    expect(bad.status).toBe(400);
  });
});
