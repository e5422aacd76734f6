import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as inviteRoute } from "@/app/api/admin/counsellors/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as registerV1 } from "@/app/api/auth/register/route";
import { PUT as recoverValidate } from "@/app/api/auth/recover/validate/route";
import { POST as joinRoute } from "@/app/api/membership/school/route";
import { GET as cohortRoute } from "@/app/api/school/panel/cohort/route";
import { GET as codesList, POST as codesRoute } from "@/app/api/school/panel/codes/route";
import { GET as studentRoute } from "@/app/api/school/panel/students/[id]/route";
import { GET as csvRoute } from "@/app/api/school/panel/students.csv/route";
import { GET as studentsRoute } from "@/app/api/school/panel/students/route";
import { PUT as shareRoute } from "@/app/api/student/share-with-school/route";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { familyMessages } from "@/lib/contracts/family";
import { quickInterestItems } from "@/lib/content/vocational";
import { getDb } from "@/lib/db/client";
import { auditLog, outbox, schools, users } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

let n = 0;
const ip = () => `10.31.${Math.floor(++n / 250)}.${n % 250}`;

/** A school of its own for each test: counts stay exact when the suite runs again on the same PostgreSQL. */
async function newSchool() {
  const db = await getDb();
  const code = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
  const [school] = await db
    .insert(schools)
    .values({ code, annex: randomUUID().slice(0, 8), name: `Colegio de prueba ${code}`, level: "Secundaria", source: "test" })
    .returning({ id: schools.id, name: schools.name });
  return school;
}

async function sessionFor(overrides: Parameters<typeof insertTestUser>[0] = {}) {
  const user = await insertTestUser(overrides);
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip() } };
}

const admin = () => sessionFor({ isAdmin: true, name: "Ana", surname: "Admin" });
const counsellorOf = (schoolId: number) => sessionFor({ role: "school", schoolId, name: "Orlando", surname: "Tutor" });

/** A student who joined `schoolId` with a code, sharing or not, in a grade and section. */
const studentOf = (schoolId: number, extra: Parameters<typeof insertTestUser>[0] = {}) =>
  sessionFor({ schoolId, grade: "5", section: "B", shareWithSchool: true, name: "Lucía", surname: `Quispe ${++n}`, ...extra });

/** Answers the quick interests so that the profile is clearly Social then Investigative. */
async function finishQuickTest(headers: Record<string, string>) {
  const processId = (await callRoute(getVocational, { path: "/api/vocational", headers })).json.data.process.id;
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, i.scale === "S" ? 5 : i.scale === "I" ? 4 : 1]));
  const res = await callRoute(putProgress, {
    method: "PUT",
    path: `/api/vocational/progress/${processId}`,
    params: { id: processId },
    body: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
    headers,
  });
  expect(res.json.data.status).toBe("completed");
}

const list = (headers: Record<string, string>, query = "") =>
  callRoute(studentsRoute, { path: `/api/school/panel/students${query}`, headers });

