/**
 * Dates and hours of the fair written in its zone (America/Lima), so that the server renders the
 * same text a student in Peru reads whatever zone the server or the browser is in. Pure.
 */
const MONTHS = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

export type ZonedParts = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday,
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase("es-PE") + s.slice(1);

/** "4:00 p. m." */
export function formatTime(instant: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "a. m." : "p. m."}`;
}

/** "Sábado 6 de junio" */
export function formatLongDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${capitalize(WEEKDAYS[p.weekday])} ${p.day} de ${MONTHS[p.month - 1]}`;
}

/** "Sábado 6": the schedule tab of the spec. */
export function formatDayLabel(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${capitalize(WEEKDAYS[p.weekday])} ${p.day}`;
}

/** "6-junio-2026": the day filter value, in the spec's style ("3-junio-2020"). */
export function dayFilterValue(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.day}-${MONTHS[p.month - 1]}-${p.year}`;
}

/** "Del 12 al 15 de diciembre de 2026", "Del 30 de noviembre al 2 de diciembre de 2026", "Sábado 6 de junio de 2026". */
export function formatDateRange(start: Date, end: Date, timeZone: string): string {
  const a = zonedParts(start, timeZone);
  // An end at midnight belongs to the day before.
  const b = zonedParts(new Date(end.getTime() - 1), timeZone);
  if (a.year === b.year && a.month === b.month && a.day === b.day) return `${formatLongDate(start, timeZone)} de ${a.year}`;
  if (a.year === b.year && a.month === b.month) return `Del ${a.day} al ${b.day} de ${MONTHS[b.month - 1]} de ${b.year}`;
  if (a.year === b.year) return `Del ${a.day} de ${MONTHS[a.month - 1]} al ${b.day} de ${MONTHS[b.month - 1]} de ${b.year}`;
  return `Del ${a.day} de ${MONTHS[a.month - 1]} de ${a.year} al ${b.day} de ${MONTHS[b.month - 1]} de ${b.year}`;
}

/** The zone the product writes its dates in: its students, families and institutions are in Peru. */
export const LIMA_TIME_ZONE = "America/Lima";

/** The ways the product writes a date in Lima (examples: 6 June 2026, 21:05 UTC). */
const LIMA_STYLES = {
  /** "6 de junio de 2026" */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** "6 de junio de 2026 a las 04:05 p. m." */
  longTime: { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" },
  /** "6 de junio" */
  dayMonth: { day: "numeric", month: "long" },
  /** "6 jun. 2026" */
  short: { day: "numeric", month: "short", year: "numeric" },
  /** "6 jun., 04:05 p. m." */
  shortTime: { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
  /** "6 jun. 2026" (the locale's medium date) */
  medium: { dateStyle: "medium" },
  /** "6 jun. 2026, 4:05 p. m." */
  mediumTime: { dateStyle: "medium", timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type LimaDateStyle = keyof typeof LIMA_STYLES;

const limaFormatters = new Map<LimaDateStyle, Intl.DateTimeFormat>();

/**
 * An instant (a Date, or the ISO text the API sends) written in Spanish of Peru, in Lima time,
 * whatever the zone of the server or the browser: "6 de junio de 2026" unless another style is asked.
 */
export function formatLimaDate(value: Date | string, style: LimaDateStyle = "long"): string {
  let f = limaFormatters.get(style);
  if (!f) {
    f = new Intl.DateTimeFormat("es-PE", { ...LIMA_STYLES[style], timeZone: LIMA_TIME_ZONE });
    limaFormatters.set(style, f);
  }
  return f.format(typeof value === "string" ? new Date(value) : value);
}
