import Redis from "ioredis";
import { liveEnv } from "@/lib/config/env";

/**
 * Invalidations of the public pages' data shared by every app instance: with REDIS_URL set, an
 * instance (or the seed) that changes the catalogue publishes the tags on one Redis channel and
 * every instance drops them from its memory. Without Redis there is one instance and nothing to do.
 * No `server-only` here: the seed script (a plain Node process) publishes too.
 */
export const INVALIDATION_CHANNEL = "rumbo:cache-invalidate";

const SUBSCRIBER = Symbol.for("rumbo.cacheSubscriber");
type WithSubscriber = typeof globalThis & { [SUBSCRIBER]?: Redis };

const PUBLISHER = Symbol.for("rumbo.cachePublisher");
type WithPublisher = typeof globalThis & { [PUBLISHER]?: { url: string; client: Redis; first: Promise<void> } };

/**
 * One publishing connection per process, opened on first use and kept: an admin edit does not pay
 * for a new connection, and while Redis is down it does not wait for one (the client reconnects in
 * the background; `enableOfflineQueue: false` makes a publish fail at once instead of queuing).
 */
function publisher(redisUrl: string) {
  const global = globalThis as WithPublisher;
  const current = global[PUBLISHER];
  if (current?.url === redisUrl) return current;
  if (current) current.client.disconnect();
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  client.on("error", () => {});
  // The first publish waits for the first connection (at most the connect timeout); later ones never wait.
  const first = new Promise<void>((resolve) => {
    client.once("ready", resolve);
    client.once("end", resolve);
    setTimeout(resolve, 2_000).unref();
    client.once("error", resolve);
  });
  global[PUBLISHER] = { url: redisUrl, client, first };
  return global[PUBLISHER];
}

/** Publishes `tags` to the other instances; false without REDIS_URL or when Redis does not answer. */
export async function publishInvalidation(tags: readonly string[], redisUrl = liveEnv("REDIS_URL")): Promise<boolean> {
  return publishOn(INVALIDATION_CHANNEL, { tags }, redisUrl);
}

/**
 * Publishes a JSON message on any channel of this app through the same kept connection (the
 * chat's live fan-out uses it too); false without REDIS_URL or when Redis does not answer.
 */
export async function publishOn(channel: string, payload: unknown, redisUrl = liveEnv("REDIS_URL")): Promise<boolean> {
  if (!redisUrl) return false;
  const { client, first } = publisher(redisUrl);
  await first;
  if (client.status !== "ready") return false;
  try {
    await client.publish(channel, JSON.stringify(payload));
    return true;
  } catch {
    return false;
  }
}

/** Closes the publishing connection: scripts (the seed) call it so their process can end. */
export async function closeInvalidationPublisher(): Promise<void> {
  const global = globalThis as WithPublisher;
  const current = global[PUBLISHER];
  global[PUBLISHER] = undefined;
  if (current) await current.client.quit().catch(() => current.client.disconnect());
}

/** Listens for other instances' invalidations (the server's start, instrumentation.ts); once per process. */
export function subscribeInvalidations(onTags: (tags: string[]) => void, redisUrl = liveEnv("REDIS_URL")): void {
  const global = globalThis as WithSubscriber;
  if (!redisUrl || global[SUBSCRIBER]) return;
  subscribeChannel(
    INVALIDATION_CHANNEL,
    (parsed) => {
      const tags = (parsed as { tags?: unknown } | null)?.tags;
      if (Array.isArray(tags)) onTags(tags.filter((t): t is string => typeof t === "string"));
    },
    redisUrl,
  );
}

const LISTENERS = Symbol.for("rumbo.redisListeners");
type Channel = { listeners: Set<(message: unknown) => void>; onSubscribed: Set<() => void> };
type WithListeners = typeof globalThis & { [LISTENERS]?: Map<string, Channel> };

/** Subscribes (again) to a channel and, once Redis confirms, says so to whoever asked to know. */
function confirmSubscription(client: Redis, name: string, channel: Channel) {
  client.subscribe(name).then(
    () => {
      for (const callback of channel.onSubscribed) callback();
    },
    () => {},
  );
}

/**
 * Calls `onMessage` with each parsed JSON message published on `channel` (by any instance, this
 * one included), over one subscribing connection per process shared by every channel. Returns the
 * function that stops listening. Nothing happens without REDIS_URL. `onSubscribed` runs each time
 * Redis confirms the subscription — the first time and after every reconnect — so a caller can
 * read again whatever was published while it was not listening.
 */
export function subscribeChannel(
  channel: string,
  onMessage: (message: unknown) => void,
  redisUrl = liveEnv("REDIS_URL"),
  onSubscribed?: () => void,
): () => void {
  if (!redisUrl) return () => {};
  const global = globalThis as WithSubscriber & WithListeners;
  const channels = (global[LISTENERS] ??= new Map());
  if (!global[SUBSCRIBER]) {
    const client = new Redis(redisUrl, { maxRetriesPerRequest: null, autoResubscribe: false });
    client.on("error", () => {});
    client.on("message", (from: string, message: string) => {
      const entry = (global[LISTENERS] ?? channels).get(from);
      if (!entry?.listeners.size) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return; // Not ours: ignored.
      }
      for (const listener of entry.listeners) listener(parsed);
    });
    // After a reconnect: subscribe again to every channel (autoResubscribe is off so that each
    // confirmation is seen here).
    let connectedBefore = false;
    client.on("ready", () => {
      if (connectedBefore) for (const [name, entry] of global[LISTENERS] ?? channels) confirmSubscription(client, name, entry);
      connectedBefore = true;
    });
    global[SUBSCRIBER] = client;
  }
  const client = global[SUBSCRIBER];
  let entry = channels.get(channel);
  const isNew = !entry;
  if (!entry) {
    entry = { listeners: new Set(), onSubscribed: new Set() };
    channels.set(channel, entry);
  }
  entry.listeners.add(onMessage);
  if (onSubscribed) entry.onSubscribed.add(onSubscribed);
  if (isNew) confirmSubscription(client, channel, entry);
  const current = entry;
  return () => {
    current.listeners.delete(onMessage);
    if (onSubscribed) current.onSubscribed.delete(onSubscribed);
  };
}

/** Whether this process's subscribing connection is up (a publish now reaches it). */
export function subscriberReady(): boolean {
  return (globalThis as WithSubscriber)[SUBSCRIBER]?.status === "ready";
}

/** Stops listening (tests). */
export async function closeInvalidationSubscriber(): Promise<void> {
  const global = globalThis as WithSubscriber;
  const client = global[SUBSCRIBER];
  global[SUBSCRIBER] = undefined;
  (global as WithListeners)[LISTENERS] = undefined;
  if (client) await client.quit().catch(() => client.disconnect());
}
