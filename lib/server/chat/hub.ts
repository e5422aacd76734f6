import "server-only";
import { randomUUID } from "node:crypto";
import { liveEnv } from "@/lib/config/env";
import { publishOn, subscribeChannel } from "../cache/broadcast";
import { publishToWorkers, subscribeWorkers } from "../cluster/bus.mjs";

/**
 * The chat's live fan-out. A change in a conversation (a new message, a read receipt) is a "poke":
 * every open stream of that conversation, in this process and — with REDIS_URL — in every other
 * instance, reads what is new from the database (the record) after its own cursor. A poke carries
 * no message, so a lost or reordered poke loses nothing: the next one, the stream's reconnect
 * (Last-Event-ID) or the page's polling reads the same rows.
 *
 * Local streams are poked directly (never through Redis, which may be down); Redis carries the
 * poke to the other instances, each on the one subscribing connection of lib/server/cache/broadcast.
 * Without Redis (or when its publish fails), the sibling workers of `scripts/cluster.mjs` get the
 * poke over the cluster bus (lib/server/cluster/bus.mjs).
 */
export const CHAT_CHANNEL = "rumbo:chat";

export type ChatPoke = { conversationId: number; kind: "message" | "read" };
type Listener = (poke: ChatPoke) => void;

const STATE = Symbol.for("rumbo.chatHub");
type HubState = { origin: string; listeners: Map<number, Set<Listener>>; subscribedTo?: string; onBus?: boolean };
// On globalThis: Next compiles each route handler into its own module instance.
const hub: HubState = ((globalThis as typeof globalThis & { [STATE]?: HubState })[STATE] ??= {
  origin: randomUUID(),
  listeners: new Map<number, Set<Listener>>(),
});

function deliver(poke: ChatPoke) {
  for (const listener of hub.listeners.get(poke.conversationId) ?? []) {
    try {
      listener(poke);
    } catch {
      // A closed stream's listener: it removes itself.
    }
  }
}

function ensureSubscribed(redisUrl: string | undefined) {
  if (!hub.onBus) {
    hub.onBus = true;
    subscribeWorkers(CHAT_CHANNEL, (message: unknown) => {
      const m = message as Partial<ChatPoke> | null;
      if (!m || typeof m.conversationId !== "number") return;
      deliver({ conversationId: m.conversationId, kind: m.kind === "read" ? "read" : "message" });
    });
  }
  if (!redisUrl || hub.subscribedTo === redisUrl) return;
  hub.subscribedTo = redisUrl;
  subscribeChannel(
    CHAT_CHANNEL,
    (message) => {
      const m = message as Partial<ChatPoke & { origin: string }> | null;
      if (!m || m.origin === hub.origin || typeof m.conversationId !== "number") return;
      deliver({ conversationId: m.conversationId, kind: m.kind === "read" ? "read" : "message" });
    },
    redisUrl,
    // Confirmed (first time, or again after Redis came back): every open stream reads what it may
    // have missed while this process was not listening.
    () => {
      for (const conversationId of hub.listeners.keys()) deliver({ conversationId, kind: "message" });
    },
  );
}

/** Listens for pokes of one conversation (an open stream); returns the function that stops. */
export function listenToConversation(conversationId: number, listener: Listener, redisUrl = liveEnv("REDIS_URL")): () => void {
  ensureSubscribed(redisUrl);
  let set = hub.listeners.get(conversationId);
  if (!set) hub.listeners.set(conversationId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (!set.size) hub.listeners.delete(conversationId);
  };
}

/**
 * Pokes every stream of the conversation: here, on the other instances through Redis (with
 * REDIS_URL), and on this server's sibling workers through the cluster bus when Redis is absent or
 * its publish failed. Never throws.
 */
export async function pokeConversation(poke: ChatPoke, redisUrl = liveEnv("REDIS_URL")): Promise<void> {
  deliver(poke);
  const viaRedis = redisUrl ? await publishOn(CHAT_CHANNEL, { ...poke, origin: hub.origin }, redisUrl).catch(() => false) : false;
  if (!viaRedis) publishToWorkers(CHAT_CHANNEL, { conversationId: poke.conversationId, kind: poke.kind });
}

/** Open streams in this process (tests, the health of a deploy). */
export function openStreamCount(): number {
  let n = 0;
  for (const set of hub.listeners.values()) n += set.size;
  return n;
}
