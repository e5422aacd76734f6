export type CountdownParts =
  { state: "upcoming"; days: number; hours: number; minutes: number; seconds: number } | { state: "live" } | { state: "ended" };

/**
 * What the fair's countdown shows at `now` (to the fair's start from data, not a
 * fixed 2020 date): the time left, whole seconds rounded up so that it never shows 0 before the
 * start; "en vivo" between start and end; "finalizó" after the end.
 */
export function countdownParts(now: Date | number, start: Date | number | string, end: Date | number | string): CountdownParts {
  const t = new Date(now).getTime();
  const s = new Date(start).getTime();
  const e = new Date(end).getTime();
  if (t >= e) return { state: "ended" };
  if (t >= s) return { state: "live" };
  const total = Math.ceil((s - t) / 1000);
  return {
    state: "upcoming",
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
