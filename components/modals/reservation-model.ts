import { reservation } from "@/lib/config/site";
import { formatSoles } from "@/lib/format/money";
import { reservationPrice } from "@/lib/pricing/reservation";

/** The reservation: program, hour, day (the frequency) and the optional live sessions. */
export type ReservationChoice = { program: string; hour: string; day: string; session: "" | "2" | "4" };
export type ReservationField = "program" | "hour" | "day";

export const emptyReservation: ReservationChoice = { program: "", hour: "", day: "", session: "" };

/** The message when a required field is empty. */
export const missingFieldMessage = "Te falta completar un campo";

/** "9:00 AM" … "10:00 PM", hourly. */
export const reservationHours: string[] = Array.from({ length: 14 }, (_, i) => {
  const hour24 = 9 + i;
  const hour12 = hour24 > 12 ? hour24 - 12 : hour24;
  return `${hour12}:00 ${hour24 < 12 ? "AM" : "PM"}`;
});

export function missingReservationFields(choice: ReservationChoice): ReservationField[] {
  const missing: ReservationField[] = [];
  if (!reservation.programs.includes(choice.program as (typeof reservation.programs)[number])) missing.push("program");
  if (!reservationHours.includes(choice.hour)) missing.push("hour");
  if (!reservation.frequencies.includes(choice.day as (typeof reservation.frequencies)[number])) missing.push("day");
  return missing;
}

/** The text the WhatsApp chat opens with; its total comes from the one price list (lib/pricing). */
export function reservationMessage(choice: ReservationChoice): string {
  const price = reservationPrice(choice.session);
  const sessions = price.sessions ? `${price.sessions} sesiones en vivo` : "sin sesiones en vivo";
  return (
    `Hola, quiero reservar mi coach digital de Rumbo. Programa: ${choice.program}. ` +
    `Horario: ${choice.hour}, ${choice.day}. Con ${sessions}. Total: ${formatSoles(price.totalCents)}.`
  );
}
