import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as dataUpdate } from "@/app/api/data-update/student/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as checkToken, POST as recover } from "@/app/api/auth/recover/route";
import { PUT as validate } from "@/app/api/auth/recover/validate/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as verifyNumber } from "@/app/api/auth/verify-number/route";
import { POST as verification } from "@/app/api/membership/verification/route";
import { GET as getStudent } from "@/app/api/student/[id]/route";
import { PUT as putStudent } from "@/app/api/student/route";
import { POST as registerV1 } from "@/app/api/auth/register/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { getDb } from "@/lib/db/client";
import { outbox, passwordResetTokens, schoolCodes, schools, sessions, users } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

let n = 0;
async function student(password = "secreto1") {
  const email = `rec${Date.now()}${++n}@example.pe`;
  const res = await callRoute(registerV2, {
    method: "POST",
    path: "/api/v2/auth/register",
    body: { user: "+51987654321", password, name: "Rosa", surname: "Huamán", email, careers: [] },
  });
  expect(res.status).toBe(201);
  return { email, password, id: res.json.data.user.id as string, token: res.json.data.token as string };
}

async function lastResetLink(email: string) {
  const db = await getDb();
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id)).limit(1);
  return { mail, token: /\/\?token=([\w-]+)/.exec(mail.text)?.[1] ?? "" };
}

