import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { POST as verification } from "@/app/api/membership/verification/route";
import { schoolMessages } from "@/lib/contracts/school";
import { getDb } from "@/lib/db/client";
import { schoolCodes, schools } from "@/lib/db/schema";
import { rateLimits } from "@/lib/server/rate-limits";
import { callRoute } from "../support/http";

/**
 * a whole school behind one public address is never locked out. Each test uses an
 * address of its own (TRUST_PROXY=1 in the API suite); time moves with a faked clock (the limits
 * compare their windows' ends with Date).
 */
let subnet = 0;
const schoolAddress = () => `10.26.${++subnet}.1`;
const password = "Clave-segura-1";

afterEach(() => {
  vi.useRealTimers();
});

async function aCode(maxUses: number) {
  const db = await getDb();
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(schools.id).offset(5).limit(1);
  const code = `AULA${randomUUID().slice(0, 6).toUpperCase()}`;
  await db.insert(schoolCodes).values({ schoolId: school.id, code, maxUses });
  return { schoolId: school.id, code };
}

const register = (ip: string, extra: Record<string, unknown> = {}) =>
  callRoute(registerV2, {
    method: "POST",
    path: "/api/v2/auth/register",
    body: {
      user: "+51912345678",
      password,
      name: "Ana",
      surname: "Paz",
      email: `aula-${randomUUID().slice(0, 12)}@example.pe`,
      careers: [],
      ...extra,
    },
    headers: { "x-forwarded-for": ip },
  });

const logIn = (ip: string, email: string, pass = password) =>
  callRoute(login, { method: "POST", path: "/api/auth/login", body: { user: email, password: pass }, headers: { "x-forwarded-for": ip } });

