import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { callRoute } from "../support/http";

/**
 * the lock-out must not tell which e-mail addresses have accounts. Each scenario runs
 * once for a registered address and once for an address nobody registered, and the answers are
 * compared attempt by attempt: status, message, code, whether Retry-After is sent, and the timing
 * class: a 401 costs one argon2 check (a dummy hash for an unknown address), a 429 is refused
 * before any check for both. Durations are not asserted (tests never assert timings).
 */
const password = "correcta-1";
let subnet = 0;

async function registerAt(ip: string): Promise<string> {
  const email = `cerrojo-${randomUUID().slice(0, 10)}@example.pe`;
  const res = await callRoute(registerV2, {
    method: "POST",
    path: "/api/v2/auth/register",
    body: { user: "+51912345678", password, name: "Ana", surname: "Paz", email, careers: [] },
    headers: { "x-forwarded-for": ip },
  });
  expect(res.status, res.text).toBe(201);
  return email;
}

type Seen = { status: number; code: unknown; message: unknown; retryAfter: boolean; ms: number };

async function attempt(email: string, ip: string, pass = "mala-clave"): Promise<Seen> {
  const started = performance.now();
  const res = await callRoute(login, {
    method: "POST",
    path: "/api/auth/login",
    body: { user: email, password: pass },
    headers: { "x-forwarded-for": ip },
  });
  return {
    status: res.status,
    code: res.json?.code,
    message: res.json?.message,
    retryAfter: res.headers.has("retry-after"),
    ms: performance.now() - started,
  };
}

/** What a client can compare: everything but the time, which is compared as a class below. */
const visible = ({ ms: _ms, ...rest }: Seen) => rest;

/** A 401 went through the password check (argon2), a 429 was refused before it. */
function timingClass(seen: Seen[]): ("fast" | "checked")[] {
  return seen.map((s) => (s.status === 401 ? "checked" : "fast"));
}

async function run(scenario: (email: string, ip: (i: number) => string) => Promise<Seen[]>) {
  subnet += 1;
  const known = await registerAt(`10.70.${subnet}.250`);
  const unknown = `nadie-${randomUUID().slice(0, 10)}@example.pe`;
  const knownSeen = await scenario(known, (i) => `10.71.${subnet}.${i}`);
  subnet += 1;
  const unknownSeen = await scenario(unknown, (i) => `10.71.${subnet}.${i}`);
  return { knownSeen, unknownSeen };
}

describe("el bloqueo de inicios de sesión no revela qué correos tienen cuenta", { timeout: 180_000 }, () => {
  it("desde una dirección: el sexto intento fallido recibe el mismo 429 con Retry-After, exista la cuenta o no", async () => {
    const { knownSeen, unknownSeen } = await run(async (email, ip) => {
      const seen: Seen[] = [];
      for (let i = 0; i < 8; i++) seen.push(await attempt(email, ip(1)));
      return seen;
    });
    expect(knownSeen.map(visible)).toEqual(unknownSeen.map(visible));
    expect(knownSeen.map((s) => s.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(knownSeen[5].message).toMatch(/Demasiados intentos/);
    expect(knownSeen[5].retryAfter).toBe(true);
    expect(timingClass(knownSeen)).toEqual(timingClass(unknownSeen));
  });

  it("desde muchas direcciones: pasado el techo de la cuenta, una dirección nueva recibe el mismo 429 para ambos, incluso con la contraseña correcta", async () => {
    const { knownSeen, unknownSeen } = await run(async (email, ip) => {
      const seen: Seen[] = [];
      for (let i = 0; i < 52; i++) seen.push(await attempt(email, ip(i % 200)));
      // The owner's password from yet another address: over the ceiling, refused before the check.
      seen.push(await attempt(email, ip(230), password));
      return seen;
    });
    expect(knownSeen.map(visible)).toEqual(unknownSeen.map(visible));
    expect(knownSeen.slice(0, 50).every((s) => s.status === 401)).toBe(true);
    expect(knownSeen.slice(50).every((s) => s.status === 429 && s.retryAfter)).toBe(true);
    expect(timingClass(knownSeen)).toEqual(timingClass(unknownSeen));
  });

  it("la dirección, el correo en mayúsculas o con espacios cuentan igual para ambos", async () => {
    const { knownSeen, unknownSeen } = await run(async (email, ip) => {
      const seen: Seen[] = [];
      for (const variant of [email, email.toUpperCase(), ` ${email} `, email, email.toUpperCase(), email])
        seen.push(await attempt(variant, ip(7)));
      return seen;
    });
    expect(knownSeen.map(visible)).toEqual(unknownSeen.map(visible));
    expect(knownSeen.map((s) => s.status)).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
