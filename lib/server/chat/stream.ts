import "server-only";
import type { ChatMessages } from "@/lib/contracts/chat";
import { resolveSession } from "../auth/session";
import { logWarn } from "../log";
import { advisorSide, listMessages, studentSide, type ChatSide } from "./conversations";
import { listenToConversation } from "./hub";
import { rateLimits } from "../rate-limits";
import { takeStreamSlot } from "./stream-slots";

/**
 * How long a stream lasts (EventSource then reconnects at once with Last-Event-ID, and the request
 * is checked again from scratch) and how often it pings: a comment line that keeps proxies from
 * closing an idle stream, and the moment the stream checks it may still be open. Tests shorten them.
 */
export const streamTiming = { maxMs: 5 * 60_000, pingMs: 20_000 };

/** Who holds a stream: read again while it is open. */
export type StreamHolder = {
  /** The request's session token (bearer or cookie), resolved again at each ping. */
  sessionToken: string | null;
  /** The caller's address: the per-address cap of open streams. */
  ip: string;
};

/**
 * Whether the stream's holder may still read it: the session is live (not logged out, not closed
 * by a password change, the account not deactivated), it is the same account, and that account
 * still has its side of the conversation (a running membership for the student, the advisor's
 * login for the specialist). Any failure answers no: the stream ends and EventSource's reconnect
 * goes through every check again, so nothing is lost.
 */
async function stillEntitled(side: ChatSide, holder: StreamHolder): Promise<boolean> {
  try {
    const session = await resolveSession(holder.sessionToken);
    if (!session || session.user.id !== side.user.id) return false;
    const again =
      side.role === "student"
        ? await studentSide(session.user, side.conversation.id)
        : await advisorSide(session.user, side.conversation.id);
    return again.conversation.id === side.conversation.id;
  } catch {
    return false;
  }
}

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
 *
 * The stream lives only while its holder may read it: before each catch-up after the first and
 * at each ping the session and the right to the conversation are checked again, and the stream
 * ends as soon as either is gone (log-out, a password change that closed the other sessions, a
 * deactivated account, an ended membership). Open streams are capped per account and per address
 * (`takeStreamSlot`): beyond, 429 with Retry-After.
 */
export async function chatEventStream(side: ChatSide, cursor: number, signal: AbortSignal, holder: StreamHolder): Promise<Response> {
  await rateLimits.chatStreams.consume(`${side.role}:${side.user.id}`);
  const { maxMs, pingMs } = streamTiming;
  const slot = await takeStreamSlot(side.user.id, holder.ip, 3 * pingMs);
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
      // The handler checked the request a moment ago: the first catch-up needs no second check.
      let checked = true;
      const entitled = async () => {
        if (checked) {
          checked = false;
          return true;
        }
        if (await stillEntitled(side, holder)) return true;
        close();
        return false;
      };
      const catchUp = () => {
        chain = chain.then(async () => {
          if (closed || !(await entitled())) return;
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
      // Checked in the same chain as the catch-ups: a ping never overtakes a message being sent.
      const ping = setInterval(() => {
        chain = chain.then(async () => {
          if (closed || !(await entitled())) return;
          slot.refresh();
          send(": ping\n\n");
        });
      }, pingMs);
      const end = setTimeout(() => close(), maxMs);
      function close() {
        if (closed) return;
        closed = true;
        slot.release();
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
