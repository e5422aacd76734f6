/** Lima has been UTC−5 all year since 1994 (no daylight saving): a fixed offset is exact. */
export const LIMA_OFFSET_HOURS = 5;

/** The UTC instant at which a Lima day (YYYY-MM-DD) starts. */
export function limaDayStart(day: string): Date {
  return new Date(`${day}T${String(LIMA_OFFSET_HOURS).padStart(2, "0")}:00:00.000Z`);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Today's date in Lima. */
export function limaToday(now: Date = new Date()): string {
  return new Date(now.getTime() - LIMA_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 1000; d = addDays(d, 1)) out.push(d);
  return out;
}
