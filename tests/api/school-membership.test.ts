import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as registerV1 } from "@/app/api/auth/register/route";
import { POST as join } from "@/app/api/membership/school/route";
import { POST as verification } from "@/app/api/membership/verification/route";
import { birthYearBounds, schoolMessages } from "@/lib/contracts/school";
import { getDb } from "@/lib/db/client";
import { memberships, schoolCodes, schoolCodeUses, schools, studentPreferences, users } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

let n = 0;
/** Every request from its own address, so that the per-IP limits of the codes do not mix tests. */
const ip = () => `10.17.${Math.floor(++n / 250)}.${n % 250}`;

async function aSchool(offset = 0) {
  const db = await getDb();
  const [school] = await db.select({ id: schools.id, name: schools.name }).from(schools).orderBy(schools.id).offset(offset).limit(1);
  return school;
}

async function aCode(values: { maxUses?: number | null; expiresAt?: Date | null; active?: boolean } = {}) {
  const db = await getDb();
  const school = await aSchool(3);
  const code = `COD${Date.now().toString(36).toUpperCase()}${++n}`;
  const [row] = await db
    .insert(schoolCodes)
    .values({ schoolId: school.id, code, ...values })
    .returning({ id: schoolCodes.id });
  return { school, code, codeId: row.id };
}

async function student() {
  const user = await insertTestUser();
  const { token } = await createSession(user.id);
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}

const body = (schoolId: number, code: string, extra: Record<string, unknown> = {}) => ({
  schoolId,
  grade: "5",
  section: "B",
  email: "otro@example.pe",
  code,
  birthday: { day: 14, month: 3, year: 2009 },
  day: 14,
  month: 3,
  year: 2009,
  ...extra,
});

const verify = (schoolId: number, code: string, headers: Record<string, string> = {}) =>
  callRoute(verification, {
    method: "POST",
    path: "/api/membership/verification",
    body: { schoolId, code },
    headers: { "x-forwarded-for": ip(), ...headers },
  });
const joinAs = (headers: Record<string, string>, payload: unknown) =>
  callRoute(join, { method: "POST", path: "/api/membership/school", body: payload, headers: { "x-forwarded-for": ip(), ...headers } });

async function schoolMemberships(userId: string) {
  const db = await getDb();
  return db
    .select({ planSlug: memberships.planSlug, sourceRef: memberships.sourceRef })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.source, "school")));
}
async function usesOf(codeId: number) {
  const db = await getDb();
  const [row] = await db.select({ uses: schoolCodes.uses }).from(schoolCodes).where(eq(schoolCodes.id, codeId));
  const [{ students }] = await db
    .select({ students: sql<number>`count(*)::int` })
    .from(schoolCodeUses)
    .where(eq(schoolCodeUses.codeId, codeId));
  return { uses: row.uses, students: Number(students) };
}

describe("POST /api/membership/verification", () => {
  it("acepta el código del colegio sin importar mayúsculas y dice de qué colegio es", async () => {
    const { school, code } = await aCode();
    const ok = await verify(school.id, code.toLowerCase());
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ valid: true, schoolId: school.id, schoolName: school.name });
  });

  it("un código equivocado, de otro colegio o desactivado: 400 con el mismo mensaje en el campo código", async () => {
    const { school, code } = await aCode();
    const other = await aSchool(4);
    const off = await aCode({ active: false });
    for (const res of [await verify(school.id, "NOEXISTE"), await verify(other.id, code), await verify(off.school.id, off.code)]) {
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(schoolMessages.invalid);
      expect(res.json.errors.code).toEqual([schoolMessages.invalid]);
    }
  });

  it("un código vencido y uno sin cupos tienen cada uno su mensaje", async () => {
    const expired = await aCode({ expiresAt: new Date(Date.now() - 60_000) });
    const res = await verify(expired.school.id, expired.code);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Este código venció. Pide a tu tutor un código nuevo.");
    const full = await aCode({ maxUses: 1 });
    const first = await student();
    expect((await joinAs(first.headers, body(full.school.id, full.code))).status).toBe(200);
    const again = await verify(full.school.id, full.code);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(schoolMessages.full);
  });

  it("sin colegio o sin código responde 400 con el error en cada campo", async () => {
    const res = await callRoute(verification, {
      method: "POST",
      path: "/api/membership/verification",
      body: { code: "" },
      headers: { "x-forwarded-for": ip() },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.schoolId).toBeDefined();
    expect(res.json.errors.code).toEqual(["Completa el código."]);
  });
});

