import "server-only";
import { getDb } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import { logInfo } from "../log";

export type MessageChannel = "sms" | "whatsapp";

export type TextMessage = {
  channel: MessageChannel;
  /** E.164 phone number (+51987654321). */
  to: string;
  text: string;
  /** What the message is for (lead-phone-code…): for admins and tests. */
  kind: string;
};

/**
 * Sends a short message to a phone. No SMS or WhatsApp provider is configured in this build, so
 * every message waits in the `outbox` table (channel "sms" or "whatsapp"), where the admin pages
 * and the tests read it; a provider, when added, delivers it here and sets `sentAt`.
 */
export async function sendMessage(message: TextMessage): Promise<{ id: number; delivered: boolean }> {
  const db = await getDb();
  const [row] = await db
    .insert(outbox)
    .values({ channel: message.channel, to: message.to, subject: message.kind, text: message.text, kind: message.kind, sentAt: null })
    .returning({ id: outbox.id });
  logInfo(`message: queued ${message.channel} (${message.kind})`);
  return { id: row.id, delivered: false };
}

export const sendSms = (to: string, text: string, kind: string) => sendMessage({ channel: "sms", to, text, kind });
