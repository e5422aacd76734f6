import "server-only";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import type { Conference } from "@/lib/contracts/fair";
import { sendEmail } from "../notifications/send-email";
import { buildIcs } from "./ics";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function when(c: Conference): string {
  return `${c.startDate}, de ${c.startTime} a ${c.endTime} (hora de Lima)`;
}

export function conferenceIcs(c: Conference, stamp: Date = new Date()): string {
  const base = appUrl();
  const liveUrl = `${base}${href("live")}`;
  return buildIcs({
    uid: `conferencia-${c.id}@${new URL(base).hostname}`,
    start: new Date(c.startsAt),
    end: new Date(c.endsAt),
    stamp,
    summary: c.title,
    description: [
      `Con ${c.author}.`,
      c.institution ? c.institution.name : null,
      c.description || null,
      `Entra a la sala en vivo: ${liveUrl}`,
    ]
      .filter(Boolean)
      .join("\n"),
    location: `Rumbo · Feria virtual (${liveUrl})`,
    url: liveUrl,
    alarmMinutesBefore: 60,
  });
}

export function icsFilename(c: Conference): string {
  return `conferencia-${c.id}.ics`;
}

/** The fair enrolment's confirmation, with the talk as a calendar file. */
export async function sendEnrolmentConfirmation(to: string, name: string, c: Conference) {
  const liveUrl = `${appUrl()}${href("live")}`;
  const greeting = name ? `Hola, ${name}:` : "Hola:";
  const text = [
    greeting,
    "",
    `Te inscribiste en la conferencia «${c.title}» de la feria virtual de Rumbo.`,
    "",
    `Cuándo: ${when(c)}`,
    `Con: ${c.author}${c.institution ? ` (${c.institution.name})` : ""}`,
    `Dónde: ${liveUrl}`,
    "",
    "Adjuntamos el archivo para agregarla a tu calendario. Te enviaremos un recordatorio una hora antes.",
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Te inscribiste en la conferencia <strong>${escapeHtml(c.title)}</strong> de la feria virtual de Rumbo.</p>
<ul><li>Cuándo: ${escapeHtml(when(c))}</li><li>Con: ${escapeHtml(c.author)}${c.institution ? ` (${escapeHtml(c.institution.name)})` : ""}</li></ul>
<p><a href="${escapeHtml(liveUrl)}">Entra a la sala en vivo</a></p>
<p>Adjuntamos el archivo para agregarla a tu calendario. Te enviaremos un recordatorio una hora antes.</p>
<p>El equipo de Rumbo</p>`;
  return sendEmail({
    to,
    subject: `Te inscribiste: ${c.title}`,
    text,
    html,
    kind: "conference-enrolment",
    attachments: [
      {
        filename: icsFilename(c),
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        content: Buffer.from(conferenceIcs(c), "utf8").toString("base64"),
      },
    ],
  });
}

export async function sendConferenceReminder(to: string, name: string, c: Conference) {
  const liveUrl = `${appUrl()}${href("live")}`;
  const greeting = name ? `Hola, ${name}:` : "Hola:";
  const text = [
    greeting,
    "",
    `En una hora empieza «${c.title}», con ${c.author}.`,
    `Cuándo: ${when(c)}`,
    `Entra a la sala en vivo: ${liveUrl}`,
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>En una hora empieza <strong>${escapeHtml(c.title)}</strong>, con ${escapeHtml(c.author)}.</p>
<p>Cuándo: ${escapeHtml(when(c))}</p>
<p><a href="${escapeHtml(liveUrl)}">Entra a la sala en vivo</a></p>
<p>El equipo de Rumbo</p>`;
  return sendEmail({ to, subject: `En una hora: ${c.title}`, text, html, kind: "conference-reminder" });
}
