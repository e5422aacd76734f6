import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as recover } from "@/app/api/auth/recover/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as verification } from "@/app/api/membership/verification/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { rateLimits } from "@/lib/server/rate-limits";
import { callRoute } from "../support/http";

const ipHeaders = (ip: string) => ({ "x-forwarded-for": ip });

async function registerStudent(email: string, password: string) {
  const res = await callRoute(registerV2, {
    method: "POST",
    path: "/api/v2/auth/register",
    body: { user: "+51912345678", password, name: "Ana", surname: "Paz", email, careers: [] },
    headers: ipHeaders("10.9.9.9"),
  });
  expect(res.status).toBe(201);
}

describe("límites de intentos (la tabla de límites)", { timeout: 120_000 }, () => {
  it("tras 50 fallos para una cuenta desde muchas direcciones, una dirección nueva recibe 429 con Retry-After aunque la contraseña sea correcta", async () => {
    await registerStudent("limite@example.pe", "correcta1");
    for (let i = 0; i < 50; i++) {
      const res = await callRoute(login, {
        method: "POST",
        path: "/api/auth/login",
        body: { user: "limite@example.pe", password: `mala-${i}` },
        headers: ipHeaders(`10.0.${Math.floor(i / 4)}.${i % 4}`),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: "limite@example.pe", password: "correcta1" },
      headers: ipHeaders("10.0.100.1"),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe("rate_limited");
    expect(blocked.json.message).toMatch(/Demasiados intentos/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
  });

  it("un inicio de sesión correcto reinicia la dirección: los fallos anteriores no se acumulan", async () => {
    await registerStudent("reinicio@example.pe", "correcta1");
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        await callRoute(login, {
          method: "POST",
          path: "/api/auth/login",
          body: { user: "reinicio@example.pe", password: "mala" },
          headers: ipHeaders("10.1.0.1"),
        });
      }
      const ok = await callRoute(login, {
        method: "POST",
        path: "/api/auth/login",
        body: { user: "reinicio@example.pe", password: "correcta1" },
        headers: ipHeaders("10.1.0.1"),
      });
      expect(ok.status).toBe(200);
    }
  });

  it("una IP tiene una ráfaga de 60 intentos por minuto, en cuentas distintas (rateLimits.loginIp)", async () => {
    for (let i = 0; i < rateLimits.loginIp.burst.points; i++) {
      const res = await callRoute(login, {
        method: "POST",
        path: "/api/auth/login",
        body: { user: `x${i}@example.pe`, password: "mala" },
        headers: ipHeaders("10.2.0.1"),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: "otra@example.pe", password: "mala" },
      headers: ipHeaders("10.2.0.1"),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    const otherIp = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: "otra@example.pe", password: "mala" },
      headers: ipHeaders("10.2.0.2"),
    });
    expect(otherIp.status).toBe(401);
  });

  it("la recuperación limita los envíos por correo (5 cada 15 minutos)", async () => {
    await registerStudent("recupera-limite@example.pe", "correcta1");
    for (let i = 0; i < 5; i++) {
      const res = await callRoute(recover, {
        method: "POST",
        path: "/api/auth/recover",
        body: { email: "recupera-limite@example.pe", role: "user" },
        headers: ipHeaders(`10.3.0.${i}`),
      });
      expect(res.status).toBe(200);
    }
    const blocked = await callRoute(recover, {
      method: "POST",
      path: "/api/auth/recover",
      body: { email: "recupera-limite@example.pe", role: "user" },
      headers: ipHeaders("10.3.1.1"),
    });
    expect(blocked.status).toBe(429);
  });

  it("la verificación de correo y los códigos de colegio tienen límite por IP", async () => {
    for (let i = 0; i < rateLimits.verifyIp.burst.points; i++) {
      await callRoute(verifyEmail, {
        method: "POST",
        path: "/api/auth/verify-email",
        body: { email: `libre${i}@example.pe` },
        headers: ipHeaders("10.4.0.1"),
      });
    }
    const blocked = await callRoute(verifyEmail, {
      method: "POST",
      path: "/api/auth/verify-email",
      body: { email: "libre@example.pe" },
      headers: ipHeaders("10.4.0.1"),
    });
    expect(blocked.status).toBe(429);

    for (let i = 0; i < 10; i++) {
      const res = await callRoute(verification, {
        method: "POST",
        path: "/api/membership/verification",
        body: { schoolId: 1, code: `MAL${i}` },
        headers: ipHeaders("10.5.0.1"),
      });
      expect(res.status).toBe(400);
    }
    const codeBlocked = await callRoute(verification, {
      method: "POST",
      path: "/api/membership/verification",
      body: { schoolId: 1, code: "OTRO" },
      headers: ipHeaders("10.5.0.1"),
    });
    expect(codeBlocked.status).toBe(429);
  });
});

