import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import Redis from "ioredis";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/config/env";

/**
 * The shared limits of several app instances (REDIS_URL). Runs against a real Redis given in
 * TEST_REDIS_URL (`npm test` sets it when the machine's Redis answers); without one there is
 * nothing to talk to, so the Redis cases are skipped and the fallback case still runs.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim();
const root = path.resolve(__dirname, "../..");

type RateLimitModule = typeof import("@/lib/server/rate-limit");
const opened: RateLimitModule[] = [];

/**
 * A fresh copy of the module, as Next gives `instrumentation.ts` and the route handlers (they are
 * compiled into separate module instances of one process).
 */
async function load(url: string) {
  process.env.REDIS_URL = url;
  resetEnvCache();
  vi.resetModules();
  const mod = await import("@/lib/server/rate-limit");
  opened.push(mod);
  return mod;
}

/** Another app process, started with `node` as the server is, attempting `attempts` times. */
async function otherProcess(url: string, name: string, points: number, key: string, attempts: number): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "tests/support/limiter-process.ts", name, String(points), key, String(attempts)],
    { cwd: root, env: { ...process.env, REDIS_URL: url, NODE_ENV: "test" }, timeout: 60_000 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!);
}

afterEach(async () => {
  // One connection per process: closing it through any copy of the module closes it for all.
  await opened.splice(0).at(-1)?.closeRateLimitStore();
  delete process.env.REDIS_URL;
  resetEnvCache();
});

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error,
  );
}

describe.skipIf(!redisUrl)("límites compartidos en Redis (REDIS_URL)", { timeout: 60_000 }, () => {
  const direct = redisUrl ? new Redis(redisUrl) : null;
  afterAll(() => direct?.quit());

  /** This process's copy of the module, connected as at start, with a limiter of a fresh name. */
  async function connectedLimiter(points: number) {
    const name = `prueba-${randomUUID()}`;
    const here = await load(redisUrl!);
    expect(await here.connectRateLimitStore()).toBe(true);
    return { name, limiter: here.createLimiter(name, points, 60) };
  }

  it("dos procesos cuentan juntos: tras 3 intentos entre ambos, el cuarto recibe 429 en cualquiera", async () => {
    const { name, limiter } = await connectedLimiter(3);
    await limiter.consume("ana@example.pe");
    expect(await otherProcess(redisUrl!, name, 3, "ana@example.pe", 3)).toEqual(["ok", "ok", "rate_limited"]);
    expect(await rejection(limiter.consume("ana@example.pe", "Demasiados intentos."))).toMatchObject({
      code: "rate_limited",
      message: "Demasiados intentos.",
    });
    // The count lives in Redis under the limiter's name; another key is not affected.
    expect(Number(await direct!.get(`rumbo:${name}:ana@example.pe`))).toBeGreaterThanOrEqual(3);
    await expect(limiter.consume("beto@example.pe")).resolves.toBeUndefined();
  });

  it("la conexión que abre el arranque es la que usan las rutas: su primer intento ya cuenta en Redis", async () => {
    const { name } = await connectedLimiter(5);
    // The route handlers' copy of the module: no connect of its own, and a first attempt at once.
    const routes = await load(redisUrl!);
    await routes.createLimiter(name, 5, 60).consume("10.0.0.9");
    expect(await direct!.get(`rumbo:${name}:10.0.0.9`)).toBe("1");
  });

  it("reiniciar una clave la libera también para el otro proceso", async () => {
    const { name, limiter } = await connectedLimiter(1);
    await limiter.consume("10.0.0.1");
    expect(await otherProcess(redisUrl!, name, 1, "10.0.0.1", 1)).toEqual(["rate_limited"]);
    await limiter.reset("10.0.0.1");
    expect(await otherProcess(redisUrl!, name, 1, "10.0.0.1", 1)).toEqual(["ok"]);
  });
});

describe("límites con REDIS_URL cuando Redis no responde", () => {
  it("siguen en la memoria del proceso (no se abren ni fallan con 500)", async () => {
    // Port 1 on loopback: nothing listens, every command fails at once.
    const store = await load("redis://127.0.0.1:1");
    expect(await store.connectRateLimitStore(200)).toBe(false);
    const limiter = store.createLimiter(`prueba-${randomUUID()}`, 2, 60);
    await limiter.consume("ana@example.pe");
    await limiter.consume("ana@example.pe");
    expect(await rejection(limiter.consume("ana@example.pe"))).toMatchObject({ code: "rate_limited" });
  });
});