describe("un colegio detrás de una sola dirección nunca queda bloqueado", { timeout: 240_000 }, () => {
  it("con el código del colegio, 40 registros (un aula) desde una dirección que ya agotó la ráfaga de registros sin código: todos aceptados, hasta la capacidad del código", async () => {
    const ip = schoolAddress();
    const burst = rateLimits.registerIp.burst.points;
    // The burst of plain sign-ups spent (as many accounts as it allows), then one more through the route.
    for (let i = 0; i < burst; i++) await rateLimits.registerIp.consume(ip);
    const plain = await register(ip);
    expect(plain.status).toBe(429);
    expect(Number(plain.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    const { schoolId, code } = await aCode(40);
    const results = [];
    // Four at a time, as a lab does.
    for (let i = 0; i < 40; i += 4) {
      results.push(...(await Promise.all([0, 1, 2, 3].map(() => register(ip, { schoolId, code, shareWithSchool: true })))));
    }
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
    // The code's capacity is the bound: the 41st is told the code is full, not to wait.
    const full = await register(ip, { schoolId, code });
    expect(full.status).toBe(400);
    expect(full.json.message).toBe(schoolMessages.full);
  });

  it("una clase sin código: 120 registros válidos desde una dirección en un minuto, todos con cuenta (esperando el Retry-After, como el formulario)", async () => {
    const ip = schoolAddress();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    let created = 0;
    const waits: number[] = [];
    const student = async (n: number) => {
      const body = {
        user: "+51912345678",
        password,
        name: `Alumno ${n}`,
        surname: "Quispe",
        email: `clase-${n}-${randomUUID().slice(0, 8)}@example.pe`,
        careers: [],
      };
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await callRoute(registerV2, {
          method: "POST",
          path: "/api/v2/auth/register",
          body,
          headers: { "x-forwarded-for": ip },
        });
        if (res.status === 201) return void (created += 1);
        expect(res.status, res.text).toBe(429);
        const wait = Number(res.headers.get("retry-after"));
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(60);
        waits.push(wait);
        // The form counts down Retry-After seconds, then sends the same data again.
        vi.setSystemTime(Date.now() + wait * 1000);
      }
    };
    // Four at a time, as a lab does; the students typed within the same minute.
    for (let n = 0; n < 120; n += 4) await Promise.all([0, 1, 2, 3].map((i) => student(n + i)));
    expect(created).toBe(120);
    // The address's budget of new accounts lets most through at once; the rest wait under a minute.
    expect(waits.length).toBeLessThanOrEqual(20);
    expect(Date.now() - start).toBeLessThan(3 * 60_000);
  });

  it("un código equivocado al registrarse cuenta como intento: el undécimo para ese colegio desde la dirección recibe 429", async () => {
    const ip = schoolAddress();
    const { schoolId } = await aCode(10);
    for (let i = 0; i < 10; i++) expect((await register(ip, { schoolId, code: `MAL${i}` })).status).toBe(400);
    expect((await register(ip, { schoolId, code: "OTRO" })).status).toBe(429);
  });

  it("150 verificaciones de un código correcto desde una dirección: ninguna recibe 429 (solo cuentan los códigos equivocados)", async () => {
    const ip = schoolAddress();
    const { schoolId, code } = await aCode(500);
    for (let i = 0; i < 150; i++) {
      const res = await callRoute(verification, {
        method: "POST",
        path: "/api/membership/verification",
        body: { schoolId, code },
        headers: { "x-forwarded-for": ip },
      });
      expect(res.status, `verificación ${i + 1}`).toBe(200);
    }
  });

  it("un aula entera inicia sesión a la vez desde una dirección; pasada la ráfaga del minuto se espera segundos, no la hora", async () => {
    const ip = schoolAddress();
    const accounts = [];
    for (let i = 0; i < 3; i++) {
      const res = await register(`10.27.${subnet}.${i}`);
      expect(res.status).toBe(201);
      accounts.push(res.json.data.user.email as string);
    }
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const perMinute = rateLimits.loginIp.burst.points;
    for (let i = 0; i < perMinute; i++) expect((await logIn(ip, accounts[i % accounts.length])).status).toBe(200);
    const burst = await logIn(ip, accounts[0]);
    expect(burst.status).toBe(429);
    expect(burst.json.message).toMatch(/Demasiados intentos/);
    expect(Number(burst.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    vi.setSystemTime(start + 61_000);
    expect((await logIn(ip, accounts[1])).status).toBe(200);
  });

  it("por dirección caben al menos 300 inicios de sesión y 300 registros sin código en una hora (al ritmo de la ráfaga)", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const limiter of [rateLimits.loginIp, rateLimits.registerIp]) {
      const ip = schoolAddress();
      const hourly = limiter.points;
      expect(hourly).toBeGreaterThanOrEqual(300);
      let accepted = 0;
      // Each minute the burst's allowance, until the hour's ceiling.
      for (let minute = 0; accepted < hourly; minute++) {
        vi.setSystemTime(start + minute * (limiter.burst.durationSec * 1000 + 1_000));
        for (let i = 0; i < limiter.burst.points && accepted < hourly; i++) {
          await limiter.consume(ip);
          accepted += 1;
        }
      }
      expect(accepted).toBe(hourly);
      vi.setSystemTime(Date.now() + limiter.burst.durationSec * 1000 + 1_000);
      await expect(limiter.consume(ip)).rejects.toMatchObject({ code: "rate_limited" });
    }
  });

  it("los límites por cuenta siguen deteniendo a quien adivina: el sexto fallo de un correo recibe 429 mientras sus compañeros entran desde la misma dirección", async () => {
    const ip = schoolAddress();
    const victim = await register(`10.28.${subnet}.1`);
    const classmate = await register(`10.28.${subnet}.2`);
    const victimEmail = victim.json.data.user.email as string;
    for (let i = 0; i < 5; i++) expect((await logIn(ip, victimEmail, `mala-${i}`)).status).toBe(401);
    expect((await logIn(ip, victimEmail, "mala-5")).status).toBe(429);
    expect((await logIn(ip, classmate.json.data.user.email as string)).status).toBe(200);
  });
});
