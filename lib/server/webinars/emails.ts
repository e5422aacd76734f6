import "server-only";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import type { Webinar } from "@/lib/contracts/webinars";
import { buildIcs } from "../fair/ics";
import { escapeHtml } from "../notifications/link-email";
import { sendEmail } from "../notifications/send-email";

const pageUrl = (w: Webinar) => `${appUrl()}${href("webinar", { slug: w.slug })}`;
const when = (w: Webinar) => `${w.dateLabel}, a las ${w.timeLabel} (hora de Lima), ${w.durationMinutes} minutos`;
const speaker = (w: Webinar) => `${w.speaker.name}${w.speaker.title ? `, ${w.speaker.title}` : ""}`;
const greeting = (name: string) => (name ? `Hola, ${name}:` : "Hola:");

/** The talk as a calendar file: the page of the talk is where the join link appears. */
export function webinarIcs(w: Webinar, stamp: Date = new Date()): string {
  const url = pageUrl(w);
  return buildIcs({
    uid: `webinar-${w.id}@${new URL(appUrl()).hostname}`,
    start: new Date(w.startsAt),
    end: new Date(w.endsAt),
    stamp,
    summary: `Webinar: ${w.title}`,
    description: [`Con ${speaker(w)}.`, w.description || null, `El enlace para entrar aparece 15 minutos antes en ${url}`]
      .filter(Boolean)
      .join("\n"),
    location: `Rumbo · Webinar en línea (${url})`,
    url,
    alarmMinutesBefore: 60,
  });
}

export const webinarIcsFilename = (w: Webinar) => `webinar-${w.id}.ics`;

/** The confirmation of a new enrolment, with the talk as an .ics file. */
export async function sendWebinarConfirmation(to: string, name: string, w: Webinar) {
  const url = pageUrl(w);
  const text = [
    greeting(name),
    "",
    `Te inscribiste en el webinar «${w.title}» de Rumbo.`,
    "",
    `Cuándo: ${when(w)}`,
    `Con: ${speaker(w)}`,
    `Dónde: el enlace para entrar aparece en ${url} 15 minutos antes.`,
    "",
    "Adjuntamos el archivo para agregarlo a tu calendario. Te enviaremos un recordatorio una hora antes.",
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting(name))}</p>
<p>Te inscribiste en el webinar <strong>${escapeHtml(w.title)}</strong> de Rumbo.</p>
<ul><li>Cuándo: ${escapeHtml(when(w))}</li><li>Con: ${escapeHtml(speaker(w))}</li></ul>
<p>El enlace para entrar aparece en <a href="${escapeHtml(url)}">la página del webinar</a> 15 minutos antes.</p>
<p>Adjuntamos el archivo para agregarlo a tu calendario. Te enviaremos un recordatorio una hora antes.</p>
<p>El equipo de Rumbo</p>`;
  return sendEmail({
    to,
    subject: `Te inscribiste: ${w.title}`,
    text,
    html,
    kind: "webinar-enrolment",
    attachments: [
      {
        filename: webinarIcsFilename(w),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: Buffer.from(webinarIcs(w), "utf8").toString("base64"),
      },
    ],
  });
}

export async function sendWebinarReminder(to: string, name: string, w: Webinar) {
  const url = pageUrl(w);
  const text = [
    greeting(name),
    "",
    `En una hora empieza el webinar «${w.title}», con ${speaker(w)}.`,
    `Cuándo: ${when(w)}`,
    `Entra desde ${url} (el enlace se activa 15 minutos antes).`,
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting(name))}</p>
<p>En una hora empieza el webinar <strong>${escapeHtml(w.title)}</strong>, con ${escapeHtml(speaker(w))}.</p>
<p>Cuándo: ${escapeHtml(when(w))}</p>
<p><a href="${escapeHtml(url)}">Entra desde la página del webinar</a> (el enlace se activa 15 minutos antes).</p>
<p>El equipo de Rumbo</p>`;
  return sendEmail({ to, subject: `En una hora: ${w.title}`, text, html, kind: "webinar-reminder" });
}

/** Tells an enrolled student that the team cancelled the talk, and why. */
export async function sendWebinarCancelled(to: string, name: string, w: Webinar, reason: string) {
  const list = `${appUrl()}${href("webinars")}`;
  const text = [
    greeting(name),
    "",
    `Cancelamos el webinar «${w.title}» del ${w.dateLabel} a las ${w.timeLabel} (hora de Lima).`,
    `Motivo: ${reason}`,
    "",
    `Lo sentimos. Mira los próximos webinars en ${list}`,
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting(name))}</p>
<p>Cancelamos el webinar <strong>${escapeHtml(w.title)}</strong> del ${escapeHtml(w.dateLabel)} a las ${escapeHtml(w.timeLabel)} (hora de Lima).</p>
<p>Motivo: ${escapeHtml(reason)}</p>
<p>Lo sentimos. <a href="${escapeHtml(list)}">Mira los próximos webinars</a>.</p>
<p>El equipo de Rumbo</p>`;
  return sendEmail({ to, subject: `Cancelado: ${w.title}`, text, html, kind: "webinar-cancelled" });
}
