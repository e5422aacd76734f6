import "server-only";
import type { ChatMessages } from "@/lib/contracts/chat";
import { logWarn } from "../log";
import { listMessages, type ChatSide } from "./conversations";
import { listenToConversation } from "./hub";
import { chatLimits } from "./limits";
import { CHAT_MESSAGES } from "./messages";

/** A stream ends after this long; EventSource reconnects at once with Last-Event-ID (the session is checked again). */
export const STREAM_MAX_MS = 5 * 60_000;
/** A comment line this often keeps proxies from closing an idle stream. */
export const STREAM_PING_MS = 20_000;

/** The cursor a reconnect resumes from: `Last-Event-ID` (EventSource's own reconnects) wins over `?since=`. */
export function streamCursor(lastEventId: string | null, since: number | undefined): number {
  const fromHeader = lastEventId && /^\d{1,10}$/.test(lastEventId.trim()) ? Number(lastEventId.trim()) : NaN;
  if (Number.isSafeInteger(fromHeader) && fromHeader <= 2_147_483_647) return fromHeader;
  return since ?? 0;
}

/**
 * `GET …/events` (text/event-stream): every message after the cursor, as one `message` event each
 * (`id:` is the message id), then each new one as it is stored — here or on another instance —
 * plus a `read` event when the other side's read pointer moves. On every poke the stream reads the
 * database after its cursor, one read at a time, so nothing is sent twice or skipped.
 */
export async function chatEventStream(side: ChatSide, cursor: number, signal: AbortSignal): Promise<Response> {
  await chatLimits.streams.consume(`${side.role}:${side.user.id}`, CHAT_MESSAGES.tooManyStreams);
  const encoder = new TextEncoder();
  let closed = false;
  let readByOther = -1;
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          close();
        }
      };
      let chain: Promise<void> = Promise.resolve();
      const catchUp = () => {
        chain = chain.then(async () => {
          if (closed) return;
          try {
            let page: ChatMessages;
            do {
              page = await listMessages(side, { since: cursor, limit: 100 });
              for (const m of page.items) {
                send(`id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`);
                cursor = m.id;
              }
            } while (page.items.length === 100 && !closed);
            if (page.readByOther !== readByOther) {
              readByOther = page.readByOther;
              send(`event: read\ndata: ${JSON.stringify({ upTo: readByOther })}\n\n`);
            }
          } catch (error) {
            logWarn("chat: stream catch-up failed", { error: error instanceof Error ? error.message : String(error) });
          }
        });
      };
      const unlisten = listenToConversation(side.conversation.id, catchUp);
      const ping = setInterval(() => send(": ping\n\n"), STREAM_PING_MS);
      const end = setTimeout(() => close(), STREAM_MAX_MS);
      function close() {
        if (closed) return;
        closed = true;
        unlisten();
        clearInterval(ping);
        clearTimeout(end);
        signal.removeEventListener("abort", close);
        try {
          controller.close();
        } catch {
          // Already closed by the client.
        }
      }
      stop = close;
      signal.addEventListener("abort", close);
      // The reconnect delay a browser uses after the stream drops, then everything after the cursor.
      send("retry: 3000\n\n");
      catchUp();
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the production server's gzip (Next's compression) must not buffer the events.
      "Cache-Control": "no-cache, no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
