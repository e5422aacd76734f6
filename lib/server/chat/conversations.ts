import "server-only";
import { and, asc, desc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import {
  CHAT_UNREAD_EMAIL_MINUTES,
  type AdvisorChatList,
  type ChatConversationList,
  type ChatMessage,
  type ChatMessages,
  type ChatRole,
  type ChatSpecialist,
} from "@/lib/contracts/chat";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { advisors, chatConversations, chatMessages, users } from "@/lib/db/schema";
import { findPlan } from "@/lib/pricing/plans";
import { studentSummaries } from "../family/progress";
import { forbidden, membershipRequired, notFound, unauthorized } from "../http/errors";
import { hasActiveMembership } from "../membership/memberships";
import { recordServerEvent } from "../metrics";
import type { MetricContext } from "../http/client-context";
import { pokeConversation } from "./hub";
import { rateLimits } from "../rate-limits";
import { CHAT_MESSAGES } from "./messages";

const firstWord = (s: string | null | undefined) => (s ?? "").trim().split(/\s+/)[0] ?? "";

/** One side of one conversation, as the viewer is allowed to see it. */
export type ChatSide = {
  role: ChatRole;
  user: SessionUser;
  conversation: ConversationRow;
};

type ConversationRow = {
  id: number;
  userId: string;
  advisorId: number;
  studentName: string;
  advisorName: string;
  advisorTitle: string;
  studentReadId: number;
  advisorReadId: number;
  riskAt: Date | null;
  riskNote: string | null;
  reportedAt: Date | null;
};

const conversationColumns = {
  id: chatConversations.id,
  userId: chatConversations.userId,
  advisorId: chatConversations.advisorId,
  studentName: users.name,
  advisorName: advisors.name,
  advisorTitle: advisors.title,
  studentReadId: chatConversations.studentReadId,
  advisorReadId: chatConversations.advisorReadId,
  riskAt: chatConversations.riskAt,
  riskNote: chatConversations.riskNote,
  reportedAt: chatConversations.reportedAt,
};

export async function loadConversation(id: number): Promise<ConversationRow | null> {
  const db = await getDb();
  const [row] = await db
    .select(conversationColumns)
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .innerJoin(advisors, eq(advisors.id, chatConversations.advisorId))
    .where(eq(chatConversations.id, id))
    .limit(1);
  return row ?? null;
}

/** A member (an account with a running membership period); 401 without a session, 403 `membership_required` otherwise. */
export async function requireChatMember(user: SessionUser | null): Promise<SessionUser> {
  if (!user) throw unauthorized();
  if (!(await hasActiveMembership(user.id))) throw membershipRequired(CHAT_MESSAGES.membershipRequired);
  return user;
}

/** The advisor whose login this account is (how written reviews are answered today); 403 for anyone else. */
export async function chatAdvisorOf(user: SessionUser | null): Promise<{ id: number; name: string; title: string }> {
  if (!user) throw unauthorized();
  const db = await getDb();
  const [advisor] = await db
    .select({ id: advisors.id, name: advisors.name, title: advisors.title })
    .from(advisors)
    .where(eq(advisors.userId, user.id))
    .limit(1);
  if (!advisor) throw forbidden(CHAT_MESSAGES.advisorOnly);
  return advisor;
}

/** The member's side of their own conversation; someone else's (or none) → 404. */
export async function studentSide(user: SessionUser | null, conversationId: number): Promise<ChatSide> {
  const member = await requireChatMember(user);
  const conversation = await loadConversation(conversationId);
  if (!conversation || conversation.userId !== member.id) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return { role: "student", user: member, conversation };
}

/** The specialist's side of a conversation addressed to them; anyone else's → 404. */
export async function advisorSide(user: SessionUser | null, conversationId: number): Promise<ChatSide> {
  const advisor = await chatAdvisorOf(user);
  const conversation = await loadConversation(conversationId);
  if (!conversation || conversation.advisorId !== advisor.id) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return { role: "advisor", user: user!, conversation };
}

const other = (role: ChatRole): ChatRole => (role === "student" ? "advisor" : "student");

function authorName(c: ConversationRow, role: ChatRole) {
  return role === "student" ? firstWord(c.studentName) || "Estudiante" : c.advisorName;
}

function toMessage(c: ConversationRow, r: { id: number; body: string; createdAt: Date; authorRole: string }): ChatMessage {
  const role: ChatRole = r.authorRole === "advisor" ? "advisor" : "student";
  return { id: r.id, body: r.body, createdAt: r.createdAt.toISOString(), author: { role, name: authorName(c, role) } };
}

/** The other side's read pointer, read fresh (the stream compares it between pokes). */
async function readPointers(conversationId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ studentReadId: chatConversations.studentReadId, advisorReadId: chatConversations.advisorReadId })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  return row ?? { studentReadId: 0, advisorReadId: 0 };
}

