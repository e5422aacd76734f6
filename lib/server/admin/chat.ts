import "server-only";
import { asc, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { ChatMessage } from "@/lib/contracts/chat";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { advisors, chatConversations, chatReports, users } from "@/lib/db/schema";
import { listMessages, loadConversation } from "../chat/conversations";
import { notFound } from "../http/errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../access";

export type AdminChatRow = {
  id: number;
  student: string;
  advisor: string;
  riskAt: string | null;
  riskNote: string | null;
  reportedAt: string | null;
  reports: number;
  lastMessageAt: string | null;
};

const flagged = or(isNotNull(chatConversations.riskAt), isNotNull(chatConversations.reportedAt));
const firstWord = (s: string) => s.trim().split(/\s+/)[0] ?? "";

/**
 * `GET /api/admin/chat/conversations` and `/admin/chat`: only the conversations a specialist
 * marked as a risk or someone reported; risks first. The team never browses the others.
 */
export async function listFlaggedConversations(viewer: SessionUser | null): Promise<{ items: AdminChatRow[] }> {
  requireAdmin(viewer);
  const db = await getDb();
  const rows = await db
    .select({
      id: chatConversations.id,
      student: users.name,
      advisor: advisors.name,
      riskAt: chatConversations.riskAt,
      riskNote: chatConversations.riskNote,
      reportedAt: chatConversations.reportedAt,
      lastMessageAt: chatConversations.lastMessageAt,
      reports: sql<number>`(select count(*)::int from chat_reports r where r.conversation_id = ${chatConversations.id})`,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .innerJoin(advisors, eq(advisors.id, chatConversations.advisorId))
    .where(flagged)
    .orderBy(sql`${chatConversations.riskAt} is null`, desc(sql`coalesce(${chatConversations.riskAt}, ${chatConversations.reportedAt})`))
    .limit(200);
  return {
    items: rows.map((r) => ({
      id: r.id,
      student: firstWord(r.student),
      advisor: r.advisor,
      riskAt: r.riskAt?.toISOString() ?? null,
      riskNote: r.riskNote,
      reportedAt: r.reportedAt?.toISOString() ?? null,
      reports: Number(r.reports),
      lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
    })),
  };
}

/**
 * `GET /api/admin/chat/conversations/{id}` and `/admin/chat/{id}`: an admin reads a flagged or
 * reported conversation, and the reading is written to the audit log (who, when). Any other
 * conversation → 404, as if it did not exist.
 */
export async function readFlaggedConversation(viewer: SessionUser | null, id: number) {
  requireAdmin(viewer);
  const c = await loadConversation(id);
  if (!c || (!c.riskAt && !c.reportedAt)) throw notFound("Solo se pueden leer las conversaciones marcadas como riesgo o reportadas.");
  const db = await getDb();
  await recordAudit(db, viewer, { entity: "chat_conversation", entityId: id, action: "read" });
  const messages: ChatMessage[] = [];
  for (let since = 0; ;) {
    const page = await listMessages({ role: "advisor", user: viewer, conversation: c }, { since, limit: 100 });
    messages.push(...page.items);
    if (page.items.length < 100 || messages.length >= 2_000) break;
    since = page.items.at(-1)!.id;
  }
  const reports = await db
    .select({
      id: chatReports.id,
      reason: chatReports.reason,
      messageId: chatReports.messageId,
      createdAt: chatReports.createdAt,
      reporter: chatReports.reporterUserId,
    })
    .from(chatReports)
    .where(eq(chatReports.conversationId, id))
    .orderBy(asc(chatReports.id));
  return {
    id: c.id,
    student: firstWord(c.studentName),
    advisor: c.advisorName,
    riskAt: c.riskAt?.toISOString() ?? null,
    riskNote: c.riskNote,
    reportedAt: c.reportedAt?.toISOString() ?? null,
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      messageId: r.messageId,
      createdAt: r.createdAt.toISOString(),
      by: r.reporter === c.userId ? "student" : "advisor",
    })),
    messages,
  };
}