describe("POST /api/admin/counsellors", () => {
  it("el admin invita: 201, cuenta con rol school sin contraseña, correo con enlace único, registro en la auditoría; el enlace fija la contraseña y permite entrar", async () => {
    const a = await admin();
    const school = await newSchool();
    const email = `orientadora-${randomUUID().slice(0, 8)}@example.pe`;
    const res = await callRoute(inviteRoute, {
      method: "POST",
      path: "/api/admin/counsellors",
      body: { schoolId: school.id, name: "Rosa", surname: "Huamán", email },
      headers: a.headers,
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      resent: false,
      counsellor: { email, schoolId: school.id, schoolName: school.name, active: false },
    });
    const db = await getDb();
    const [row] = await db
      .select({ role: users.role, schoolId: users.schoolId, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ role: "school", schoolId: school.id, passwordHash: null });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "counsellor"), eq(auditLog.entityId, res.json.data.counsellor.id)));
    expect(audit).toMatchObject({ action: "invite", actorEmail: a.email });
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
    expect(mail.kind).toBe("counsellor-invitation");
    const token = decodeURIComponent(/\?token=([^\s"&<]+)/.exec(mail.text)![1]);

    const set = await callRoute(recoverValidate, {
      method: "PUT",
      path: "/api/auth/recover/validate",
      body: { token, password: "Orienta-2026!" },
      headers: { "x-forwarded-for": ip() },
    });
    expect(set.status).toBe(200);
    // The invitation activates the account and signs her in: her session user and cookie come back.
    expect(set.json.data).toMatchObject({ changed: true, activated: true, user: { role: "school", schoolId: school.id } });
    expect(set.headers.get("set-cookie") ?? "").toMatch(/=/);
    const again = await callRoute(recoverValidate, {
      method: "PUT",
      path: "/api/auth/recover/validate",
      body: { token, password: "Otra-clave-1" },
      headers: { "x-forwarded-for": ip() },
    });
    expect(again.status).toBe(400);
    const login = await callRoute(loginRoute, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: email, password: "Orienta-2026!" },
      headers: { "x-forwarded-for": ip() },
    });
    expect(login.status).toBe(200);
    expect(login.json.data.user).toMatchObject({ role: "school", schoolId: school.id });
  });

  it("invitar otra vez a quien no activó su cuenta reenvía el enlace (200, resent); un correo de otra cuenta es 409 en el campo", async () => {
    const a = await admin();
    const school = await newSchool();
    const email = `tutor-${randomUUID().slice(0, 8)}@example.pe`;
    const body = { schoolId: school.id, name: "Raúl", surname: "Soto", email };
    expect((await callRoute(inviteRoute, { method: "POST", path: "/api/admin/counsellors", body, headers: a.headers })).status).toBe(201);
    const again = await callRoute(inviteRoute, {
      method: "POST",
      path: "/api/admin/counsellors",
      body: { ...body, email: email.toUpperCase() },
      headers: a.headers,
    });
    expect(again.status).toBe(200);
    expect(again.json.data.resent).toBe(true);
    const db = await getDb();
    expect(await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, email))).toHaveLength(2);

    const student = await insertTestUser();
    const taken = await callRoute(inviteRoute, {
      method: "POST",
      path: "/api/admin/counsellors",
      body: { ...body, email: student.email },
      headers: a.headers,
    });
    expect(taken.status).toBe(409);
    expect(taken.json.errors.email).toEqual([familyMessages.counsellorExists]);
    const otherSchool = await callRoute(inviteRoute, {
      method: "POST",
      path: "/api/admin/counsellors",
      body: { ...body, schoolId: (await newSchool()).id },
      headers: a.headers,
    });
    expect(otherSchool.status).toBe(409);
  });

  it("sin sesión 401, sin ser admin 403, datos incompletos 400 por campo, colegio inexistente 400", async () => {
    const body = { schoolId: (await newSchool()).id, name: "X", surname: "Y", email: `x-${randomUUID().slice(0, 6)}@example.pe` };
    expect(
      (await callRoute(inviteRoute, { method: "POST", path: "/api/admin/counsellors", body, headers: { "x-forwarded-for": ip() } })).status,
    ).toBe(401);
    const s = await sessionFor();
    expect((await callRoute(inviteRoute, { method: "POST", path: "/api/admin/counsellors", body, headers: s.headers })).status).toBe(403);
    const a = await admin();
    const bad = await callRoute(inviteRoute, {
      method: "POST",
      path: "/api/admin/counsellors",
      body: { schoolId: body.schoolId, name: "", surname: "", email: "no" },
      headers: a.headers,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["email", "name", "surname"]);
    const noSchool = await callRoute(inviteRoute, {
      method: "POST",
      path: "/api/admin/counsellors",
      body: { ...body, schoolId: 2_000_000_000 },
      headers: a.headers,
    });
    expect(noSchool.status).toBe(400);
    expect(noSchool.json.errors.schoolId).toEqual([familyMessages.unknownSchool]);
  });
});

