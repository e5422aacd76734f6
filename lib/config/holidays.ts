/**
 * Days nothing is scheduled on (the seeded fair's talks): Peru's national holidays (feriados
 * nacionales de la Ley 31488 y sus modificatorias; Holy Thursday and Good Friday move with Easter)
 * plus Christmas Eve and New Year's Eve, when families are not at a screen. Dates are "YYYY-MM-DD"
 * in Lima.
 */

/** Fixed-date national holidays, "MM-DD". */
const FIXED_HOLIDAYS = {
  "01-01": "Año Nuevo",
  "05-01": "Día del Trabajo",
  "06-07": "Batalla de Arica y Día de la Bandera",
  "06-29": "San Pedro y San Pablo",
  "07-23": "Día de la Fuerza Aérea del Perú",
  "07-28": "Fiestas Patrias",
  "07-29": "Fiestas Patrias",
  "08-06": "Batalla de Junín",
  "08-30": "Santa Rosa de Lima",
  "10-08": "Combate de Angamos",
  "11-01": "Día de Todos los Santos",
  "12-08": "Inmaculada Concepción",
  "12-09": "Batalla de Ayacucho",
  "12-24": "Nochebuena",
  "12-25": "Navidad",
  "12-31": "Fin de año",
} as const;

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** Easter Sunday of a Gregorian year (the anonymous algorithm), "YYYY-MM-DD". */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The holiday's name on a Lima date "YYYY-MM-DD", or null on an ordinary day. */
export function holidayOn(date: string): string | null {
  const fixed = FIXED_HOLIDAYS[date.slice(5) as keyof typeof FIXED_HOLIDAYS];
  if (fixed) return fixed;
  const [year, month, day] = date.split("-").map(Number);
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`).getTime();
  const offset = Math.round((Date.UTC(year, month - 1, day) - easter) / 86_400_000);
  if (offset === -3) return "Jueves Santo";
  if (offset === -2) return "Viernes Santo";
  return null;
}
