/** Validates the environment once when the server starts (DESIGN §10): fail fast, per variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/config/env");
    env();
    // Per-IP limits need the socket's address, which a route handler's Request does not carry.
    const { installPeerAddressHeader } = await import("@/lib/server/http/peer-address");
    installPeerAddressHeader();
    // The fair's reminder e-mails: a light interval in this process (lib/server/fair/reminders.ts).
    if (process.env.NEXT_PHASE !== "phase-production-build" && process.env.RUMBO_REMINDER_JOB !== "off") {
      const { startReminderJob } = await import("@/lib/server/fair/reminders");
      startReminderJob();
    }
  }
}
