import "server-only";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { fairEnrolments, fairReminders, users } from "@/lib/db/schema";
import { logError, logInfo } from "../log";
import { greetingName } from "../notifications/greeting";
import { getConference } from "./conferences";
import { sendConferenceReminder } from "./emails";

export const REMINDER_LEAD_MS = 60 * 60 * 1000;
const MAX_ATTEMPTS = 3;
const BATCH = 50;

/** Queues the reminder an hour before the start; none when that moment has already passed. */
export async function queueReminder(enrolmentId: number, startsAt: Date, now: Date = new Date()): Promise<boolean> {
  const sendAt = new Date(startsAt.getTime() - REMINDER_LEAD_MS);
  if (sendAt.getTime() <= now.getTime()) return false;
  const db = await getDb();
  const inserted = await db.insert(fairReminders).values({ enrolmentId, sendAt }).onConflictDoNothing().returning({ id: fairReminders.id });
  return inserted.length > 0;
}

export type ReminderRun = { sent: number; skipped: number; failed: number };

/**
 * Sends every reminder that is due, each exactly once: a reminder is claimed (pending → sent)
 * by one UPDATE before its e-mail goes out, so two processes never both send it; a failed send
 * puts it back for a later run, up to 3 attempts. A reminder found after its talk started is
 * skipped: "starts in an hour" would be wrong by then.
 */
export async function processDueReminders(now: Date = new Date()): Promise<ReminderRun> {
  const db = await getDb();
  const run: ReminderRun = { sent: 0, skipped: 0, failed: 0 };
  const due = await db
    .select({ id: fairReminders.id })
    .from(fairReminders)
    .where(and(eq(fairReminders.status, "pending"), lte(fairReminders.sendAt, now)))
    .orderBy(asc(fairReminders.sendAt))
    .limit(BATCH);

  for (const { id } of due) {
    const [claimed] = await db
      .update(fairReminders)
      .set({ status: "sent", processedAt: now, attempts: sql`${fairReminders.attempts} + 1` })
      .where(and(eq(fairReminders.id, id), eq(fairReminders.status, "pending")))
      .returning({ enrolmentId: fairReminders.enrolmentId, attempts: fairReminders.attempts });
    if (!claimed) continue;
    try {
      const [who] = await db
        .select({
          email: users.email,
          name: users.name,
          emailVerifiedAt: users.emailVerifiedAt,
          userId: users.id,
          conferenceId: fairEnrolments.conferenceId,
        })
        .from(fairEnrolments)
        .innerJoin(users, eq(users.id, fairEnrolments.userId))
        .where(eq(fairEnrolments.id, claimed.enrolmentId));
      const conference = who ? await getConference(who.conferenceId, { userId: who.userId, now }) : null;
      if (!who || !conference || conference.status !== "upcoming") {
        await db.update(fairReminders).set({ status: "skipped" }).where(eq(fairReminders.id, id));
        run.skipped++;
        continue;
      }
      await sendConferenceReminder(who.email, greetingName(who.name, who.emailVerifiedAt), conference);
      run.sent++;
    } catch (error) {
      const status = claimed.attempts >= MAX_ATTEMPTS ? "failed" : "pending";
      await db
        .update(fairReminders)
        .set({ status, lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500) })
        .where(eq(fairReminders.id, id));
      logError(`fair: reminder ${id} not sent (${status})`, error);
      run.failed++;
    }
  }
  if (run.sent || run.skipped || run.failed) logInfo("fair: reminders processed", run);
  return run;
}

type JobHolder = { timer?: ReturnType<typeof setInterval>; running?: boolean };
const job = ((globalThis as { __rumboReminderJob?: JobHolder }).__rumboReminderJob ??= {});

/**
 * The production trigger: a light interval in the server process (started from
 * instrumentation.ts), so the embedded PGlite is not opened by a second process. One run at a
 * time; the timer does not keep the process alive.
 */
export function startReminderJob(intervalMs = 60_000): void {
  if (job.timer) return;
  job.timer = setInterval(() => {
    if (job.running) return;
    job.running = true;
    processDueReminders()
      .catch((error) => logError("fair: reminder job failed", error))
      .finally(() => {
        job.running = false;
      });
  }, intervalMs);
  job.timer.unref?.();
  logInfo(`fair: reminder job started (every ${Math.round(intervalMs / 1000)} s)`);
}
