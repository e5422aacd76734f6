import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { outbox, type OutboxAttachment } from "@/lib/db/schema";
import { logError } from "../log";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (password-reset, conference-enrolment…): for admins and tests. */
  kind: string;
  /** Attachments; `content` is base64. */
  attachments?: OutboxAttachment[];
};

let transporter: Transporter | null | undefined;

function smtp(): Transporter | null {
  if (transporter === undefined) {
    const url = env().SMTP_URL;
    transporter = url ? nodemailer.createTransport(url) : null;
  }
  return transporter;
}

/**
 * Sends an e-mail through SMTP when `SMTP_URL` is set; every message is also kept in the
 * `outbox` table (sent or not), which is where it waits when there is no SMTP.
 */
export async function sendEmail(message: EmailMessage): Promise<{ id: number; delivered: boolean }> {
  const db = await getDb();
  const transport = smtp();
  let sentAt: Date | null = null;
  if (transport) {
    try {
      await transport.sendMail({
        from: env().MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, "base64"),
        })),
      });
      sentAt = new Date();
    } catch (error) {
      // Kept in the outbox unsent: an operator can see and resend it.
      logError(`email: SMTP delivery failed (${message.kind})`, error);
    }
  }
  const [row] = await db
    .insert(outbox)
    .values({
      channel: "email",
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? null,
      kind: message.kind,
      sentAt,
    })
    .returning({ id: outbox.id });
  return { id: row.id, delivered: sentAt !== null };
}

/** For tests: forget the cached transport after changing SMTP_URL. */
export function resetEmailTransport() {
  transporter = undefined;
}
