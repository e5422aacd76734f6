import "server-only";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { liveBookings, users } from "@/lib/db/schema";
import { logError, logInfo } from "../log";
import { loadBooking, toBooking } from "./bookings";
import { sendBookingReminder } from "./emails";

const BATCH = 50;

export type LiveReminderRun = { sent: number; skipped: number; failed: number };

/**
 * Sends the reminder of every confirmed session whose `reminder_at` has come, each exactly once:
 * one UPDATE claims it (`reminder_sent_at` from null to now) before the e-mail goes out, so two
 * runs at once — two processes, or two ticks — never both send it. A session found after it
 * started is claimed and skipped ("starts in an hour" would be wrong by then). A cancelled
 * session has no `reminder_at`.
 */
export async function processDueLiveReminders(now: Date = new Date()): Promise<LiveReminderRun> {
  const db = await getDb();
  const run: LiveReminderRun = { sent: 0, skipped: 0, failed: 0 };
  const due = await db
    .select({ id: liveBookings.id })
    .from(liveBookings)
    .where(and(eq(liveBookings.status, "confirmed"), isNull(liveBookings.reminderSentAt), lte(liveBookings.reminderAt, now)))
    .orderBy(asc(liveBookings.reminderAt))
    .limit(BATCH);
  for (const { id } of due) {
    const [claimed] = await db
      .update(liveBookings)
      .set({ reminderSentAt: now })
      .where(and(eq(liveBookings.id, id), eq(liveBookings.status, "confirmed"), isNull(liveBookings.reminderSentAt)))
      .returning({ id: liveBookings.id, userId: liveBookings.userId, startsAt: liveBookings.startsAt });
    if (!claimed) continue;
    if (claimed.startsAt.getTime() <= now.getTime()) {
      run.skipped++;
      continue;
    }
    try {
      const [student] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, claimed.userId));
      const row = await loadBooking(claimed.id);
      if (!student || !row) {
        run.skipped++;
        continue;
      }
      await sendBookingReminder(student.email, student.name, toBooking(row, now));
      run.sent++;
    } catch (error) {
      logError(`live: reminder of booking ${id} not sent`, error);
      run.failed++;
    }
  }
  if (run.sent || run.skipped || run.failed) logInfo("live: reminders processed", run);
  return run;
}

type JobHolder = { timer?: ReturnType<typeof setInterval>; running?: boolean };
const job = ((globalThis as { __rumboLiveReminderJob?: JobHolder }).__rumboLiveReminderJob ??= {});

/** Started from instrumentation.ts next to the fair's: one run a minute, one at a time, never keeps the process alive. */
export function startLiveReminderJob(intervalMs = 60_000): void {
  if (job.timer) return;
  job.timer = setInterval(() => {
    if (job.running) return;
    job.running = true;
    processDueLiveReminders()
      .catch((error) => logError("live: reminder job failed", error))
      .finally(() => {
        job.running = false;
      });
  }, intervalMs);
  job.timer.unref?.();
}
