import { afterAll, describe, expect, it, vi } from "vitest";
import {
  closeInvalidationPublisher,
  closeInvalidationSubscriber,
  publishInvalidation,
  subscribeInvalidations,
} from "@/lib/server/cache/broadcast";
import { cached, dataCacheSize, invalidateTags } from "@/lib/server/cache/data-cache";

/**
 * The page data cache, and invalidations between app instances through Redis (TEST_REDIS_URL, set
 * by `npm test` when the machine's Redis answers; without it the Redis case is skipped).
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim();

afterAll(async () => {
  invalidateTags(["*"]);
  await closeInvalidationSubscriber();
  await closeInvalidationPublisher();
});

describe("caché de datos de las páginas", () => {
  it("guarda por clave, comparte una carga en curso y descarta solo las etiquetas pedidas", async () => {
    invalidateTags(["*"]);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cached("k1", ["catalogue"], load), cached("k1", ["catalogue"], load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await cached("k2", ["fair"], load);
    expect(dataCacheSize()).toBe(2);

    invalidateTags(["fair"]);
    expect(await cached("k1", ["catalogue"], load)).toBe(1);
    expect(await cached("k2", ["fair"], load)).toBe(3);
  });

  it("una carga que empezó antes de una invalidación no se guarda (podría haber leído datos viejos)", async () => {
    invalidateTags(["*"]);
    let release: (v: string) => void = () => {};
    const slow = cached("k", ["catalogue"], () => new Promise<string>((r) => (release = r)));
    invalidateTags(["catalogue"]);
    release("viejo");
    expect(await slow).toBe("viejo");
    expect(await cached("k", ["catalogue"], async () => "nuevo")).toBe("nuevo");
  });

  it("un error no queda guardado", async () => {
    invalidateTags(["*"]);
    await expect(cached("e", ["catalogue"], async () => Promise.reject(new Error("caída")))).rejects.toThrow("caída");
    expect(await cached("e", ["catalogue"], async () => "bien")).toBe("bien");
  });

  it.skipIf(!redisUrl)("otra instancia (o el seed) publica en Redis y esta descarta las etiquetas", async () => {
    const received: string[][] = [];
    subscribeInvalidations((tags) => received.push(tags), redisUrl);
    // The subscription is asynchronous: publish until it is heard (at most 5 s).
    for (let i = 0; i < 50 && !received.length; i++) {
      expect(await publishInvalidation(["catalogue"], redisUrl)).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(received[0]).toEqual(["catalogue"]);
  });

  it("con Redis caído, publicar dice que no (la edición sigue) y no deja nada pendiente", async () => {
    // Nothing listens on this port: the first publish waits for the refused connection, the next
    // ones answer at once while the client keeps trying in the background.
    const down = "redis://127.0.0.1:1/0";
    expect(await publishInvalidation(["catalogue"], down)).toBe(false);
    expect(await publishInvalidation(["catalogue"], down)).toBe(false);
    await closeInvalidationPublisher();
  });

  it("sin REDIS_URL no publica nada", async () => {
    // Whatever the shell running the tests has: this case is an instance without Redis.
    vi.stubEnv("REDIS_URL", "");
    try {
      expect(await publishInvalidation(["catalogue"])).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