describe("GET /api/school/panel/students", () => {
  it("solo los estudiantes del colegio que aceptan compartir, con avance, código Holland, 3 carreras y última actividad; nunca correo, teléfono ni contraseña", async () => {
    const school = await newSchool();
    const counsellor = await counsellorOf(school.id);
    const finished = await studentOf(school.id, { name: "Valeria" });
    await finishQuickTest(finished.headers);
    const idle = await studentOf(school.id, { grade: "4", section: "A", name: "Mateo" });
    const private_ = await studentOf(school.id, { shareWithSchool: false, name: "Oculta" });
    const other = await studentOf((await newSchool()).id, { name: "Otro" });

    const res = await list(counsellor.headers, "?perPage=100");
    expect(res.status).toBe(200);
    const ids = res.json.data.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([finished.id, idle.id]));
    expect(ids).not.toContain(private_.id);
    expect(ids).not.toContain(other.id);
    expect(res.json.data).toMatchObject({ total: ids.length, page: 1, perPage: 100, pages: 1 });
    const row = res.json.data.items.find((i: { id: string }) => i.id === finished.id);
    expect(Object.keys(row).sort()).toEqual([
      "grade",
      "hollandCode",
      "id",
      "lastActiveAt",
      "name",
      "progress",
      "section",
      "surname",
      "topCareers",
    ]);
    expect(row).toMatchObject({ name: "Valeria", grade: "5", section: "B", progress: { started: true, finished: true } });
    expect(row.hollandCode).toMatch(/^S/);
    expect(row.topCareers).toHaveLength(3);
    expect(row.lastActiveAt).toEqual(expect.any(String));
    expect(res.json.data.items.find((i: { id: string }) => i.id === idle.id)).toMatchObject({
      progress: { started: false, finished: false, sectionsDone: 0 },
      hollandCode: null,
      topCareers: [],
    });
    const text = JSON.stringify(res.json);
    expect(text).not.toContain(finished.email);
    expect(text).not.toMatch(/987654321|password|phone|email/i);
  });

  it("busca por nombre y filtra por grado y sección", async () => {
    const school = await newSchool();
    const counsellor = await counsellorOf(school.id);
    const a = await studentOf(school.id, { name: "Ximena", grade: "5", section: "A" });
    const b = await studentOf(school.id, { name: "Bruno", grade: "4", section: "c" });
    expect((await list(counsellor.headers, "?search=xime")).json.data.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    expect((await list(counsellor.headers, "?grade=4")).json.data.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect((await list(counsellor.headers, "?grade=4&section=C")).json.data.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect((await list(counsellor.headers, "?grade=5&section=C")).json.data.items).toEqual([]);
    expect((await list(counsellor.headers, "?grade=9")).status).toBe(400);
  });

  it("retirar el consentimiento lo saca del panel al instante (lista, detalle, CSV, cohorte); volver a darlo lo trae", async () => {
    const school = await newSchool();
    const counsellor = await counsellorOf(school.id);
    const s = await studentOf(school.id, { name: "Renata" });
    await finishQuickTest(s.headers);
    expect((await list(counsellor.headers)).json.data.total).toBe(1);
    const off = await callRoute(shareRoute, {
      method: "PUT",
      path: "/api/student/share-with-school",
      body: { shareWithSchool: false },
      headers: s.headers,
    });
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual({ shareWithSchool: false });
    expect((await list(counsellor.headers)).json.data).toMatchObject({ total: 0, items: [] });
    expect(
      (await callRoute(studentRoute, { path: `/api/school/panel/students/${s.id}`, params: { id: s.id }, headers: counsellor.headers }))
        .status,
    ).toBe(404);
    expect((await callRoute(csvRoute, { path: "/api/school/panel/students.csv", headers: counsellor.headers })).text).not.toContain(
      "Renata",
    );
    const cohort = await callRoute(cohortRoute, { path: "/api/school/panel/cohort", headers: counsellor.headers });
    expect(cohort.json.data).toMatchObject({ joined: 0, finished: 0, notSharing: 1, careers: [] });
    await callRoute(shareRoute, {
      method: "PUT",
      path: "/api/student/share-with-school",
      body: { shareWithSchool: true },
      headers: s.headers,
    });
    expect((await list(counsellor.headers)).json.data.total).toBe(1);
  });

  it("un estudiante sin colegio no puede dar el consentimiento (400 en el campo)", async () => {
    const s = await sessionFor();
    const res = await callRoute(shareRoute, {
      method: "PUT",
      path: "/api/student/share-with-school",
      body: { shareWithSchool: true },
      headers: s.headers,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.shareWithSchool).toEqual([familyMessages.noSchool]);
  });

  it("el consentimiento dado al unirse con un código lleva al panel; sin él, no", async () => {
    const db = await getDb();
    const school = await newSchool();
    const counsellor = await counsellorOf(school.id);
    const code = (
      await callRoute(codesRoute, {
        method: "POST",
        path: "/api/school/panel/codes",
        body: { grade: "5", section: "d" },
        headers: counsellor.headers,
      })
    ).json.data.code;
    const yes = await sessionFor();
    const no = await sessionFor();
    const join = (headers: Record<string, string>, shareWithSchool: boolean) =>
      callRoute(joinRoute, {
        method: "POST",
        path: "/api/membership/school",
        body: { schoolId: school.id, grade: "5", section: "D", code, birthday: { day: 1, month: 2, year: 2009 }, shareWithSchool },
        headers,
      });
    expect((await join(yes.headers, true)).status).toBe(200);
    expect((await join(no.headers, false)).status).toBe(200);
    const ids = (await list(counsellor.headers)).json.data.items.map((i: { id: string }) => i.id);
    expect(ids).toEqual([yes.id]);
    const [row] = await db.select({ share: users.shareWithSchool }).from(users).where(eq(users.id, no.id));
    expect(row.share).toBe(false);
  });

  it("el registro con código de colegio (/empezar-colegio) guarda el consentimiento solo si lo marca", async () => {
    const school = await newSchool();
    const counsellor = await counsellorOf(school.id);
    const code = (
      await callRoute(codesRoute, {
        method: "POST",
        path: "/api/school/panel/codes",
        body: { grade: "4", section: "A" },
        headers: counsellor.headers,
      })
    ).json.data.code;
    const register = (shareWithSchool: boolean | undefined, name: string) =>
      callRoute(registerV1, {
        method: "POST",
        path: "/api/auth/register",
        headers: { "x-forwarded-for": ip() },
        body: {
          user: "+51987654321",
          password: "secreto1",
          name,
          surname: "Soto",
          email: `reg-${randomUUID().slice(0, 8)}@example.pe`,
          schoolId: school.id,
          grade: "4",
          section: "A",
          code,
          birthday: { day: 3, month: 4, year: 2010 },
          shareWithSchool,
        },
      });
    expect((await register(true, "Sofía")).status).toBe(201);
    expect((await register(undefined, "Gael")).status).toBe(201);
    const names = (await list(counsellor.headers)).json.data.items.map((i: { name: string }) => i.name);
    expect(names).toEqual(["Sofía"]);
  });

  it("401 sin sesión; 403 para un estudiante, un padre o un admin", async () => {
    expect((await list({ "x-forwarded-for": ip() })).status).toBe(401);
    for (const who of [await sessionFor(), await sessionFor({ role: "user-parent" }), await admin()]) {
      const res = await list(who.headers);
      expect(res.status).toBe(403);
    }
  });
});

describe("GET /api/school/panel/students/{id}", () => {
  it("muestra el resultado como lo ve el estudiante; otro colegio, sin consentimiento o inexistente: 404", async () => {
    const school = await newSchool();
    const counsellor = await counsellorOf(school.id);
    const s = await studentOf(school.id);
    await finishQuickTest(s.headers);
    const res = await callRoute(studentRoute, {
      path: `/api/school/panel/students/${s.id}`,
      params: { id: s.id },
      headers: counsellor.headers,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.result).toMatchObject({ ready: true, hollandCode: expect.stringMatching(/^S/) });
    expect(res.json.data.result.suggestions.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.json)).not.toContain(s.email);

    const otherSchool = await studentOf((await newSchool()).id);
    const private_ = await studentOf(school.id, { shareWithSchool: false });
    for (const id of [otherSchool.id, private_.id, randomUUID(), counsellor.id]) {
      const miss = await callRoute(studentRoute, { path: `/api/school/panel/students/${id}`, params: { id }, headers: counsellor.headers });
      expect(miss.status).toBe(404);
    }
  });
});

describe("cohorte, CSV y códigos del orientador", () => {
  it("la cohorte cuenta unidos, empezaron y terminaron, tipos de interés, carreras y áreas; el CSV no trae contactos", async () => {
    const school = await newSchool();
    const counsellor = await counsellorOf(school.id);
    const a = await studentOf(school.id, { name: "Fiorella" });
    await finishQuickTest(a.headers);
    await studentOf(school.id, { grade: "4", section: "A" });
    const res = await callRoute(cohortRoute, { path: "/api/school/panel/cohort", headers: counsellor.headers });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      schoolName: school.name,
      joined: 2,
      started: 1,
      finished: 1,
      notSharing: 0,
      grades: ["4", "5"],
      sections: ["A", "B"],
    });
    expect(res.json.data.interestTypes).toEqual([{ letter: "S", label: "Social", count: 1 }]);
    expect(res.json.data.careers).toHaveLength(3);
    expect(res.json.data.areas.length).toBeGreaterThan(0);
    const fourth = await callRoute(cohortRoute, { path: "/api/school/panel/cohort?grade=4", headers: counsellor.headers });
    expect(fourth.json.data).toMatchObject({ joined: 1, finished: 0 });

    const csv = await callRoute(csvRoute, { path: "/api/school/panel/students.csv", headers: counsellor.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "nombre,apellido,grado,seccion,secciones_completas,secciones_total,termino,codigo_holland,carreras,ultima_actividad",
    );
    expect(lines).toHaveLength(3);
    expect(csv.text).toContain("Fiorella");
    expect(csv.text).not.toContain(a.email);
    expect(csv.text).not.toContain("987654321");
  });

  it("crea códigos para un grado y sección que sirven para unirse; valida el grado y la sección", async () => {
    const school = await newSchool();
    const counsellor = await counsellorOf(school.id);
    const res = await callRoute(codesRoute, {
      method: "POST",
      path: "/api/school/panel/codes",
      body: { grade: "3", section: "b", maxUses: 35, days: 30 },
      headers: counsellor.headers,
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      code: expect.stringMatching(/^3B-[A-Z2-9]{6}$/),
      grade: "3",
      section: "B",
      maxUses: 35,
      uses: 0,
      active: true,
    });
    const listed = await callRoute(codesList, { path: "/api/school/panel/codes", headers: counsellor.headers });
    expect(listed.json.data.map((c: { code: string }) => c.code)).toContain(res.json.data.code);
    const bad = await callRoute(codesRoute, {
      method: "POST",
      path: "/api/school/panel/codes",
      body: { grade: "7", section: "" },
      headers: counsellor.headers,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["grade", "section"]);
    const student = await sessionFor();
    expect(
      (
        await callRoute(codesRoute, {
          method: "POST",
          path: "/api/school/panel/codes",
          body: { grade: "3", section: "B" },
          headers: student.headers,
        })
      ).status,
    ).toBe(403);
  });
});
