import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/config/env";

/**
 * The cap on open chat streams across instances (REDIS_URL). Runs against a real Redis given in
 * TEST_REDIS_URL (as the shared rate limits do); without one the cases are skipped: the cap of a
 * single process is tested in tests/api/chat.test.ts.
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim();
const LOCAL = Symbol.for("rumbo.chatStreamSlots");

async function load(url: string) {
  process.env.REDIS_URL = url;
  resetEnvCache();
  vi.resetModules();
  const limits = await import("@/lib/server/rate-limit");
  expect(await limits.connectRateLimitStore()).toBe(true);
  return { limits, slots: await import("@/lib/server/chat/stream-slots") };
}

/** Another instance: nothing of this process's own count, only what Redis holds. */
const asAnotherInstance = () => (globalThis as typeof globalThis & { [LOCAL]?: Map<string, number> })[LOCAL]?.clear();

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => error as { status?: number; retryAfterSeconds?: number; message?: string },
  );
}

afterEach(async () => {
  const limits = await import("@/lib/server/rate-limit");
  await limits.closeRateLimitStore();
  delete process.env.REDIS_URL;
  resetEnvCache();
});

describe.skipIf(!redisUrl)("streams abiertos contados en Redis (REDIS_URL)", { timeout: 30_000 }, () => {
  it("los streams de una cuenta cuentan juntos en todas las instancias; al cerrar uno hay lugar", async () => {
    const { slots } = await load(redisUrl!);
    const user = randomUUID();
    const held = [];
    for (let i = 0; i < slots.STREAMS_PER_ACCOUNT; i++) held.push(await slots.takeStreamSlot(user, `10.1.${i}.1`, 60_000));
    asAnotherInstance();
    const refused = await rejection(slots.takeStreamSlot(user, "10.2.0.1", 60_000));
    expect(refused?.status).toBe(429);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    held[0].release();
    await new Promise((r) => setTimeout(r, 100));
    const again = await slots.takeStreamSlot(user, "10.2.0.1", 60_000);
    again.release();
    for (const s of held) s.release();
  });

  it("un stream de una instancia que murió deja de contar cuando pasa su tiempo sin ping", async () => {
    const { slots } = await load(redisUrl!);
    const user = randomUUID();
    for (let i = 0; i < slots.STREAMS_PER_ACCOUNT; i++) await slots.takeStreamSlot(user, "10.3.0.1", 300);
    asAnotherInstance();
    expect((await rejection(slots.takeStreamSlot(user, "10.3.0.1", 300)))?.status).toBe(429);
    await new Promise((r) => setTimeout(r, 400));
    const fresh = await slots.takeStreamSlot(user, "10.3.0.1", 300);
    fresh.release();
  });
});
