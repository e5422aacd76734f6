import { z } from "zod";

/**
 * The server environment, validated once. The product runs with none of these set:
 * every variable has a default or is optional. Only `NEXT_PUBLIC_*` values reach the browser.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: optionalUrl,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "debe empezar con postgres:// o postgresql://")
      .optional(),
  ),
  PGLITE_DIR: optionalString,
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "debe empezar con redis://")
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "debe empezar con smtp:// o smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Rumbo <hola@rumbo.pe>"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: optionalUrl,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_AUTH_URL: optionalUrl,
  FACEBOOK_TOKEN_URL: optionalUrl,
  FACEBOOK_USERINFO_URL: optionalUrl,
  /** Unset: the test provider on a local APP_URL, no card payment on a public one (lib/server/payments/providers). */
  PAYMENT_PROVIDER: z.enum(["sandbox", "mercadopago"]).optional(),
  MERCADOPAGO_ACCESS_TOKEN: optionalString,
  MERCADOPAGO_WEBHOOK_SECRET: optionalString,
  // Optional: without a number no contact shows a made-up one (contact buttons fall back to e-mail).
  NEXT_PUBLIC_WHATSAPP_PHONE: optionalString.pipe(
    z
      .string()
      .regex(/^\+?\d{8,15}$/, "debe ser un número con código de país, solo dígitos")
      .optional(),
  ),
  API_URL: z.string().default("/api"),
  METRICS_URL: z.string().default("/api/metrics"),
  PDF_URL: z.string().default("/api/pdf"),
  NOTIFICATION_URL: z.string().default("/api/notifications"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** "1" behind a reverse proxy that sets X-Forwarded-For/-Host/-Proto; otherwise they are ignored. */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /** "off" stops the fair's reminder job in this process. */
  RUMBO_REMINDER_JOB: z.enum(["on", "off"]).default("on"),
  /**
   * Seconds a directory search page (`GET /api/institution`, `/instituciones`) is kept in memory;
   * 0 turns the cache off. The catalogue only changes when the seed runs.
   */
  RUMBO_SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Seconds the public pages' data (profiles, careers, counts, the fair) may stay in memory; edits
   * and the seed drop it at once (lib/server/cache/data-cache.ts), this only bounds it. 0 turns it off.
   */
  RUMBO_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86400).default(600),
  /**
   * Server workers `npm start` runs (scripts/cluster.mjs), default one per core. Without
   * DATABASE_URL (the embedded PGlite, one process per data directory) always 1.
   */
  RUMBO_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** "1" creates the demo accounts even in production (the e2e server). */
  RUMBO_DEMO_USERS: z.enum(["0", "1"]).default("0"),
  /** Metrics: raw events older than this many days are folded into metrics_daily and deleted. */
  METRICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  /** Chat with a specialist: where risk alerts and reports go, and the protocol they carry (a default in lib/content/chat/safety.ts). */
  CHAT_SAFETY_EMAIL: z.string().trim().email().default("seguridad@rumbo.pe"),
  CHAT_RISK_PROTOCOL: optionalString,
  /** Optional forwarding of metrics to PostHog (off unless POSTHOG_KEY is set). */
  POSTHOG_KEY: optionalString,
  POSTHOG_HOST: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment object; throws with one Spanish line per invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Configuración inválida:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}

export function appUrl(): string {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

/**
 * One variable read live from the process (not through the cached, validated `env()`): for values
 * the build phase, the test runner or a test changes while the process runs (NEXT_PHASE, VITEST,
 * APP_URL in the header tests, DATABASE_URL set by the test setup). The one other place that reads
 * `process.env` is lib/config/public.ts, whose `NEXT_PUBLIC_*` reads Next inlines at build time.
 */
export function liveEnv(name: string): string | undefined {
  return process.env[name];
}

/** The whole process environment, for functions that take an environment object to parse. */
export function processEnv(): Record<string, string | undefined> {
  return process.env;
}
