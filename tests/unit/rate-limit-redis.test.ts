import Redis from "ioredis";
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/config/env";

/**
 * The shared limits of several app instances (REDIS_URL). Runs against a real Redis given in
 * TEST_REDIS_URL (`.ci/run` and `npm test` set it when the machine's Redis answers); without one
 * there is nothing to talk to, so the Redis cases are skipped and the fallback case still runs.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim();

type RateLimitModule = typeof import("@/lib/server/rate-limit");
const opened: RateLimitModule[] = [];

/**
 * One app instance: a fresh copy of the module with its own Redis connection, as in another
 * process, connected the way the server connects at start (instrumentation.ts).
 */
async function open(url: string, { connected = true } = {}) {
  process.env.REDIS_URL = url;
  resetEnvCache();
  vi.resetModules();
  const mod = await import("@/lib/server/rate-limit");
  opened.push(mod);
  if (connected) expect(await mod.connectRateLimitStore()).toBe(true);
  return mod;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((mod) => mod.closeRateLimitStore()));
  delete process.env.REDIS_URL;
  resetEnvCache();
});

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe.skipIf(!redisUrl)("límites compartidos en Redis (REDIS_URL)", () => {
  const direct = redisUrl ? new Redis(redisUrl) : null;
  afterAll(() => direct?.quit());

  it("dos instancias cuentan juntas: el cuarto intento en la otra recibe 429 con el tiempo de espera", async () => {
    const name = `prueba-${randomUUID()}`;
    const one = (await open(redisUrl!)).createLimiter(name, 3, 60);
    const two = (await open(redisUrl!)).createLimiter(name, 3, 60);
    await one.consume("ana@example.pe");
    await two.consume("ana@example.pe");
    await one.consume("ana@example.pe");
    const error = await rejection(two.consume("ana@example.pe", "Demasiados intentos."));
    expect(error).toMatchObject({ code: "rate_limited", message: "Demasiados intentos." });
    // The count lives in Redis under the limiter's name, not in either process.
    expect(Number(await direct!.get(`rumbo:${name}:ana@example.pe`))).toBeGreaterThanOrEqual(3);
    // Another key is not affected.
    await expect(one.consume("beto@example.pe")).resolves.toBeUndefined();
  });

  it("reiniciar una clave en una instancia la libera en la otra", async () => {
    const name = `prueba-${randomUUID()}`;
    const one = (await open(redisUrl!)).createLimiter(name, 1, 60);
    const two = (await open(redisUrl!)).createLimiter(name, 1, 60);
    await one.consume("10.0.0.1");
    expect(await rejection(two.consume("10.0.0.1"))).toMatchObject({ code: "rate_limited" });
    await one.reset("10.0.0.1");
    await expect(two.consume("10.0.0.1")).resolves.toBeUndefined();
  });
});

describe("límites con REDIS_URL cuando Redis no responde", () => {
  it("siguen en la memoria del proceso (no se abren ni fallan con 500)", async () => {
    // Port 1 on loopback: nothing listens, every command fails at once.
    const store = await open("redis://127.0.0.1:1", { connected: false });
    expect(await store.connectRateLimitStore(200)).toBe(false);
    const limiter = store.createLimiter(`prueba-${randomUUID()}`, 2, 60);
    await limiter.consume("ana@example.pe");
    await limiter.consume("ana@example.pe");
    expect(await rejection(limiter.consume("ana@example.pe"))).toMatchObject({ code: "rate_limited" });
  });
});
