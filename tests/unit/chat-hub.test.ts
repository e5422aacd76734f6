import Redis from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { closeInvalidationPublisher, closeInvalidationSubscriber } from "@/lib/server/cache/broadcast";
import { CHAT_CHANNEL, listenToConversation, openStreamCount, pokeConversation, type ChatPoke } from "@/lib/server/chat/hub";

/**
 * The chat's live fan-out (lib/server/chat/hub.ts): in the process without Redis, and across
 * instances through Redis (TEST_REDIS_URL, set by `npm test` when the machine's Redis answers).
 */
const redisUrl = process.env.TEST_REDIS_URL?.trim();

afterAll(async () => {
  await closeInvalidationSubscriber();
  await closeInvalidationPublisher();
});

describe("reparto en vivo del chat", () => {
  it("sin Redis: un aviso llega solo a los streams de esa conversación, y un stream cerrado ya no recibe", async () => {
    const a: ChatPoke[] = [];
    const b: ChatPoke[] = [];
    const stopA = listenToConversation(101, (p) => a.push(p), undefined);
    const stopB = listenToConversation(102, (p) => b.push(p), undefined);
    expect(openStreamCount()).toBe(2);
    await pokeConversation({ conversationId: 101, kind: "message" }, undefined);
    expect(a).toEqual([{ conversationId: 101, kind: "message" }]);
    expect(b).toEqual([]);
    stopA();
    await pokeConversation({ conversationId: 101, kind: "read" }, undefined);
    expect(a).toHaveLength(1);
    stopB();
    expect(openStreamCount()).toBe(0);
  });

  it.skipIf(!redisUrl)(
    "con Redis: el aviso de otra instancia llega; el propio no llega dos veces; al confirmar la suscripción se relee",
    async () => {
      const got: ChatPoke[] = [];
      const stop = listenToConversation(4242, (p) => got.push(p), redisUrl);
      // Redis confirms the subscription: the open streams read again what they may have missed.
      await vi.waitFor(() => expect(got).toContainEqual({ conversationId: 4242, kind: "message" }), { timeout: 3_000 });
      got.length = 0;
      const other = new Redis(redisUrl!);
      try {
        await other.publish(CHAT_CHANNEL, JSON.stringify({ conversationId: 4242, kind: "read", origin: "otra-instancia" }));
        await vi.waitFor(() => expect(got).toEqual([{ conversationId: 4242, kind: "read" }]), { timeout: 3_000 });
        got.length = 0;
        await pokeConversation({ conversationId: 4242, kind: "message" }, redisUrl);
        await new Promise((r) => setTimeout(r, 200));
        expect(got).toEqual([{ conversationId: 4242, kind: "message" }]);
      } finally {
        other.disconnect();
        stop();
      }
    },
  );
});