/**
 * `GET …/messages`: oldest first. `since`: the messages after that id (polling and reconnects);
 * `before`: a page of older history; neither: the latest page.
 */
export async function listMessages(side: ChatSide, query: { since?: number; before?: number; limit: number }): Promise<ChatMessages> {
  const db = await getDb();
  const c = side.conversation;
  const columns = { id: chatMessages.id, body: chatMessages.body, createdAt: chatMessages.createdAt, authorRole: chatMessages.authorRole };
  const mine = eq(chatMessages.conversationId, c.id);
  let rows;
  let hasMore = false;
  if (query.since !== undefined) {
    rows = await db
      .select(columns)
      .from(chatMessages)
      .where(and(mine, gt(chatMessages.id, query.since)))
      .orderBy(asc(chatMessages.id))
      .limit(query.limit);
  } else {
    const newest = await db
      .select(columns)
      .from(chatMessages)
      .where(query.before ? and(mine, lt(chatMessages.id, query.before)) : mine)
      .orderBy(desc(chatMessages.id))
      .limit(query.limit + 1);
    hasMore = newest.length > query.limit;
    rows = newest.slice(0, query.limit).reverse();
  }
  const pointers = await readPointers(c.id);
  return {
    items: rows.map((r) => toMessage(c, r)),
    readByOther: side.role === "student" ? pointers.advisorReadId : pointers.studentReadId,
    hasMore,
  };
}

/**
 * `POST …/messages`: stores the message and pokes the open streams. Per conversation the inserts
 * are serialised (an advisory lock in the transaction), so ids grow in commit order and a stream
 * reading "after my cursor" never skips a message that committed late.
 */
export async function postMessage(
  side: ChatSide,
  body: string,
  context: { metrics?: MetricContext | null; now?: Date } = {},
): Promise<ChatMessage> {
  const limit = side.role === "student" ? rateLimits.chatStudentMessages : rateLimits.chatAdvisorMessages;
  await limit.consume(`${side.role}:${side.user.id}`);
  const now = context.now ?? new Date();
  const c = side.conversation;
  const db = await getDb();
  const { row, replySeconds } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${c.id}`}))`);
    const [inserted] = await tx
      .insert(chatMessages)
      .values({
        conversationId: c.id,
        authorRole: side.role,
        authorUserId: side.user.id,
        body,
        notifyAt: new Date(now.getTime() + CHAT_UNREAD_EMAIL_MINUTES * 60_000),
        createdAt: now,
      })
      .returning({ id: chatMessages.id, body: chatMessages.body, createdAt: chatMessages.createdAt, authorRole: chatMessages.authorRole });
    await tx.update(chatConversations).set({ lastMessageAt: now, updatedAt: now }).where(eq(chatConversations.id, c.id));
    // A specialist's reply: how long the student's turn waited (from its first message).
    let seconds: number | null = null;
    if (side.role === "advisor") {
      const turns = await tx.execute<{ started: string | Date | null }>(sql`
        select min(m.created_at) as started from chat_messages m
        where m.conversation_id = ${c.id} and m.author_role = 'student' and m.id > coalesce(
          (select max(a.id) from chat_messages a where a.conversation_id = ${c.id} and a.author_role = 'advisor' and a.id < ${inserted.id}), 0)`);
      const turn = turns.rows[0];
      if (turn?.started) seconds = Math.max(0, Math.round((now.getTime() - new Date(turn.started).getTime()) / 1000));
    }
    return { row: inserted, replySeconds: seconds };
  });
  await pokeConversation({ conversationId: c.id, kind: "message" });
  await recordServerEvent("chat_message", {
    userId: side.user.id,
    context: context.metrics,
    path: "/api/chat",
    props: { role: side.role },
  });
  if (replySeconds !== null)
    await recordServerEvent("chat_reply", {
      userId: side.user.id,
      context: context.metrics,
      path: "/api/chat",
      props: { reply_seconds: replySeconds },
    });
  return toMessage(c, row);
}

/** `POST …/read {upTo}`: the viewer has seen the other side's messages up to this id (never moves back). */
export async function markRead(side: ChatSide, upTo: number, now: Date = new Date()): Promise<{ upTo: number }> {
  const db = await getDb();
  const c = side.conversation;
  // Never past the conversation's last message of the other side.
  const [last] = await db
    .select({ id: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, c.id), eq(chatMessages.authorRole, other(side.role)), sql`${chatMessages.id} <= ${upTo}`));
  const target = Number(last?.id ?? 0);
  const column = side.role === "student" ? chatConversations.studentReadId : chatConversations.advisorReadId;
  const at = side.role === "student" ? { studentReadAt: now } : { advisorReadAt: now };
  const [moved] = await db
    .update(chatConversations)
    .set({ [side.role === "student" ? "studentReadId" : "advisorReadId"]: target, ...at })
    .where(and(eq(chatConversations.id, c.id), lt(column, target)))
    .returning({ id: chatConversations.id });
  if (moved) await pokeConversation({ conversationId: c.id, kind: "read" });
  const pointers = await readPointers(c.id);
  return { upTo: side.role === "student" ? pointers.studentReadId : pointers.advisorReadId };
}

