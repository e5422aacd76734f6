import "server-only";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, webinarEnrolments } from "@/lib/db/schema";
import { logError, logInfo } from "../log";
import { greetingName } from "../notifications/greeting";
import { sendWebinarReminder } from "./emails";
import { getWebinar } from "./webinars";

const BATCH = 50;

export type WebinarReminderRun = { sent: number; skipped: number; failed: number };

/**
 * Sends the reminder of every enrolment whose `reminder_at` has come, each exactly once, as the
 * live sessions do: one UPDATE claims it (`reminder_sent_at` from null to now) before the e-mail
 * goes out, so two processes never both send it. A cancelled talk, or one that already started,
 * is claimed and skipped.
 */
export async function processDueWebinarReminders(now: Date = new Date()): Promise<WebinarReminderRun> {
  const db = await getDb();
  const run: WebinarReminderRun = { sent: 0, skipped: 0, failed: 0 };
  const due = await db
    .select({ id: webinarEnrolments.id })
    .from(webinarEnrolments)
    .where(and(isNull(webinarEnrolments.reminderSentAt), lte(webinarEnrolments.reminderAt, now)))
    .orderBy(asc(webinarEnrolments.reminderAt))
    .limit(BATCH);
  for (const { id } of due) {
    const [claimed] = await db
      .update(webinarEnrolments)
      .set({ reminderSentAt: now })
      .where(and(eq(webinarEnrolments.id, id), isNull(webinarEnrolments.reminderSentAt)))
      .returning({ userId: webinarEnrolments.userId, webinarId: webinarEnrolments.webinarId });
    if (!claimed) continue;
    try {
      const [student] = await db
        .select({ email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, claimed.userId));
      const webinar = await getWebinar(claimed.webinarId, claimed.userId, now);
      if (!student || !webinar || webinar.status !== "upcoming") {
        run.skipped++;
        continue;
      }
      await sendWebinarReminder(student.email, greetingName(student.name, student.emailVerifiedAt), webinar);
      run.sent++;
    } catch (error) {
      logError(`webinars: reminder of enrolment ${id} not sent`, error);
      run.failed++;
    }
  }
  if (run.sent || run.skipped || run.failed) logInfo("webinars: reminders processed", run);
  return run;
}

type JobHolder = { timer?: ReturnType<typeof setInterval>; running?: boolean };
const job = ((globalThis as { __rumboWebinarReminderJob?: JobHolder }).__rumboWebinarReminderJob ??= {});

/** Started from instrumentation.ts with the fair's and the live sessions' reminders: one run a minute, one at a time. */
export function startWebinarReminderJob(intervalMs = 60_000): void {
  if (job.timer) return;
  job.timer = setInterval(() => {
    if (job.running) return;
    job.running = true;
    processDueWebinarReminders()
      .catch((error) => logError("webinars: reminder job failed", error))
      .finally(() => {
        job.running = false;
      });
  }, intervalMs);
  job.timer.unref?.();
}
