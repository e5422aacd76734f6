/**
 * Server logging in one place: structured single lines on stderr. Quiet in tests unless
 * LOG_LEVEL says otherwise, so that expected failures do not trip the console guard.
 */
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
import { liveEnv } from "@/lib/config/env";
type Level = keyof typeof levels;

function threshold(): number {
  const configured = liveEnv("LOG_LEVEL") as Level | undefined;
  if (configured && configured in levels) return levels[configured];
  return liveEnv("NODE_ENV") === "test" || liveEnv("VITEST") ? levels.silent : levels.info;
}

function write(level: Exclude<Level, "silent">, message: string, detail?: unknown) {
  if (levels[level] < threshold()) return;
  const extra =
    detail instanceof Error ? ` ${detail.name}: ${detail.message}${detail.stack ? `\n${detail.stack}` : ""}` : detail !== undefined ? ` ${JSON.stringify(detail)}` : "";
  process.stderr.write(`[${new Date().toISOString()}] ${level.toUpperCase()} ${message}${extra}\n`);
}

export const logInfo = (message: string, detail?: unknown) => write("info", message, detail);
export const logWarn = (message: string, detail?: unknown) => write("warn", message, detail);
export const logError = (message: string, detail?: unknown) => write("error", message, detail);