/* ───────────── lists ───────────── */

/**
 * The usual reply time of each specialist: the median, over the last 60 days, of the time from
 * the first message of a student's turn to the specialist's next message. Null under 3 replies.
 */
export async function replyMinutesByAdvisor(advisorIds: number[]): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>(advisorIds.map((id) => [id, null]));
  if (!advisorIds.length) return out;
  const db = await getDb();
  const result = await db.execute<{ advisor_id: number; minutes: string | number | null; replies: string | number }>(sql`
    with turns as (
      select m.id, m.conversation_id, m.created_at, m.author_role,
             lag(m.author_role) over (partition by m.conversation_id order by m.id) as prev_role
      from chat_messages m join chat_conversations c on c.id = m.conversation_id
      where c.advisor_id in ${sql.raw(`(${advisorIds.map((id) => Number(id)).join(",")})`)} and m.created_at > now() - interval '60 days'
    )
    select c.advisor_id,
           percentile_cont(0.5) within group (order by extract(epoch from (r.replied_at - t.created_at))) / 60 as minutes,
           count(*) as replies
    from turns t
    join chat_conversations c on c.id = t.conversation_id
    join lateral (select min(a.created_at) as replied_at from chat_messages a
                  where a.conversation_id = t.conversation_id and a.author_role = 'advisor' and a.id > t.id) r on r.replied_at is not null
    where t.author_role = 'student' and (t.prev_role is null or t.prev_role = 'advisor')
    group by c.advisor_id`);
  for (const r of result.rows)
    if (Number(r.replies) >= 3 && r.minutes !== null) out.set(Number(r.advisor_id), Math.round(Number(r.minutes)));
  return out;
}

/** The specialists a member can write to: active advisors with a login. */
export async function listChatSpecialists(): Promise<ChatSpecialist[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: advisors.id, name: advisors.name, title: advisors.title })
    .from(advisors)
    .where(and(eq(advisors.active, true), isNotNull(advisors.userId)))
    .orderBy(asc(advisors.name));
  const minutes = await replyMinutesByAdvisor(rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, replyMinutes: minutes.get(r.id) ?? null }));
}

const lastMessageSql = (conversation: typeof chatConversations.id) =>
  sql<{
    body: string;
    created_at: string;
    author_role: string;
  } | null>`(select json_build_object('body', lm.body, 'created_at', lm.created_at, 'author_role', lm.author_role) from chat_messages lm where lm.conversation_id = ${conversation} order by lm.id desc limit 1)`;

function toLast(v: unknown): ChatConversationList["items"][number]["lastMessage"] {
  const parsed = (typeof v === "string" ? JSON.parse(v) : v) as { body: string; created_at: string; author_role: string } | null;
  if (!parsed) return null;
  return {
    body: parsed.body.length > 140 ? `${parsed.body.slice(0, 139)}…` : parsed.body,
    createdAt: new Date(parsed.created_at).toISOString(),
    role: parsed.author_role === "advisor" ? "advisor" : "student",
  };
}

/** `GET /api/chat/conversations`: the member's conversations (newest first) and who they can write to. */
export async function listStudentConversations(user: SessionUser | null): Promise<ChatConversationList> {
  const member = await requireChatMember(user);
  const db = await getDb();
  const rows = await db
    .select({
      id: chatConversations.id,
      advisorId: advisors.id,
      name: advisors.name,
      title: advisors.title,
      last: lastMessageSql(chatConversations.id),
      unread: sql<number>`(select count(*)::int from chat_messages u where u.conversation_id = ${chatConversations.id} and u.author_role = 'advisor' and u.id > ${chatConversations.studentReadId})`,
    })
    .from(chatConversations)
    .innerJoin(advisors, eq(advisors.id, chatConversations.advisorId))
    .where(eq(chatConversations.userId, member.id))
    .orderBy(sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.id));
  const specialists = await listChatSpecialists();
  const minutes = new Map(specialists.map((s) => [s.id, s.replyMinutes]));
  const missing = rows.filter((r) => !minutes.has(r.advisorId)).map((r) => r.advisorId);
  for (const [id, m] of await replyMinutesByAdvisor(missing)) minutes.set(id, m);
  return {
    items: rows.map((r) => ({
      id: r.id,
      specialist: { id: r.advisorId, name: r.name, title: r.title, replyMinutes: minutes.get(r.advisorId) ?? null },
      lastMessage: toLast(r.last),
      unread: Number(r.unread),
    })),
    specialists,
  };
}

