import "server-only";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { advisors, chatMessages, users } from "@/lib/db/schema";
import { logError, logInfo } from "../log";
import { loadConversation } from "./conversations";
import { sendUnreadNotice } from "./emails";

const BATCH = 50;
export type ChatNoticeRun = { sent: number; read: number; failed: number };

const firstWord = (s: string | null | undefined) => (s ?? "").trim().split(/\s+/)[0] ?? "";

/**
 * The «unread for 10 minutes» e-mails. Each message carries `notify_at` (sent + 10 min); per
 * conversation and author, one UPDATE claims every due message (`notified_at` from null to now)
 * before anything is sent, so two instances running this at once never both send: PostgreSQL
 * re-checks `notified_at is null` on the rows the first one locked, and the second claims none.
 * Messages the other side has read by then are claimed and skipped; at most one e-mail per claim.
 */
export async function processDueChatNotices(now: Date = new Date()): Promise<ChatNoticeRun> {
  const db = await getDb();
  const run: ChatNoticeRun = { sent: 0, read: 0, failed: 0 };
  const due = await db
    .selectDistinct({ conversationId: chatMessages.conversationId, authorRole: chatMessages.authorRole })
    .from(chatMessages)
    .where(and(isNull(chatMessages.notifiedAt), lte(chatMessages.notifyAt, now)))
    .orderBy(asc(chatMessages.conversationId))
    .limit(BATCH);
  for (const { conversationId, authorRole } of due) {
    const claimed = await db
      .update(chatMessages)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.authorRole, authorRole),
          isNull(chatMessages.notifiedAt),
          lte(chatMessages.notifyAt, now),
        ),
      )
      .returning({ id: chatMessages.id });
    if (!claimed.length) continue;
    try {
      const c = await loadConversation(conversationId);
      if (!c) continue;
      const newest = Math.max(...claimed.map((m) => m.id));
      const toRole = authorRole === "advisor" ? "student" : "advisor";
      const readUpTo = toRole === "student" ? c.studentReadId : c.advisorReadId;
      if (newest <= readUpTo) {
        run.read++;
        continue;
      }
      const recipient =
        toRole === "student"
          ? (await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, c.userId)))[0]
          : (
              await db
                .select({ email: sql<string | null>`coalesce(${advisors.email}, ${users.email})`, name: advisors.name })
                .from(advisors)
                .leftJoin(users, eq(users.id, advisors.userId))
                .where(eq(advisors.id, c.advisorId))
            )[0];
      if (!recipient?.email) continue;
      await sendUnreadNotice({
        to: recipient.email,
        greetingName: firstWord(recipient.name),
        fromName: toRole === "student" ? c.advisorName : firstWord(c.studentName) || "Un estudiante",
        toRole,
        conversationId,
      });
      run.sent++;
    } catch (error) {
      logError(`chat: unread notice of conversation ${conversationId} not sent`, error);
      run.failed++;
    }
  }
  if (run.sent || run.read || run.failed) logInfo("chat: unread notices processed", run);
  return run;
}

type JobHolder = { timer?: ReturnType<typeof setInterval>; running?: boolean };
const job = ((globalThis as { __rumboChatNoticeJob?: JobHolder }).__rumboChatNoticeJob ??= {});

/** Started from instrumentation.ts with the other reminders: one run a minute, one at a time, never keeps the process alive. */
export function startChatNoticeJob(intervalMs = 60_000): void {
  if (job.timer) return;
  job.timer = setInterval(() => {
    if (job.running) return;
    job.running = true;
    processDueChatNotices()
      .catch((error) => logError("chat: unread notice job failed", error))
      .finally(() => {
        job.running = false;
      });
  }, intervalMs);
  job.timer.unref?.();
}