describe("recuperación de contraseña", () => {
  it("envía un correo en español con enlace de un solo uso a /?token=…; el cambio revoca todas las sesiones", async () => {
    const s = await student();
    const other = await createSession(s.id, "otro equipo");
    const res = await callRoute(recover, {
      method: "POST",
      path: "/api/auth/recover",
      body: { email: s.email.toUpperCase(), role: "user" },
    });
    expect(res.status).toBe(200);
    const { mail, token } = await lastResetLink(s.email);
    expect(mail.kind).toBe("password-reset");
    expect(mail.subject).toBe("Cambia tu contraseña de Rumbo");
    expect(mail.text).toContain("vale 30 minutos");
    expect(mail.html).toContain('lang="es-PE"');
    expect(mail.html).toContain(`/?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const db = await getDb();
    const stored = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, s.id));
    expect(stored[0].id).not.toBe(token);

    const info = await callRoute(checkToken, { path: `/api/auth/recover?token=${token}` });
    expect(info.status).toBe(200);
    expect(info.json.data.valid).toBe(true);

    const changed = await callRoute(validate, {
      method: "PUT",
      path: "/api/auth/recover/validate",
      body: { password: "nueva-clave", token },
    });
    expect(changed.status).toBe(200);
    expect(await db.select().from(sessions).where(eq(sessions.userId, s.id))).toEqual([]);
    expect(other.token).toBeTruthy();

    const again = await callRoute(validate, { method: "PUT", path: "/api/auth/recover/validate", body: { password: "otra-clave", token } });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/no es válido o ya venció/);

    const oldPassword = await callRoute(login, { method: "POST", path: "/api/auth/login", body: { user: s.email, password: "secreto1" } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: s.email, password: "nueva-clave" },
    });
    expect(newPassword.status).toBe(200);
  });

  it("un enlace vencido no sirve", async () => {
    const s = await student();
    await callRoute(recover, { method: "POST", path: "/api/auth/recover", body: { email: s.email } });
    const { token } = await lastResetLink(s.email);
    const db = await getDb();
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, s.id));
    expect((await callRoute(checkToken, { path: `/api/auth/recover?token=${token}` })).status).toBe(400);
    expect(
      (await callRoute(validate, { method: "PUT", path: "/api/auth/recover/validate", body: { password: "nueva-clave", token } })).status,
    ).toBe(400);
  });

  it("'No existe el correo' y 'Debes completar el campo email correctamente'", async () => {
    const unknown = await callRoute(recover, {
      method: "POST",
      path: "/api/auth/recover",
      body: { email: "nadie@example.pe", role: "user" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("No existe el correo");
    const bad = await callRoute(recover, { method: "POST", path: "/api/auth/recover", body: { email: "nada", role: "user" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.email).toEqual(["Debes completar el campo email correctamente"]);
  });
});

describe("verificación de correo y celular", () => {
  it("verify-email: 'Correo válido', 'Email no es válido' o el correo ya registrado", async () => {
    const ok = await callRoute(verifyEmail, { method: "POST", path: "/api/auth/verify-email", body: { email: "libre@example.pe" } });
    expect(ok.json.data).toEqual({ valid: true, message: "Correo válido" });
    const bad = await callRoute(verifyEmail, { method: "POST", path: "/api/auth/verify-email", body: { email: "libre@" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.email).toEqual(["Email no es válido"]);
    const s = await student();
    const taken = await callRoute(verifyEmail, { method: "POST", path: "/api/auth/verify-email", body: { email: s.email } });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toMatch(/ya está registrado/);
  });

  it("verify-number: 'Celular válido' o 'Tu celular es inválido, coloca el código de país correctamente {phone}'", async () => {
    const ok = await callRoute(verifyNumber, { method: "POST", path: "/api/auth/verify-number", body: { user: "+51987654321" } });
    expect(ok.json.data).toEqual({ valid: true, message: "Celular válido" });
    const national = await callRoute(verifyNumber, { method: "POST", path: "/api/auth/verify-number", body: { user: "987654321" } });
    expect(national.status).toBe(200);
    const bad = await callRoute(verifyNumber, { method: "POST", path: "/api/auth/verify-number", body: { user: "+51 12345" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Tu celular es inválido, coloca el código de país correctamente +51 9XX XXX XXX");
  });
});

describe("perfil y datos del estudiante", () => {
  it("GET /api/student/{id}: el dueño o un admin; otro estudiante recibe 403; sin sesión 401", async () => {
    const s = await student();
    const mine = await callRoute(getStudent, {
      path: `/api/student/${s.id}`,
      params: { id: s.id },
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toMatchObject({ id: s.id, email: s.email });
    expect(mine.text).not.toMatch(/password|hash|argon/i);

    const other = await student();
    const forbidden = await callRoute(getStudent, {
      path: `/api/student/${s.id}`,
      params: { id: s.id },
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(forbidden.status).toBe(403);

    const admin = await insertTestUser({ isAdmin: true });
    const adminSession = await createSession(admin.id);
    const byAdmin = await callRoute(getStudent, {
      path: `/api/student/${s.id}`,
      params: { id: s.id },
      headers: { authorization: `Bearer ${adminSession.token}` },
    });
    expect(byAdmin.status).toBe(200);
    expect((await callRoute(getStudent, { path: `/api/student/${s.id}`, params: { id: s.id } })).status).toBe(401);
  });

  it("PUT /api/student guarda el perfil y actualiza la cookie legible; no acepta cambiar isAdmin", async () => {
    const s = await student();
    const res = await callRoute(putStudent, {
      method: "PUT",
      path: "/api/student",
      body: { name: "Rosa María", surnameFather: "Huamán", graduationYear: 2026, isAdmin: true, role: "user-parent" },
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ name: "Rosa María", graduationYear: 2026, isAdmin: false, role: "user-parent" });
    expect(res.headers.getSetCookie().join("\n")).toMatch(/rumbo_user=/);
  });

  it("POST /api/data-update/student completa rol, correo, celular y contraseña; exige aceptar las políticas", async () => {
    // A social account whose provider gave no e-mail (placeholder address) and no password yet.
    const { id } = await insertTestUser({ email: `facebook-${Date.now()}@sin-correo.invalid`, phone: null, fullPhone: null, role: null });
    const { token } = await createSession(id);
    const headers = { authorization: `Bearer ${token}` };
    const refused = await callRoute(dataUpdate, {
      method: "POST",
      path: "/api/data-update/student",
      headers,
      body: { role: "user", email: "social@example.pe", phone: "+51987654321", password: "secreto1", accepted: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors.accepted).toEqual(["Debe aceptar las políticas de uso."]);
    const ok = await callRoute(dataUpdate, {
      method: "POST",
      path: "/api/data-update/student",
      headers,
      body: { role: "user", email: "social@example.pe", phone: "+51987654321", password: "secreto1", accepted: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ role: "user", fullPhone: "+51987654321", email: "social@example.pe" });
    const loggedIn = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: "social@example.pe", password: "secreto1" },
    });
    expect(loggedIn.status).toBe(200);
  });

  it("una petición con cookie de sesión desde otro sitio recibe 403", async () => {
    const s = await student();
    const cross = await callRoute(putStudent, {
      method: "PUT",
      path: "/api/student",
      body: { name: "X" },
      headers: { cookie: `rumbo_session=${s.token}`, origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    const nullOrigin = await callRoute(dataUpdate, {
      method: "POST",
      path: "/api/data-update/student",
      body: {},
      headers: { cookie: `rumbo_session=${s.token}`, origin: "null" },
    });
    expect(nullOrigin.status).toBe(403);
    const same = await callRoute(putStudent, {
      method: "PUT",
      path: "/api/student",
      body: { name: "Rosa" },
      headers: { cookie: `rumbo_session=${s.token}`, origin: testOrigin },
    });
    expect(same.status).toBe(200);
  });
});

describe("código de colegio", () => {
  it("verifica {schoolId, code} y registra al estudiante con su colegio", async () => {
    const db = await getDb();
    const [school] = await db.select({ id: schools.id, name: schools.name }).from(schools).limit(1);
    await db.insert(schoolCodes).values({ schoolId: school.id, code: "COLE2026" });
    const ok = await callRoute(verification, {
      method: "POST",
      path: "/api/membership/verification",
      body: { schoolId: school.id, code: "cole2026" },
    });
    expect(ok.json.data).toEqual({ valid: true, schoolId: school.id, schoolName: school.name });
    const wrong = await callRoute(verification, {
      method: "POST",
      path: "/api/membership/verification",
      body: { schoolId: school.id, code: "OTRO" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe("El código del colegio no es válido.");

    const res = await callRoute(registerV1, {
      method: "POST",
      path: "/api/auth/register",
      body: {
        user: "+51987654321",
        password: "secreto1",
        name: "Kevin",
        surname: "Soto",
        email: "kevin@example.pe",
        schoolId: school.id,
        grade: "5",
        section: "B",
        code: "COLE2026",
        birthday: { day: 3, month: 4, year: 2009 },
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user.schoolId).toBe(school.id);
    const [row] = await db.select({ grade: users.grade, section: users.section }).from(users).where(eq(users.id, res.json.data.user.id));
    expect(row).toEqual({ grade: "5", section: "B" });
  });
});

describe("POST /api/membership/school", () => {
  it("un estudiante con sesión se une a su colegio con el código; sin sesión 401; código malo 400", async () => {
    const { POST: joinSchool } = await import("@/app/api/membership/school/route");
    const db = await getDb();
    const [school] = await db.select({ id: schools.id }).from(schools).limit(1);
    await db.insert(schoolCodes).values({ schoolId: school.id, code: "UNIRSE1" }).onConflictDoNothing();
    const s = await student();
    const headers = { authorization: `Bearer ${s.token}` };
    const body = {
      schoolId: school.id,
      grade: "4",
      section: "A",
      code: "UNIRSE1",
      birthday: { day: 1, month: 2, year: 2010 },
      day: 1,
      month: 2,
      year: 2010,
    };
    expect((await callRoute(joinSchool, { method: "POST", path: "/api/membership/school", body })).status).toBe(401);
    expect(
      (await callRoute(joinSchool, { method: "POST", path: "/api/membership/school", body: { ...body, code: "NO" }, headers })).status,
    ).toBe(400);
    const ok = await callRoute(joinSchool, { method: "POST", path: "/api/membership/school", body, headers });
    expect(ok.status).toBe(200);
    expect(ok.json.data.schoolId).toBe(school.id);
  });
});
