import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as recover } from "@/app/api/auth/recover/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as verification } from "@/app/api/membership/verification/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { ADDRESS_LIMITS } from "@/lib/server/auth/limits";
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

describe("límites de intentos (createLimiter)", { timeout: 120_000 }, () => {
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

  it("una IP tiene una ráfaga de 60 intentos por minuto, en cuentas distintas (ADDRESS_LIMITS.login)", async () => {
    for (let i = 0; i < ADDRESS_LIMITS.login.burst.points; i++) {
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
    for (let i = 0; i < ADDRESS_LIMITS.verify.burst.points; i++) {
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
