import "server-only";
import Redis from "ioredis";
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { inClusterWorker } from "./cluster/bus.mjs";
import { env } from "@/lib/config/env";
import { rateLimited } from "./http/errors";
import { peerAddress } from "./http/peer-address";

/**
 * One Redis connection per process, kept on globalThis: Next compiles `instrumentation.ts` (which
 * opens it at start) and the route handlers (which use it) into separate module instances, and a
 * module-level variable would give each its own, not yet connected, client.
 */
const REDIS = Symbol.for("rumbo.rateLimitRedis");
type WithRedis = typeof globalThis & { [REDIS]?: Redis | null };

function redisClient(): Redis | null {
  const global = globalThis as WithRedis;
  if (global[REDIS] === undefined) {
    const url = env().REDIS_URL;
    const client = url ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    client?.on("error", () => {});
    global[REDIS] = client;
  }
  return global[REDIS];
}

/**
 * This process's Redis connection when REDIS_URL is set and it is connected, else null: for the
 * few counts other than rate limits that must hold across instances (the chat's open streams).
 */
export function sharedRedis(): Redis | null {
  const client = redisClient();
  return client?.status === "ready" ? client : null;
}

/**
 * Opens the shared store now (the server's start, from instrumentation.ts) instead of at the first
 * limited request: with no offline queue, commands sent before the connection is up would count
 * in this process's memory only. Resolves true once Redis answers, false without REDIS_URL or
 * when it does not answer within `timeoutMs` (the limits then stay in memory until it does).
 */
export async function connectRateLimitStore(timeoutMs = 5_000): Promise<boolean> {
  const client = redisClient();
  if (!client) return false;
  if (client.status === "ready") return true;
  return new Promise<boolean>((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      client.off("ready", onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.once("ready", onReady);
  });
}

/** Closes this process's Redis connection, if any (shutdown, tests). */
export async function closeRateLimitStore(): Promise<void> {
  const global = globalThis as WithRedis;
  const client = global[REDIS];
  global[REDIS] = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}

export type Limiter = {
  /** Counts one attempt for `key`; throws a 429 AppError with Retry-After once over the limit. */
  consume: (key: string, message?: string) => Promise<void>;
  /** Forgets the attempts of `key` (e.g. after a successful log-in). */
  reset: (key: string) => Promise<void>;
  /** Attempts counted for `key` in the current window (0 when none), without counting one. */
  count: (key: string) => Promise<number>;
  /** Counts one attempt for `key` and says whether it is still within the limit (never throws a 429). */
  hit: (key: string) => Promise<boolean>;
  /** Throws the 429 (with Retry-After) when `key` has spent its window already, without counting an attempt. */
  check: (key: string, message?: string) => Promise<void>;
};

/**
 * The limiter behind a name: Redis when REDIS_URL is set (several app instances; memory if Redis
 * does not answer); without Redis, in a worker of scripts/cluster.mjs, the primary's memory
 * (rate-limiter-flexible's cluster store: all workers count together, and a replaced worker finds
 * the counts kept); otherwise this process's memory.
 */
type Store = Pick<RateLimiterAbstract, "consume" | "get" | "delete">;

function store(name: string, points: number, durationSec: number): Store {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSec });
  const client = redisClient();
  if (client) {
    return new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `rumbo:${name}`,
      points,
      duration: durationSec,
      insuranceLimiter: memory,
    });
  }
  if (!inClusterWorker()) return memory;
  const shared = new RateLimiterCluster({ keyPrefix: name, points, duration: durationSec, timeoutMs: 2_000 });
  // The primary does not answer (it is shutting down): count in this worker's memory meanwhile.
  const fallBack =
    <A extends unknown[], R>(call: (limiter: RateLimiterAbstract, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(shared, ...args);
      } catch (error) {
        if (error instanceof RateLimiterRes || !(error instanceof Error)) throw error;
        return call(memory, ...args);
      }
    };
  return {
    consume: fallBack((limiter, key: string | number, points?: number) => limiter.consume(key, points)),
    get: fallBack((limiter, key: string | number) => limiter.get(key)),
    delete: fallBack((limiter, key: string | number) => limiter.delete(key)),
  };
}

