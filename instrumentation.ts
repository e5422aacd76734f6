/** Validates the environment once when the server starts: fail fast, per variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/config/env");
    env();
    // Card payment off (a public APP_URL and no PAYMENT_PROVIDER): said once, at start.
    if (process.env.NEXT_PHASE !== "phase-production-build") {
      const [{ cardPaymentWarning }, { logWarn }] = await Promise.all([
        import("@/lib/server/payments/providers"),
        import("@/lib/server/log"),
      ]);
      const warning = cardPaymentWarning();
      if (warning) logWarn(warning);
    }
    // Shared rate limits (REDIS_URL): connect at start, so the first requests already count in Redis.
    if (process.env.NEXT_PHASE !== "phase-production-build" && process.env.REDIS_URL) {
      const [{ connectRateLimitStore }, { logInfo, logWarn }] = await Promise.all([
        import("@/lib/server/rate-limit"),
        import("@/lib/server/log"),
      ]);
      void connectRateLimitStore().then((ok) =>
        ok ? logInfo("límites: Redis conectado") : logWarn("límites: Redis no responde; los límites cuentan en la memoria de este proceso"),
      );
    }
    // Other instances' catalogue edits and re-seeds (REDIS_URL) drop this process's cached page data.
    if (process.env.NEXT_PHASE !== "phase-production-build" && process.env.REDIS_URL) {
      const [{ subscribeInvalidations }, { invalidateLocally }] = await Promise.all([
        import("@/lib/server/cache/broadcast"),
        import("@/lib/server/catalogue/invalidate"),
      ]);
      subscribeInvalidations(invalidateLocally);
    }
    // Sibling workers' invalidations when Redis did not carry them (scripts/cluster.mjs, lib/server/cluster/bus.mjs).
    if (process.env.NEXT_PHASE !== "phase-production-build") {
      const [{ subscribeWorkers }, { INVALIDATION_CHANNEL }, { invalidateLocally }] = await Promise.all([
        import("@/lib/server/cluster/bus.mjs"),
        import("@/lib/server/cache/broadcast"),
        import("@/lib/server/catalogue/invalidate"),
      ]);
      subscribeWorkers(INVALIDATION_CHANNEL, (payload) => {
        const tags = (payload as { tags?: unknown } | null)?.tags;
        if (Array.isArray(tags)) invalidateLocally(tags.filter((t): t is string => typeof t === "string"));
      });
    }
    // The scheduled jobs, in one worker of the cluster (lib/server/cluster/jobs.ts).
    const { runsScheduledJobs } = await import("@/lib/server/cluster/jobs");
    const jobs = process.env.NEXT_PHASE !== "phase-production-build" && runsScheduledJobs();
    // The fair's reminder e-mails: a light interval in this process (lib/server/fair/reminders.ts).
    if (jobs && process.env.RUMBO_REMINDER_JOB !== "off") {
      const { startReminderJob } = await import("@/lib/server/fair/reminders");
      startReminderJob();
      void import("@/lib/server/live/reminders").then((m) => m.startLiveReminderJob());
      void import("@/lib/server/chat/unread").then((m) => m.startChatNoticeJob());
      void import("@/lib/server/webinars/reminders").then((m) => m.startWebinarReminderJob());
    }
    if (jobs) (await import("@/lib/server/metrics/retention")).startMetricsRetentionJob();
    if (jobs) (await import("@/lib/server/auth/session-cleanup")).startSessionCleanupJob();
    // The production server's per-person cache of the result page asks the app for her page's version (server/serve.ts).
    if (process.env.NEXT_PHASE !== "phase-production-build")
      (await import("@/lib/server/vocational/result-page-version")).registerResultPageVersion();
  }
}
