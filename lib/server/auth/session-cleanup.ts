import "server-only";
import { logError, logInfo } from "../log";
import { deleteExpiredSessions } from "./session";

type JobHolder = { timer?: ReturnType<typeof setInterval>; running?: boolean };
const job = ((globalThis as { __rumboSessionCleanup?: JobHolder }).__rumboSessionCleanup ??= {});

/** One pass of the job: deletes expired sessions, logs how many; never throws. */
export async function runSessionCleanup(now: Date = new Date()): Promise<number> {
  if (job.running) return 0;
  job.running = true;
  try {
    const deleted = await deleteExpiredSessions(now);
    if (deleted) logInfo("sesiones: vencidas borradas", { deleted });
    return deleted;
  } catch (error) {
    logError("sesiones: el borrado de sesiones vencidas falló", error);
    return 0;
  } finally {
    job.running = false;
  }
}

/**
 * Deletes expired sessions two minutes after start and then every 6 hours, in this server process
 * (instrumentation.ts). Several instances may run it at once: the delete is idempotent.
 */
export function startSessionCleanupJob(everyMs = 6 * 60 * 60 * 1000): void {
  if (job.timer) return;
  const tick = () => void runSessionCleanup();
  setTimeout(tick, 120_000).unref?.();
  job.timer = setInterval(tick, everyMs);
  job.timer.unref?.();
}