/**
 * A named limit: `points` attempts per `durationSec` for each key, shared as far as the
 * deployment allows (see `store`).
 */
export function createLimiter(name: string, points: number, durationSec: number): Limiter {
  const limiter = store(name, points, durationSec);
  return {
    async consume(key, message) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext / 1000, message);
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async count(key) {
      const res = await limiter.get(key);
      return res?.consumedPoints ?? 0;
    },
    async hit(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async check(key, message) {
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= points) throw rateLimited(res.msBeforeNext / 1000, message);
    },
  };
}

/** A window of a burst limit: `points` per `durationSec`. */
export type Window = { points: number; durationSec: number };

/**
 * A per-address limit in two windows on the same key: a short burst (say 60 a
 * minute) and a higher ceiling over a longer window (say 600 an hour). A classroom behind one
 * address that goes over the burst waits seconds (Retry-After), not the rest of the hour.
 * `count` reports the long window.
 */
export function createBurstLimiter(name: string, burst: Window, sustained: Window): Limiter {
  const short = createLimiter(`${name}-burst`, burst.points, burst.durationSec);
  const long = createLimiter(name, sustained.points, sustained.durationSec);
  return {
    async consume(key, message) {
      await short.consume(key, message);
      await long.consume(key, message);
    },
    async reset(key) {
      await Promise.all([short.reset(key), long.reset(key)]);
    },
    count: (key) => long.count(key),
    async hit(key) {
      const [a, b] = await Promise.all([short.hit(key), long.hit(key)]);
      return a && b;
    },
    async check(key, message) {
      await short.check(key, message);
      await long.check(key, message);
    },
  };
}

/** Bounds of an expensive call per caller. */
export type CallBounds = { concurrent: number; perMinute: number };

export type CallGate = {
  readonly bounds: CallBounds;
  /** Runs `fn` for `key` (a user id, or an address without a session), or throws a 429 with Retry-After. */
  run: <T>(key: string, fn: () => Promise<T> | T) => Promise<T>;
};

/** Retry-After of a call refused because the caller already has as many under way. */
const BUSY_RETRY_SECONDS = 2;

/**
 * An expensive call's bounds per caller: at most `concurrent` under way at once in
 * this process, and `perMinute` started a minute (shared through Redis when configured). Over
 * either, 429 with Retry-After, before any work: a client repeating the call at will slows only
 * itself.
 */
export function createCallGate(name: string, bounds: CallBounds, message?: string): CallGate {
  const rate = createLimiter(`call-${name}`, bounds.perMinute, 60);
  const running = new Map<string, number>();
  const release = (key: string) => {
    const left = (running.get(key) ?? 1) - 1;
    if (left <= 0) running.delete(key);
    else running.set(key, left);
  };
  return {
    bounds,
    async run(key, fn) {
      const now = running.get(key) ?? 0;
      if (now >= bounds.concurrent) throw rateLimited(BUSY_RETRY_SECONDS, message);
      running.set(key, now + 1);
      try {
        await rate.consume(key, message);
        return await fn();
      } finally {
        release(key);
      }
    },
  };
}

/**
 * The client's address for per-IP limits. X-Forwarded-For is believed only behind a known
 * reverse proxy (TRUST_PROXY=1): otherwise anyone could pick their own address, and the socket's
 * address is used (stamped by the production server, server/serve.ts). "direct" only when neither is known,
 * which would make a per-IP limit one shared bucket.
 */
export function clientIp(req: Request): string {
  if (env().TRUST_PROXY === "1") {
    const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    const proxied = forwarded || req.headers.get("x-real-ip");
    if (proxied) return proxied;
  }
  return peerAddress(req) ?? "direct";
}
