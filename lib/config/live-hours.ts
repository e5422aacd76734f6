/**
 * When live sessions with an advisor happen (Lima time): after school on school days and from the
 * morning at weekends, within the reservation hours (9:00 a. m. to 10:00 p. m.). The advisors'
 * weekly slots follow it (the seed, the back office's form), the agenda offers only times inside
 * it (a slot saved before the rule existed is not offered nor bookable) and the family pages say it.
 */
export const LIVE_SESSION_HOURS = {
  /** Monday to Friday: students are at school in the morning. */
  schoolDays: { firstStart: "15:00", lastStart: "21:00" },
  /** Saturday and Sunday. */
  weekend: { firstStart: "09:00", lastStart: "21:00" },
} as const;

/** Whether a weekly slot (ISO weekday, 1 = Monday; "HH:MM" in Lima) is inside the live-session hours. */
export function isLiveSessionTime(weekday: number, startTime: string): boolean {
  const hours = weekday >= 6 ? LIVE_SESSION_HOURS.weekend : LIVE_SESSION_HOURS.schoolDays;
  return startTime >= hours.firstStart && startTime <= hours.lastStart;
}

/** The hours as the pages say them. */
export const liveSessionHoursText =
  "de lunes a viernes por la tarde y noche (desde las 3:00 p. m.), y sábados y domingos desde las 9:00 a. m.";

/** The error of a slot outside the hours (the back office's form). */
export const liveSessionHoursMessage =
  "Fuera del horario de las sesiones: de lunes a viernes desde las 15:00 y los fines de semana desde las 09:00, con la última a las 21:00.";