/**
 * `POST /api/chat/conversations {advisorId}`: the member's conversation with that specialist,
 * created once (a unique pair); `created` says whether it is new (201) or already existed (200).
 */
export async function startConversation(
  user: SessionUser | null,
  advisorId: number,
  metrics?: MetricContext | null,
): Promise<{ id: number; created: boolean }> {
  const member = await requireChatMember(user);
  const db = await getDb();
  const [advisor] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(and(eq(advisors.id, advisorId), eq(advisors.active, true), isNotNull(advisors.userId)))
    .limit(1);
  if (!advisor) throw notFound(CHAT_MESSAGES.specialistNotFound);
  const [existing] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, member.id), eq(chatConversations.advisorId, advisorId)));
  if (existing) return { id: existing.id, created: false };
  await rateLimits.chatConversations.consume(member.id);
  const [inserted] = await db
    .insert(chatConversations)
    .values({ userId: member.id, advisorId })
    .onConflictDoNothing({ target: [chatConversations.userId, chatConversations.advisorId] })
    .returning({ id: chatConversations.id });
  if (!inserted) {
    const [raced] = await db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(and(eq(chatConversations.userId, member.id), eq(chatConversations.advisorId, advisorId)));
    return { id: raced.id, created: false };
  }
  await recordServerEvent("chat_conversation_started", { userId: member.id, context: metrics, path: "/api/chat" });
  return { id: inserted.id, created: true };
}

/**
 * `GET /api/advisor/chat/conversations`: the specialist's inbox, unread first, then by last
 * message; each with the student's first name, plan and latest result (never contact data).
 */
export async function listAdvisorConversations(user: SessionUser | null): Promise<AdvisorChatList> {
  const advisor = await chatAdvisorOf(user);
  const db = await getDb();
  const unread = sql<number>`(select count(*)::int from chat_messages u where u.conversation_id = ${chatConversations.id} and u.author_role = 'student' and u.id > ${chatConversations.advisorReadId})`;
  const rows = await db
    .select({
      id: chatConversations.id,
      userId: chatConversations.userId,
      name: users.name,
      riskAt: chatConversations.riskAt,
      last: lastMessageSql(chatConversations.id),
      unread,
      plan: sql<
        string | null
      >`(select m.plan_slug from memberships m where m.user_id = ${chatConversations.userId} and m.starts_at <= now() and m.ends_at > now() order by m.starts_at desc limit 1)`,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .where(and(eq(chatConversations.advisorId, advisor.id), isNotNull(chatConversations.lastMessageAt)))
    .orderBy(sql`(${unread}) > 0 desc`, sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.id))
    .limit(100);
  const summaries = await studentSummaries([...new Set(rows.map((r) => r.userId))]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      student: studentCard(r.name, r.plan, summaries.get(r.userId)),
      lastMessage: toLast(r.last),
      unread: Number(r.unread),
      risk: r.riskAt !== null,
    })),
  };
}

type Summary = Awaited<ReturnType<typeof studentSummaries>> extends Map<string, infer S> ? S : never;

/** What a specialist sees of a student: first name, plan and latest result (Holland code and top careers); never contact data. */
function studentCard(name: string, planSlug: string | null, summary: Summary | undefined): AdvisorChatList["items"][number]["student"] {
  const careers = summary?.topCareers.map((c) => c.name).join(", ");
  return {
    firstName: firstWord(name) || "Estudiante",
    plan: planSlug ? (findPlan(planSlug)?.name ?? planSlug) : null,
    latestResult: summary?.hollandCode ? `Código ${summary.hollandCode}${careers ? `: ${careers}` : ""}` : null,
  };
}

/** The student card of one conversation (the specialist's conversation page). */
export async function conversationStudent(side: ChatSide): Promise<AdvisorChatList["items"][number]["student"]> {
  const c = side.conversation;
  const db = await getDb();
  const [plan] = await db
    .execute<{ plan_slug: string }>(
      sql`select m.plan_slug from memberships m where m.user_id = ${c.userId} and m.starts_at <= now() and m.ends_at > now() order by m.starts_at desc limit 1`,
    )
    .then((r) => r.rows);
  const summaries = await studentSummaries([c.userId]);
  return studentCard(c.studentName, plan?.plan_slug ?? null, summaries.get(c.userId));
}

/** The header of a conversation page: who is on the other side. */
export function conversationHeader(side: ChatSide) {
  const c = side.conversation;
  return side.role === "student"
    ? { name: c.advisorName, title: c.advisorTitle, risk: false }
    : { name: firstWord(c.studentName) || "Estudiante", title: "Estudiante", risk: c.riskAt !== null };
}
