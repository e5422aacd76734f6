import { EXPERIMENT_COOKIE, EXPERIMENT_MAX_AGE } from "@/lib/config/experiment.mjs";

/** Cookie names and lifetimes. */
export const cookieNames = {
  /** HttpOnly opaque session token. */
  session: "rumbo_session",
  /** Readable public user fields for the navbar and stores (never a secret). */
  user: "rumbo_user",
  /** Tracking campaign from the `reference` query. */
  campaign: "rumbo_ref",
  /** Where to go after login or social login. */
  redirect: "rumbo_redirect",
  /**
   * The alliance the visitor came through (`/alliance/{nickname}`): JSON {allianceId,
   * institutionId, name, logo}. Readable (the navbar shows the logo; registration sends it).
   */
  sponsor: "rumbo_sponsor",
  /** Experiment bucket ('exp', 7 days): lib/config/experiment.mjs. */
  experiment: EXPERIMENT_COOKIE,
} as const;

export const cookieMaxAge = {
  session: 60 * 60 * 24 * 60, // "session 2 months", sliding
  redirect: 60 * 60, // 1 hour: the redirect target only has to outlive a log-in or a sign-up
  campaign: 604_800,
  experiment: EXPERIMENT_MAX_AGE,
  sponsor: 60 * 60 * 24 * 30, // 30 days
} as const;
