import "server-only";
import { randomUUID } from "node:crypto";
import { AppError, rateLimited } from "../http/errors";
import { logWarn } from "../log";
import { sharedRedis } from "../rate-limit";
import { CHAT_MESSAGES } from "./messages";

/** Live streams one account may hold open at once (a few tabs and devices). */
export const STREAMS_PER_ACCOUNT = 5;
/** Live streams one address may hold open at once (a school or a family behind one router). */
export const STREAMS_PER_ADDRESS = 50;
/** Retry-After of a stream refused for being over the cap: a slot frees when a stream ends. */
export const STREAM_CAP_RETRY_SECONDS = 30;

/** A stream's place in the counts: refreshed at each keep-alive ping, released when it ends. */
export type StreamSlot = { refresh: () => void; release: () => void };

const STATE = Symbol.for("rumbo.chatStreamSlots");
// On globalThis: Next compiles each route handler into its own module instance, and both chat
// stream routes must count in the same table.
const local: Map<string, number> = ((globalThis as typeof globalThis & { [STATE]?: Map<string, number> })[STATE] ??= new Map());

const accountKey = (userId: string) => `user:${userId}`;
const addressKey = (ip: string) => `ip:${ip}`;

function localCount(key: string) {
  return local.get(key) ?? 0;
}
function localAdd(key: string, by: number) {
  const n = localCount(key) + by;
  if (n <= 0) local.delete(key);
  else local.set(key, n);
}

/**
 * With Redis, each open stream is a member of one sorted set per account and per address, scored
 * with the time it stops counting unless refreshed. A stream of a process that died stops counting
 * `ttlMs` after its last ping. One script: drop the stale members, compare, add, all at once.
 */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[6])
redis.call('PEXPIRE', KEYS[2], ARGV[6])
return 0`;
const redisKey = (key: string) => `rumbo:chat-streams:${key}`;

function refused(which: "account" | "address"): never {
  throw rateLimited(STREAM_CAP_RETRY_SECONDS, which === "account" ? CHAT_MESSAGES.tooManyOpenStreams : CHAT_MESSAGES.tooManyStreamsHere);
}

/**
 * Takes a place for a new stream of `userId` from `ip`, or throws a 429 (Retry-After, a Spanish
 * message) when the account already holds STREAMS_PER_ACCOUNT or the address STREAMS_PER_ADDRESS.
 * Counted in this process always and, when REDIS_URL is set and Redis answers, across every
 * instance; if Redis fails the process's own count still holds. `ttlMs`: how long a stream counts
 * in Redis after its last refresh (a few keep-alive pings).
 */
export async function takeStreamSlot(userId: string, ip: string, ttlMs: number): Promise<StreamSlot> {
  const keys = [accountKey(userId), addressKey(ip)];
  if (localCount(keys[0]) >= STREAMS_PER_ACCOUNT) refused("account");
  if (localCount(keys[1]) >= STREAMS_PER_ADDRESS) refused("address");
  const member = randomUUID();
  const redis = sharedRedis();
  if (redis) {
    try {
      const now = Date.now();
      const result = await redis.eval(
        TAKE_SCRIPT,
        2,
        redisKey(keys[0]),
        redisKey(keys[1]),
        now,
        now + ttlMs,
        member,
        STREAMS_PER_ACCOUNT,
        STREAMS_PER_ADDRESS,
        ttlMs,
      );
      if (result === 1) refused("account");
      if (result === 2) refused("address");
    } catch (error) {
      if (error instanceof AppError || !(error instanceof Error)) throw error;
      logWarn("chat: shared stream count unavailable, counting in this process", { error: error.message });
    }
  }
  // Checked again after the await: two opens of this process racing cannot both take the last place.
  if (localCount(keys[0]) >= STREAMS_PER_ACCOUNT) refused("account");
  if (localCount(keys[1]) >= STREAMS_PER_ADDRESS) refused("address");
  for (const key of keys) localAdd(key, 1);
  let released = false;
  const shared = redis;
  return {
    refresh() {
      if (released || !shared) return;
      const until = Date.now() + ttlMs;
      shared
        .multi()
        .zadd(redisKey(keys[0]), "XX", until, member)
        .zadd(redisKey(keys[1]), "XX", until, member)
        .pexpire(redisKey(keys[0]), ttlMs)
        .pexpire(redisKey(keys[1]), ttlMs)
        .exec()
        .catch(() => {});
    },
    release() {
      if (released) return;
      released = true;
      for (const key of keys) localAdd(key, -1);
      shared
        ?.multi()
        .zrem(redisKey(keys[0]), member)
        .zrem(redisKey(keys[1]), member)
        .exec()
        .catch(() => {});
    },
  };
}

/** Open streams counted in this process for an account (tests). */
export const localStreamsOf = (userId: string) => localCount(accountKey(userId));
