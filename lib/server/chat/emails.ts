import "server-only";
import { appUrl, env } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import { defaultRiskProtocol } from "@/lib/content/chat/safety";
import { sendEmail } from "../notifications/send-email";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const sign = "El equipo de Rumbo";

/** The protocol the team follows (CHAT_RISK_PROTOCOL replaces the default text). */
export const riskProtocol = () => env().CHAT_RISK_PROTOCOL?.replace(/\\n/g, "\n") ?? defaultRiskProtocol;

/**
 * «You have a reply waiting»: to the student (from their specialist) or to the specialist (from a
 * student). Never the message itself: only who wrote and where to read it.
 */
export async function sendUnreadNotice(input: {
  to: string;
  greetingName: string;
  fromName: string;
  toRole: "student" | "advisor";
  conversationId: number;
}) {
  const path =
    input.toRole === "student"
      ? href("cuentaChatConversation", { id: input.conversationId })
      : href("advisorChatConversation", { id: input.conversationId });
  const link = `${appUrl()}${path}`;
  const greeting = input.greetingName ? `Hola, ${input.greetingName}:` : "Hola:";
  const line =
    input.toRole === "student"
      ? `${input.fromName} te respondió en el chat de Rumbo y su mensaje te espera desde hace unos minutos.`
      : `${input.fromName} te escribió en el chat de Rumbo y su mensaje espera tu respuesta.`;
  return sendEmail({
    to: input.to,
    subject: input.toRole === "student" ? `${input.fromName} te respondió en Rumbo` : `Mensaje nuevo de ${input.fromName} en Rumbo`,
    text: [greeting, "", line, `Léelo aquí: ${link}`, "", sign].join("\n"),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">Leer el mensaje</a></p><p>${sign}</p>`,
    kind: "chat-unread",
  });
}

/** To the team: a conversation was marked as a risk (with the protocol) or reported. */
export async function sendSafetyAlert(input: { kind: "risk" | "report"; conversationId: number; by: string; note: string }) {
  const link = `${appUrl()}${href("adminChatConversation", { id: input.conversationId })}`;
  const head =
    input.kind === "risk"
      ? `${input.by} marcó la conversación ${input.conversationId} del chat como riesgo.`
      : `${input.by} reportó la conversación ${input.conversationId} del chat.`;
  const protocol = input.kind === "risk" ? riskProtocol() : "";
  const noteLine = input.note ? `Motivo: ${input.note}` : "Sin motivo escrito.";
  const text = [head, noteLine, "", `Léela en el back office (tu lectura queda registrada): ${link}`, "", protocol, "", sign].join("\n");
  const html = `<p>${escapeHtml(head)}</p><p>${escapeHtml(noteLine)}</p><p><a href="${escapeHtml(link)}">Leer la conversación en el back office</a> (tu lectura queda registrada).</p>${
    protocol ? `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(protocol)}</pre>` : ""
  }<p>${sign}</p>`;
  return sendEmail({
    to: env().CHAT_SAFETY_EMAIL,
    subject:
      input.kind === "risk"
        ? `Riesgo en el chat: conversación ${input.conversationId}`
        : `Reporte en el chat: conversación ${input.conversationId}`,
    text,
    html,
    kind: input.kind === "risk" ? "chat-risk" : "chat-report",
  });
}