describe("registro: una clase no es un ataque, y el ataque sigue detenido", { timeout: 120_000 }, () => {
  const account = (email: string, extra: Record<string, unknown> = {}) => ({
    user: "+51912345678",
    password: "Clave-segura-1",
    name: "Ana",
    surname: "Paz",
    email,
    careers: [],
    ...extra,
  });
  const signUp = (ip: string, body: unknown) =>
    callRoute(registerV2, { method: "POST", path: "/api/v2/auth/register", body, headers: ipHeaders(ip) });

  it("el mismo correo: el sexto intento en 15 minutos recibe 429 aunque llegue desde otra dirección", async () => {
    const email = `repetido-${randomUUID().slice(0, 8)}@example.pe`;
    expect((await signUp("10.47.1.1", account(email))).status).toBe(201);
    for (let i = 0; i < rateLimits.registerEmail.points - 1; i++)
      expect((await signUp(`10.47.1.${i + 2}`, account(email))).status).toBe(409);
    const blocked = await signUp("10.47.1.99", account(email));
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/demasiados intentos con este correo/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(60);
  });

  it("cargas inválidas y correos tomados desde una dirección: pasados 20 en un minuto, 429 para todo registro de esa dirección hasta que termine el minuto", async () => {
    const ip = "10.47.2.1";
    const taken = `tomado-${randomUUID().slice(0, 8)}@example.pe`;
    expect((await signUp("10.47.2.200", account(taken))).status).toBe(201);
    const refused = [
      ...Array.from({ length: 8 }, () => ({ nada: "basura" })),
      ...Array.from({ length: 8 }, (_, i) => account(`sin-celular-${i}@example.pe`, { user: "123" })),
      ...Array.from({ length: 4 }, () => "{no es json"),
    ];
    for (const body of refused) expect((await signUp(ip, body)).status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
    // The twenty-first from that address, a valid one included, waits the end of the minute.
    const valid = await signUp(ip, account(`valida-${randomUUID().slice(0, 8)}@example.pe`));
    expect(valid.status).toBe(429);
    expect(Number(valid.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(valid.json.message).toMatch(/Muchos registros desde tu red/);
    // A taken e-mail counts as refused too (it tells that the address has an account).
    const other = "10.47.2.2";
    // Four tries of the taken e-mail (its own limit allows five in all) and junk for the rest.
    for (let i = 0; i < rateLimits.registerFailures.burst.points; i++) {
      const res = await signUp(other, i < rateLimits.registerEmail.points - 1 ? account(taken) : { nada: i });
      expect(res.status).toBe(i < rateLimits.registerEmail.points - 1 ? 409 : 400);
    }
    expect((await signUp(other, account(`otra-${randomUUID().slice(0, 8)}@example.pe`))).status).toBe(429);
  });

  it("cuentas nuevas válidas desde una dirección: la ráfaga de 100 por minuto, luego 429 con Retry-After de menos de un minuto", async () => {
    const ip = "10.47.3.1";
    for (let i = 0; i < rateLimits.registerIp.burst.points; i++) await rateLimits.registerIp.consume(ip);
    const next = await signUp(ip, account(`rafaga-${randomUUID().slice(0, 8)}@example.pe`));
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(next.json.message).toMatch(/Muchos registros desde tu red/);
  });
});
