import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { chatConversations, chatMessages, chatReports } from "@/lib/db/schema";
import { badRequest } from "../http/errors";
import { logError } from "../log";
import type { ChatSide } from "./conversations";
import { sendSafetyAlert } from "./emails";
import { rateLimits } from "../rate-limits";

/** «Reportar»: either side reports the conversation (optionally one message of it); the team is told by e-mail. */
export async function reportConversation(side: ChatSide, input: { reason: string; messageId?: number }, now: Date = new Date()) {
  await rateLimits.chatReports.consume(side.user.id);
  const db = await getDb();
  const c = side.conversation;
  if (input.messageId !== undefined) {
    const [message] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.id, input.messageId), eq(chatMessages.conversationId, c.id)));
    if (!message) throw badRequest("Ese mensaje no es de esta conversación.", { messageId: ["Ese mensaje no es de esta conversación."] });
  }
  const [report] = await db.transaction(async (tx) => {
    await tx
      .update(chatConversations)
      .set({ reportedAt: now })
      .where(and(eq(chatConversations.id, c.id), isNull(chatConversations.reportedAt)));
    return tx
      .insert(chatReports)
      .values({ conversationId: c.id, messageId: input.messageId ?? null, reporterUserId: side.user.id, reason: input.reason })
      .returning({ id: chatReports.id });
  });
  try {
    await sendSafetyAlert({
      kind: "report",
      conversationId: c.id,
      by: side.role === "student" ? "El estudiante" : "La especialista",
      note: input.reason,
    });
  } catch (error) {
    logError(`chat: report ${report.id} e-mail not sent`, error);
  }
  return { id: report.id, reported: true };
}

/** The specialist marks the conversation as a risk: the team gets the protocol by e-mail at once. */
export async function flagRisk(side: ChatSide, note: string, now: Date = new Date()) {
  const db = await getDb();
  const c = side.conversation;
  await db.update(chatConversations).set({ riskAt: now, riskNote: note, updatedAt: now }).where(eq(chatConversations.id, c.id));
  try {
    await sendSafetyAlert({ kind: "risk", conversationId: c.id, by: c.advisorName, note });
  } catch (error) {
    logError(`chat: risk alert of conversation ${c.id} not sent`, error);
  }
  return { risk: true, riskAt: now.toISOString() };
}
