import "server-only";
import { appUrl } from "@/lib/config/env";
import type { Booking } from "@/lib/contracts/live";
import { buildIcs } from "../fair/ics";
import { sendEmail } from "../notifications/send-email";
import { href } from "@/lib/config/route-paths";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const when = (b: Booking) => `${b.dateLabel}, de ${b.timeLabel} (hora de Lima)`;
export const sessionsPath = href("cuentaSesiones");

export function bookingIcs(b: Booking, stamp: Date = new Date()): string {
  const base = appUrl();
  return buildIcs({
    uid: `sesion-${b.id}@${new URL(base).hostname}`,
    start: new Date(b.startsAt),
    end: new Date(b.endsAt),
    stamp,
    summary: `Sesión en vivo con ${b.advisor.name} (Rumbo)`,
    description: [
      `Sesión de orientación vocacional de 60 minutos con ${b.advisor.name}, ${b.advisor.title}.`,
      "Te escribiremos a tu correo con el enlace de la videollamada.",
      `Tus sesiones: ${base}${sessionsPath}`,
    ].join("\n"),
    location: "Videollamada (el enlace llega a tu correo)",
    url: `${base}${sessionsPath}`,
    alarmMinutesBefore: 60,
  });
}

export const bookingIcsFilename = (b: Booking) => `sesion-rumbo-${b.id}.ics`;

const sign = "El equipo de Rumbo";

/** To the student: the confirmation with the calendar file. */
export async function sendBookingConfirmation(to: string, name: string, b: Booking) {
  const link = `${appUrl()}${sessionsPath}`;
  const greeting = name ? `Hola, ${name}:` : "Hola:";
  const text = [
    greeting,
    "",
    `Reservaste una sesión en vivo de 60 minutos con ${b.advisor.name} (${b.advisor.title}).`,
    "",
    `Cuándo: ${when(b)}`,
    "Dónde: por videollamada; te enviaremos el enlace a este correo.",
    "",
    "Para aprovecharla: ten a mano tu resultado del test y anota tus dudas sobre carreras e instituciones.",
    `Puedes ver o cancelar tus sesiones (hasta 24 horas antes) en ${link}`,
    "Adjuntamos el archivo para agregarla a tu calendario. Te enviaremos un recordatorio una hora antes.",
    "",
    sign,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Reservaste una sesión en vivo de 60 minutos con <strong>${escapeHtml(b.advisor.name)}</strong> (${escapeHtml(b.advisor.title)}).</p>
<ul><li>Cuándo: ${escapeHtml(when(b))}</li><li>Dónde: por videollamada; te enviaremos el enlace a este correo.</li></ul>
<p>Para aprovecharla: ten a mano tu resultado del test y anota tus dudas sobre carreras e instituciones.</p>
<p><a href="${escapeHtml(link)}">Ver o cancelar mis sesiones</a> (hasta 24 horas antes).</p>
<p>Adjuntamos el archivo para agregarla a tu calendario. Te enviaremos un recordatorio una hora antes.</p>
<p>${sign}</p>`;
  return sendEmail({
    to,
    subject: `Sesión reservada: ${b.dateLabel}, ${b.timeLabel}`,
    text,
    html,
    kind: "live-booking",
    attachments: [
      {
        filename: bookingIcsFilename(b),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: Buffer.from(bookingIcs(b), "utf8").toString("base64"),
      },
    ],
  });
}

/** To the advisor: who booked, so that they send the video link and prepare. */
export async function sendAdvisorBookingNotice(to: string, student: { name: string; email: string }, b: Booking, cancelled = false) {
  const text = [
    `Hola, ${b.advisor.name}:`,
    "",
    cancelled
      ? `${student.name} (${student.email}) canceló su sesión del ${when(b)}.`
      : `${student.name} (${student.email}) reservó una sesión contigo el ${when(b)}.`,
    b.note && !cancelled ? `Su mensaje: ${b.note}` : "",
    cancelled ? "El horario queda libre otra vez." : "Envíale el enlace de la videollamada antes de la sesión.",
    "",
    sign,
  ]
    .filter((l, i, all) => l !== "" || all[i - 1] !== "")
    .join("\n");
  return sendEmail({
    to,
    subject: cancelled ? `Sesión cancelada: ${b.dateLabel}, ${b.timeLabel}` : `Nueva sesión: ${b.dateLabel}, ${b.timeLabel}`,
    text,
    kind: cancelled ? "live-booking-cancelled-advisor" : "live-booking-advisor",
  });
}

export async function sendBookingCancelled(to: string, name: string, b: Booking) {
  const greeting = name ? `Hola, ${name}:` : "Hola:";
  const text = [
    greeting,
    "",
    `Cancelaste tu sesión con ${b.advisor.name} del ${when(b)}.`,
    `La sesión vuelve a tu plan: puedes reservar otro horario en ${appUrl()}${sessionsPath}`,
    "",
    sign,
  ].join("\n");
  return sendEmail({ to, subject: `Sesión cancelada: ${b.dateLabel}, ${b.timeLabel}`, text, kind: "live-booking-cancelled" });
}

export async function sendBookingReminder(to: string, name: string, b: Booking) {
  const greeting = name ? `Hola, ${name}:` : "Hola:";
  const text = [
    greeting,
    "",
    `En una hora empieza tu sesión en vivo con ${b.advisor.name}.`,
    `Cuándo: ${when(b)}`,
    "Conéctate cinco minutos antes desde un lugar tranquilo, con tu resultado a mano.",
    "",
    sign,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>En una hora empieza tu sesión en vivo con <strong>${escapeHtml(b.advisor.name)}</strong>.</p>
<p>Cuándo: ${escapeHtml(when(b))}</p>
<p>Conéctate cinco minutos antes desde un lugar tranquilo, con tu resultado a mano.</p>
<p>${sign}</p>`;
  return sendEmail({ to, subject: `En una hora: tu sesión con ${b.advisor.name}`, text, html, kind: "live-booking-reminder" });
}

/** To the advisor: a member asks for a written review of their result. */
export async function sendReviewRequestNotice(
  to: string,
  advisorName: string,
  student: { name: string; email: string },
  note: string,
  requestId: number,
) {
  const text = [
    `Hola, ${advisorName}:`,
    "",
    `${student.name} (${student.email}) pide una revisión escrita de su resultado (solicitud n.° ${requestId}).`,
    note ? `Su mensaje: ${note}` : "No dejó mensaje.",
    "Respóndela desde el panel de administración.",
    "",
    sign,
  ].join("\n");
  return sendEmail({ to, subject: `Revisión escrita pedida por ${student.name}`, text, kind: "review-request" });
}
