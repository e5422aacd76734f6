import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as registerV1 } from "@/app/api/auth/register/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { getDb } from "@/lib/db/client";
import { careers, leads, sessions, studentPreferences, users } from "@/lib/db/schema";
import { handler } from "@/lib/server/handler/handler";
import { callRoute, testOrigin } from "../support/http";

const me = handler({ auth: "required" }, ({ user }) => ({ id: user.id, email: user.email }));
let counter = 0;
const uniqueEmail = () => `Alumna.${Date.now()}.${++counter}@Example.pe`;

function v2Body(overrides: Record<string, unknown> = {}) {
  return { user: "+51987654321", password: "secreto1", name: "Rosa", surname: "Huamán", email: uniqueEmail(), careers: [], ...overrides };
}

const tokenCookie = (headers: Headers) => /rumbo_session=([^;]+)/.exec(headers.getSetCookie().join("\n"))?.[1];

describe("registro v2 e inicio de sesión", () => {
  it("registra, inicia sesión sin devolver contraseñas ni hashes, y guarda la campaña", async () => {
    const body = v2Body({ role: "user-parent", typeUser: "user-parent", objective: "Estudiar ingeniería" });
    const res = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      body,
      headers: { cookie: "rumbo_ref=feria2026" },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({
      email: body.email.toLowerCase(),
      name: "Rosa",
      role: "user-parent",
      fullPhone: "+51987654321",
      phone: "987654321",
    });
    expect(res.text).not.toMatch(/password|secreto1|argon2/i);
    const cookies = res.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/rumbo_session=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/rumbo_user=/);
    expect(tokenCookie(res.headers)).toBe(res.json.data.token);

    const db = await getDb();
    const [row] = await db
      .select({ campaign: users.campaign, hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, res.json.data.user.id));
    expect(row.campaign).toBe("feria2026");
    expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const ok = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: body.email.toUpperCase(), password: "secreto1", role: "user" },
    });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.json.data).sort()).toEqual(["token", "user"]);
    expect(ok.text).not.toMatch(/password|secreto1|argon2/i);
    const byBearer = await callRoute(me, { headers: { authorization: `Bearer ${ok.json.data.token}` } });
    expect(byBearer.json.data.email).toBe(body.email.toLowerCase());
  });

  it("v2 guarda carreras y responde el área de la primera carrera elegida", async () => {
    const db = await getDb();
    const [career] = await db.select({ id: careers.id, areaSlug: careers.areaSlug }).from(careers).limit(1);
    const res = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      body: v2Body({ careers: [career.id, 99999999], type: 4 }),
    });
    expect(res.status).toBe(201);
    expect(res.json.data.areaId).toBe(career.areaSlug);
    expect(res.json.data.user.type).toBe("4");
    const [prefs] = await db
      .select({ careerIds: studentPreferences.careerIds })
      .from(studentPreferences)
      .where(eq(studentPreferences.userId, res.json.data.user.id));
    expect(prefs.careerIds).toEqual([career.id]);
  });

  it("v1 registra con el celular en `user` y su código de país", async () => {
    const res = await callRoute(registerV1, {
      method: "POST",
      path: "/api/auth/register",
      body: {
        user: "912345678",
        countryCode: "51",
        countryIso: "PE",
        password: "secreto1",
        name: "Luis",
        surname: "Rojas",
        email: uniqueEmail(),
        role: "user",
        surnameFather: "Rojas",
        surnameMother: "Paz",
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.data.user).toMatchObject({ fullPhone: "+51912345678", role: "user" });
  });

  it("v1 envía la notificación al CRM: los asesores de Rumbo reciben al estudiante como contacto; v2 no", async () => {
    const email = uniqueEmail();
    const res = await callRoute(registerV1, {
      method: "POST",
      path: "/api/auth/register",
      body: { user: "+51912345679", password: "secreto1", name: "Ana", surname: "Torres", email, role: "user" },
    });
    expect(res.status).toBe(201);
    const db = await getDb();
    const crm = await db
      .select({
        origin: leads.origin,
        name: leads.name,
        phone: leads.phone,
        institutionId: leads.institutionId,
        deliveredAt: leads.deliveredAt,
      })
      .from(leads)
      .where(eq(leads.userId, res.json.data.user.id));
    expect(crm).toHaveLength(1);
    expect(crm[0]).toMatchObject({ origin: "crm", name: "Ana Torres", phone: "+51912345679", institutionId: null });
    expect(crm[0].deliveredAt).not.toBeNull();

    const v2 = await callRoute(registerV2, { method: "POST", path: "/api/v2/auth/register", body: v2Body() });
    expect(v2.status).toBe(201);
    expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.userId, v2.json.data.user.id))).toHaveLength(0);
  });

  it("un campo sin mensaje propio en su esquema responde en español, no con el texto en inglés de zod", async () => {
    const res = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: "estudiante@rumbo.pe", password: "Estudiante2026!", role: "admin" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Revisa los datos enviados.");
    expect(res.json.errors.role).toEqual(['Opción inválida: se esperaba una de "user"|"user-parent"']);
  });

  it("rechaza un correo repetido (409), un celular inválido y un correo inválido con los mensajes del catálogo", async () => {
    const body = v2Body();
    expect((await callRoute(registerV2, { method: "POST", path: "/api/v2/auth/register", body })).status).toBe(201);
    const again = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.json.errors.email).toBeDefined();

    const badPhone = await callRoute(registerV2, { method: "POST", path: "/api/v2/auth/register", body: v2Body({ user: "12345" }) });
    expect(badPhone.status).toBe(400);
    expect(badPhone.json.errors.user[0]).toMatch(/^Tu celular es inválido, coloca el código de país correctamente \+51 9XX XXX XXX$/);
    const badPhone2 = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      body: v2Body({ user: "+51 123 456 789" }),
    });
    expect(badPhone2.status).toBe(400);
    expect(badPhone2.json.message).toMatch(/^Tu celular es inválido/);

    const badEmail = await callRoute(registerV2, {
      method: "POST",
      path: "/api/v2/auth/register",
      body: v2Body({ email: "no-es-correo" }),
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.errors.email).toEqual(["Email no es válido"]);

    const short = await callRoute(registerV2, { method: "POST", path: "/api/v2/auth/register", body: v2Body({ password: "12345" }) });
    expect(short.status).toBe(400);
    expect(short.json.errors.password).toEqual(["La contraseña debe tener al menos 6 caracteres."]);
  });

  it("un correo desconocido y una contraseña equivocada reciben el mismo 401 'Usuario o contraseña incorrecto'", async () => {
    const body = v2Body();
    await callRoute(registerV2, { method: "POST", path: "/api/v2/auth/register", body });
    const wrong = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: body.email, password: "otra-clave", role: "user" },
    });
    const unknown = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: "nadie@example.pe", password: "otra-clave", role: "user" },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: "Usuario o contraseña incorrecto", code: "unauthorized" });
    }
  });

  it("cerrar sesión revoca el token y borra las cookies", async () => {
    const res = await callRoute(registerV2, { method: "POST", path: "/api/v2/auth/register", body: v2Body() });
    const token = res.json.data.token as string;
    const out = await callRoute(logout, {
      method: "POST",
      path: "/api/auth/logout",
      headers: { cookie: `rumbo_session=${token}`, origin: testOrigin },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join("\n")).toMatch(/rumbo_session=;.*Max-Age=0/i);
    const db = await getDb();
    expect(await db.select().from(sessions).where(eq(sessions.userId, res.json.data.user.id))).toEqual([]);
    expect((await callRoute(me, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
