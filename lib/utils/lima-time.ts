/**
 * Lima's days and hours as plain arithmetic, for the live sessions, the metrics' days, the back
 * office and the seed: Lima has been UTC−5 all year since 1994 (no daylight saving time), so a
 * fixed offset is exact and the server's own zone never matters. Pure.
 */
import { formatLongDate, formatTime, LIMA_TIME_ZONE } from "@/lib/format/dates";

/** Hours Lima is behind UTC. */
export const LIMA_OFFSET_HOURS = 5;
const OFFSET_MS = LIMA_OFFSET_HOURS * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of a Lima wall-clock time: ("2026-11-30", "16:00") → 2026-11-30T21:00:00Z. */
export function limaInstant(day: string, time: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh, mm) + OFFSET_MS);
}

/** How an instant reads in Lima: day "YYYY-MM-DD", time "HH:MM", ISO weekday (1 = Monday). */
export function limaParts(instant: Date): { day: string; time: string; weekday: number; exactMinute: boolean } {
  const shifted = new Date(instant.getTime() - OFFSET_MS);
  const day = shifted.toISOString().slice(0, 10);
  const time = shifted.toISOString().slice(11, 16);
  const wd = shifted.getUTCDay();
  return { day, time, weekday: wd === 0 ? 7 : wd, exactMinute: shifted.getUTCSeconds() === 0 && shifted.getUTCMilliseconds() === 0 };
}

/** Today in Lima, "YYYY-MM-DD". */
export const limaToday = (now: Date = new Date()) => limaParts(now).day;

/** The Lima day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The instant at which a Lima day ("YYYY-MM-DD") starts. */
export const limaDayStart = (day: string): Date => limaInstant(day, "00:00");

/** Every day from `from` to `to`, both included (at most 1,000). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 1000; d = addDays(d, 1)) out.push(d);
  return out;
}

/** ISO weekday (1 = Monday) of a Lima day. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return wd === 0 ? 7 : wd;
}

/** "Lunes 30 de noviembre" */
export const limaDateLabel = (instant: Date) => formatLongDate(instant, LIMA_TIME_ZONE);
/** "4:00 p. m." */
export const limaTimeLabel = (instant: Date) => formatTime(instant, LIMA_TIME_ZONE);