describe("POST /api/membership/school", () => {
  it("un estudiante con sesión se une: colegio, grado, sección, decisión de compartir, fecha de nacimiento y la membresía del colegio una vez", async () => {
    const { school, code, codeId } = await aCode({ maxUses: 30 });
    const s = await student();
    const res = await joinAs(s.headers, body(school.id, code.toLowerCase(), { shareWithSchool: true }));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id: s.id, email: s.email, schoolId: school.id, haveMembership: true });
    expect(JSON.stringify(res.json.data)).not.toMatch(/password|token/i);
    // The readable cookie is re-issued with the updated user (the navbar and the stores read it).
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("rumbo_user="));
    expect(cookie).toBeDefined();
    const value = JSON.parse(decodeURIComponent(cookie!.split(";")[0].slice("rumbo_user=".length)));
    expect(value).toMatchObject({ schoolId: school.id, haveMembership: true });

    const db = await getDb();
    const [row] = await db
      .select({ grade: users.grade, section: users.section, share: users.shareWithSchool, email: users.email })
      .from(users)
      .where(eq(users.id, s.id));
    expect(row).toEqual({ grade: "5", section: "B", share: true, email: s.email });
    const [prefs] = await db
      .select({ birthday: studentPreferences.birthday })
      .from(studentPreferences)
      .where(eq(studentPreferences.userId, s.id));
    expect(prefs.birthday).toBe("2009-03-14");
    expect(await schoolMemberships(s.id)).toEqual([{ planSlug: "autoguiado", sourceRef: `${codeId}:${s.id}` }]);
    expect(await usesOf(codeId)).toEqual({ uses: 1, students: 1 });
  });

  it("compartir el avance queda apagado si el estudiante no lo marca", async () => {
    const { school, code } = await aCode();
    const s = await student();
    expect((await joinAs(s.headers, body(school.id, code))).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select({ share: users.shareWithSchool }).from(users).where(eq(users.id, s.id));
    expect(row.share).toBe(false);
  });

  it("el mismo estudiante con el mismo código otra vez: 409 con un mensaje claro, una sola membresía y un solo cupo", async () => {
    const { school, code, codeId } = await aCode({ maxUses: 5 });
    const s = await student();
    expect((await joinAs(s.headers, body(school.id, code))).status).toBe(200);
    const again = await joinAs(s.headers, body(school.id, code));
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Ya usaste este código con tu cuenta. No necesitas ingresarlo otra vez.");
    expect(again.json.errors.code).toEqual([schoolMessages.alreadyUsed]);
    const checked = await verify(school.id, code, s.headers);
    expect(checked.status).toBe(409);
    expect(await schoolMemberships(s.id)).toHaveLength(1);
    expect(await usesOf(codeId)).toEqual({ uses: 1, students: 1 });
  });

  it("el mismo estudiante dos veces a la vez: una entra, la otra 409; un solo cupo y una sola membresía", async () => {
    const { school, code, codeId } = await aCode({ maxUses: 5 });
    const s = await student();
    const results = await Promise.all([joinAs(s.headers, body(school.id, code)), joinAs(s.headers, body(school.id, code))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await schoolMemberships(s.id)).toHaveLength(1);
    expect(await usesOf(codeId)).toEqual({ uses: 1, students: 1 });
  });

  it("dos estudiantes compiten por el último cupo: entra uno solo y el otro recibe el mensaje de cupos agotados", async () => {
    const { school, code, codeId } = await aCode({ maxUses: 1 });
    const a = await student();
    const b = await student();
    const results = await Promise.all([joinAs(a.headers, body(school.id, code)), joinAs(b.headers, body(school.id, code))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.json.message).toBe(schoolMessages.full);
    expect(await usesOf(codeId)).toEqual({ uses: 1, students: 1 });
    const granted = [...(await schoolMemberships(a.id)), ...(await schoolMemberships(b.id))];
    expect(granted).toHaveLength(1);
    // The loser keeps no school either.
    const db = await getDb();
    const rows = await db
      .select({ schoolId: users.schoolId })
      .from(users)
      .where(sql`${users.id} in (${a.id}, ${b.id})`);
    expect(rows.filter((r) => r.schoolId !== null)).toHaveLength(1);
  });

  it("cinco estudiantes a la vez por tres cupos: entran tres", async () => {
    const { school, code, codeId } = await aCode({ maxUses: 3 });
    const students = await Promise.all(Array.from({ length: 5 }, () => student()));
    const results = await Promise.all(students.map((s) => joinAs(s.headers, body(school.id, code))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400)).toHaveLength(2);
    expect(await usesOf(codeId)).toEqual({ uses: 3, students: 3 });
  });

  it("un código vencido no se puede usar: 400 y nada cambia", async () => {
    const { school, code, codeId } = await aCode({ expiresAt: new Date(Date.now() - 1000) });
    const s = await student();
    const res = await joinAs(s.headers, body(school.id, code));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(schoolMessages.expired);
    expect(await schoolMemberships(s.id)).toHaveLength(0);
    expect(await usesOf(codeId)).toEqual({ uses: 0, students: 0 });
  });

  it("sin sesión: 401; grado fuera de 5, 4, 3: 400 en el campo", async () => {
    const { school, code } = await aCode();
    expect((await joinAs({}, body(school.id, code))).status).toBe(401);
    const s = await student();
    const bad = await joinAs(s.headers, body(school.id, code, { grade: "2" }));
    expect(bad.status).toBe(400);
    expect(bad.json.errors.grade).toEqual(["Elige tu grado."]);
  });

  it("un año de nacimiento fuera de los años de un escolar (1990, el año en curso): 400 en el campo, en español, y nada cambia", async () => {
    const { school, code, codeId } = await aCode();
    const s = await student();
    const { min, max } = birthYearBounds();
    const message = `Elige un año de nacimiento entre ${min} y ${max}.`;
    for (const year of [1990, new Date().getFullYear()]) {
      const bad = await joinAs(s.headers, body(school.id, code, { birthday: { day: 14, month: 3, year }, year }));
      expect(bad.status, String(year)).toBe(400);
      expect(bad.json.errors["birthday.year"]).toEqual([message]);
      expect(bad.json.errors.year).toEqual([message]);
    }
    expect(await schoolMemberships(s.id)).toEqual([]);
    expect((await usesOf(codeId)).uses).toBe(0);
    const edge = await joinAs(s.headers, body(school.id, code, { birthday: { day: 1, month: 1, year: min }, year: min }));
    expect(edge.status).toBe(200);
  });

  it("con cookie de sesión desde otro sitio: 403; desde el mismo sitio funciona", async () => {
    const { school, code } = await aCode();
    const s = await student();
    const cross = await joinAs({ cookie: `rumbo_session=${s.token}`, origin: "https://evil.example" }, body(school.id, code));
    expect(cross.status).toBe(403);
    expect(await schoolMemberships(s.id)).toHaveLength(0);
    const same = await joinAs({ cookie: `rumbo_session=${s.token}`, origin: testOrigin }, body(school.id, code));
    expect(same.status).toBe(200);
  });

  it("registrarse en /empezar-colegio con el código también usa un cupo y da la membresía del colegio", async () => {
    const { school, code, codeId } = await aCode({ maxUses: 2 });
    const email = `cole${Date.now()}@example.pe`;
    const res = await callRoute(registerV1, {
      method: "POST",
      path: "/api/auth/register",
      headers: { "x-forwarded-for": ip() },
      body: {
        user: "+51987654321",
        password: "secreto1",
        name: "Kevin",
        surname: "Soto",
        email,
        schoolId: school.id,
        grade: "4",
        code,
        birthday: { day: 3, month: 4, year: 2010 },
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ schoolId: school.id, haveMembership: true });
    expect(await schoolMemberships(res.json.data.user.id)).toHaveLength(1);
    expect(await usesOf(codeId)).toEqual({ uses: 1, students: 1 });
  });
});

describe("límites del código de colegio", () => {
  it("un salón detrás de una sola dirección: doce estudiantes activan el código; diez intentos fallidos seguidos sí bloquean (429)", async () => {
    const { school, code } = await aCode({ maxUses: 40 });
    const classroom = { "x-forwarded-for": "10.99.1.1" };
    for (let i = 0; i < 12; i++) {
      const s = await student();
      expect((await verify(school.id, code, classroom)).status).toBe(200);
      expect((await joinAs({ ...s.headers, ...classroom }, body(school.id, code))).status).toBe(200);
    }
    const guesser = { "x-forwarded-for": "10.99.2.2" };
    for (let i = 0; i < 10; i++) expect((await verify(school.id, `MAL${i}`, guesser)).status).toBe(400);
    const blocked = await verify(school.id, code, guesser);
    expect(blocked.status).toBe(429);
  });
});
