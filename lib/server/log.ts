import pino, { type Logger } from "pino";
import { liveEnv } from "@/lib/config/env";

/**
 * Server logging in one place: JSON lines on stderr through pino (level, time, msg, and the
 * fields given). Quiet in tests unless LOG_LEVEL says otherwise, so that expected failures do not
 * trip the console guard. Never log personal data: no e-mail, phone, name, token or query string.
 */
const levels = ["debug", "info", "warn", "error", "silent"] as const;
type Level = (typeof levels)[number];

function configuredLevel(): Level {
  const configured = liveEnv("LOG_LEVEL") as Level | undefined;
  if (configured && levels.includes(configured)) return configured;
  return liveEnv("NODE_ENV") === "test" || liveEnv("VITEST") ? "silent" : "info";
}

let current: { level: Level; logger: Logger } | undefined;

/** The process's logger (re-created when LOG_LEVEL changes, as tests do). */
export function logger(): Logger {
  const level = configuredLevel();
  if (current?.level !== level) {
    current = {
      level,
      logger: pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ fd: 2, sync: true })),
    };
  }
  return current.logger;
}

function write(level: "info" | "warn" | "error", message: string, detail?: unknown) {
  const log = logger();
  if (!log.isLevelEnabled(level)) return;
  if (detail instanceof Error) log[level]({ err: detail }, message);
  else if (detail !== undefined) log[level]({ detail }, message);
  else log[level](message);
}

export const logInfo = (message: string, detail?: unknown) => write("info", message, detail);
export const logWarn = (message: string, detail?: unknown) => write("warn", message, detail);
export const logError = (message: string, detail?: unknown) => write("error", message, detail);

/** One line per API request: id, method, route (the path, without its query), status and duration. */
export function logRequest(entry: { requestId: string; method: string; route: string; status: number; durationMs: number }) {
  const log = logger();
  const level = entry.status >= 500 ? "error" : "info";
  if (log.isLevelEnabled(level)) log[level]({ ...entry, durationMs: Math.round(entry.durationMs) }, "request");
}
