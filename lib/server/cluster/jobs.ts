import { processEnv } from "@/lib/config/env";

/**
 * Whether this process runs the scheduled jobs (reminders, the chat's notices, metrics retention,
 * session clean-up). Under scripts/cluster.mjs only the worker in slot 0 does (its replacement keeps
 * the slot): the others would poll the same tables every minute for nothing, on the embedded
 * database through the primary's single connection. A process outside the cluster (`npm run
 * serve`, the tests' servers) runs them. Each job claims its rows, so two instances on one
 * PostgreSQL (each with its slot 0) never send a reminder twice.
 */
export function runsScheduledJobs(env: Record<string, string | undefined> = processEnv()): boolean {
  const slot = env.RUMBO_WORKER_SLOT?.trim();
  return !slot || slot === "0";
}
