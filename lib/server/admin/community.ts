import "server-only";
import type { z } from "zod";
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  type ambassadorInputSchema,
  type ambassadorPatchSchema,
  type rejectInputSchema,
  type suspendInputSchema,
  type AdminAmbassador,
  type QueueItem,
  type QueueQuery,
} from "@/lib/contracts/community";
import type { AdminListQuery } from "@/lib/contracts/admin";
import type { SessionUser } from "@/lib/contracts/session";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import { getDb, type Db } from "@/lib/db/client";
import {
  careers,
  communityAmbassadors,
  communityAnswers,
  communityMembers,
  communityQuestions,
  communityReports,
  institutions,
  users,
} from "@/lib/db/schema";
import { conflict, notFound } from "../http/errors";
import { logError } from "../log";
import { escapeHtml } from "../notifications/link-email";
import { sendEmail } from "../notifications/send-email";
import { notifyAsker } from "../community/answers";
import { questionSlug, refreshCommunityPages } from "../community/questions";
import { recordAudit } from "../audit";
import { withUniqueField } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

type Kind = "questions" | "answers";
const tableOf = (kind: Kind) => (kind === "questions" ? communityQuestions : communityAnswers);
const entityOf = (kind: Kind) => (kind === "questions" ? "community_question" : "community_answer");

/** A moderation decision closes the post's open reports (inside the decision's transaction). */
async function closeReports(tx: Pick<Db, "update">, kind: Kind, id: number, now: Date): Promise<void> {
  await tx
    .update(communityReports)
    .set({ resolvedAt: now })
    .where(
      and(
        eq(communityReports.kind, kind === "questions" ? "question" : "answer"),
        eq(communityReports.targetId, id),
        isNull(communityReports.resolvedAt),
      ),
    );
}

/*
 * The queue: every pending post (a newcomer's, or one hidden after reports) and every published
 * post with open reports, oldest first, with its author (e-mail for the team only) and the reasons.
 */
const queueSql = sql`
  select 'question' as kind, q.id, q.id as question_id, q.title, q.body, q.status, q.created_at, q.user_id
    from community_questions q
    where q.status = 'pending'
       or exists (select 1 from community_reports r where r.kind = 'question' and r.target_id = q.id and r.resolved_at is null)
  union all
  select 'answer' as kind, a.id, a.question_id, q.title, a.body, a.status, a.created_at, a.user_id
    from community_answers a join community_questions q on q.id = a.question_id
    where a.status = 'pending'
       or exists (select 1 from community_reports r where r.kind = 'answer' and r.target_id = a.id and r.resolved_at is null)`;

type QueueRow = {
  kind: "question" | "answer";
  id: number;
  question_id: number;
  title: string;
  body: string;
  status: string;
  created_at: string | Date;
  user_id: string;
};

/** `GET /api/admin/community/queue[?kind=question|answer&search=]`: what waits for a moderator. */
export async function moderationQueue(viewer: SessionUser | null, query: QueueQuery) {
  requireAdmin(viewer);
  const db = await getDb();
  const conds: SQL[] = [];
  if (query.kind) conds.push(sql`kind = ${query.kind}`);
  if (query.search) conds.push(sql`(title ilike ${likePattern(query.search)} or body ilike ${likePattern(query.search)})`);
  const where = conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
  const { offset, limit } = pageWindow(query);
  const rows = (
    (await db.execute(
      sql`select * from (${queueSql}) t ${where} order by created_at asc, id asc limit ${limit} offset ${offset}`,
    )) as unknown as { rows: QueueRow[] }
  ).rows;
  const [{ total }] = (
    (await db.execute(sql`select count(*)::int as total from (${queueSql}) t ${where}`)) as unknown as { rows: { total: number }[] }
  ).rows;
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const people = ids.length
    ? await db
        .select({ id: users.id, name: users.name, surname: users.surname, email: users.email, suspendedAt: communityMembers.suspendedAt })
        .from(users)
        .leftJoin(communityMembers, eq(communityMembers.userId, users.id))
        .where(inArray(users.id, ids))
    : [];
  const person = new Map(people.map((p) => [p.id, p]));
  const reports = rows.length
    ? await db
        .select({ kind: communityReports.kind, targetId: communityReports.targetId, reason: communityReports.reason })
        .from(communityReports)
        .where(and(isNull(communityReports.resolvedAt), inArray(communityReports.targetId, [...new Set(rows.map((r) => Number(r.id)))])))
    : [];
  const items: QueueItem[] = rows.map((r) => {
    const p = person.get(r.user_id);
    const mine = reports.filter((x) => x.kind === r.kind && x.targetId === r.id);
    return {
      kind: r.kind,
      id: Number(r.id),
      questionId: Number(r.question_id),
      title: r.title,
      body: r.body,
      status: r.status as QueueItem["status"],
      reports: mine.length,
      reportReasons: [...new Set(mine.map((x) => x.reason))],
      createdAt: new Date(r.created_at).toISOString(),
      authorId: r.user_id,
      authorName: p ? `${p.name} ${p.surname}`.trim() : "—",
      authorEmail: p?.email ?? "",
      authorSuspended: Boolean(p?.suspendedAt),
    };
  });
  return paged(items, Number(total), query);
}

async function loadPost(kind: Kind, id: number) {
  const db = await getDb();
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, userId: table.userId, status: table.status, body: table.body })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!row) throw notFound(kind === "questions" ? "No encontramos esa pregunta." : "No encontramos esa respuesta.");
  return row;
}

async function questionOf(kind: Kind, id: number): Promise<{ id: number; title: string }> {
  const db = await getDb();
  if (kind === "questions") {
    const [q] = await db
      .select({ id: communityQuestions.id, title: communityQuestions.title })
      .from(communityQuestions)
      .where(eq(communityQuestions.id, id));
    return q;
  }
  const [q] = await db
    .select({ id: communityQuestions.id, title: communityQuestions.title })
    .from(communityAnswers)
    .innerJoin(communityQuestions, eq(communityQuestions.id, communityAnswers.questionId))
    .where(eq(communityAnswers.id, id));
  return q;
}

async function tellAuthor(userId: string, subject: string, lines: string[], kind: string) {
  try {
    const db = await getDb();
    const [u] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!u) return;
    const text = [`Hola, ${u.name || ""}:`.replace(", :", ":"), "", ...lines, "", "El equipo de Rumbo"].join("\n");
    const html = text
      .split("\n\n")
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
      .join("\n");
    await sendEmail({ to: u.email, subject, text, html, kind });
  } catch (error) {
    logError("community: notice to the author failed", error);
  }
}

/**
 * `POST /api/admin/community/{questions|answers}/{id}/approve`: publishes the post and closes its
 * reports, in one transaction with its audit entry; the author is told by e-mail.
 */
export async function approvePost(viewer: SessionUser | null, kind: Kind, id: number) {
  requireAdmin(viewer);
  const before = await loadPost(kind, id);
  const db = await getDb();
  const table = tableOf(kind);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({
        status: "published",
        rejectReason: null,
        publishedAt: sql`coalesce(${table.publishedAt}, ${now.toISOString()}::timestamptz)`,
        moderatedBy: viewer.id,
        moderatedAt: now,
        updatedAt: now,
      })
      .where(eq(table.id, id));
    await closeReports(tx, kind, id, now);
    await recordAudit(tx, viewer, {
      entity: entityOf(kind),
      entityId: id,
      action: "approve",
      before: { status: before.status },
      after: { status: "published" },
    });
  });
  await refreshCommunityPages();
  if (before.status === "pending") {
    const q = await questionOf(kind, id);
    await tellAuthor(
      before.userId,
      kind === "questions" ? "Tu pregunta ya está publicada" : "Tu respuesta ya está publicada",
      [
        kind === "questions" ? `Publicamos tu pregunta «${q.title}» en la comunidad de Rumbo.` : `Publicamos tu respuesta a «${q.title}».`,
        `Mírala aquí: ${appUrl()}${href("communityQuestion", { question: questionSlug(q.id, q.title) })}`,
      ],
      "community-approved",
    );
    if (kind === "answers") await notifyAsker(q.id, before.userId);
  }
  return { id, kind, status: "published" as const };
}

/** `POST …/reject {reason}`: takes the post out of view, tells the author why (e-mail), audited. */
export async function rejectPost(viewer: SessionUser | null, kind: Kind, id: number, input: z.output<typeof rejectInputSchema>) {
  requireAdmin(viewer);
  const { reason } = input;
  const before = await loadPost(kind, id);
  const db = await getDb();
  const table = tableOf(kind);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(table)
      .set({ status: "rejected", rejectReason: reason, moderatedBy: viewer.id, moderatedAt: now, updatedAt: now })
      .where(eq(table.id, id));
    await closeReports(tx, kind, id, now);
    await recordAudit(tx, viewer, {
      entity: entityOf(kind),
      entityId: id,
      action: "reject",
      before: { status: before.status },
      after: { status: "rejected", rejectReason: reason },
    });
  });
  await refreshCommunityPages();
  const q = await questionOf(kind, id);
  await tellAuthor(
    before.userId,
    kind === "questions" ? "Tu pregunta no se publicó" : "Tu respuesta no se publicó",
    [
      kind === "questions"
        ? `Revisamos tu pregunta «${q.title}» y no la publicamos.`
        : `Revisamos tu respuesta a «${q.title}» y no la publicamos.`,
      `Motivo: ${reason}`,
      "Puedes escribirla de nuevo siguiendo las reglas de la comunidad.",
    ],
    "community-rejected",
  );
  return { id, kind, status: "rejected" as const };
}

/** `POST /api/admin/community/users/{id}/suspend {reason, suspended}`: stops (or restores) an account's posting. Audited. */
export async function suspendMember(viewer: SessionUser | null, userId: string, input: z.output<typeof suspendInputSchema>) {
  requireAdmin(viewer);
  const v = input;
  const db = await getDb();
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!u) throw notFound("No encontramos esa cuenta.");
  if (v.suspended && userId === viewer.id) throw conflict("No puedes suspender tu propia cuenta.");
  const now = new Date();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ suspendedAt: communityMembers.suspendedAt })
      .from(communityMembers)
      .where(eq(communityMembers.userId, userId));
    const values = v.suspended
      ? { suspendedAt: now, suspendedReason: v.reason, suspendedBy: viewer.id, updatedAt: now }
      : { suspendedAt: null, suspendedReason: null, suspendedBy: null, updatedAt: now };
    await tx
      .insert(communityMembers)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: communityMembers.userId, set: values });
    await recordAudit(tx, viewer, {
      entity: "community_member",
      entityId: userId,
      action: v.suspended ? "suspend" : "unsuspend",
      before: { suspended: Boolean(before?.suspendedAt) },
      after: { suspended: v.suspended, reason: v.reason },
    });
  });
  return { userId, suspended: v.suspended };
}

/* ───────────── ambassadors ───────────── */

const ambassadorAnswers = sql<number>`(select count(*)::int from community_answers a where a.user_id = "community_ambassadors"."user_id" and a.status = 'published')`;

export async function listAmbassadors(viewer: SessionUser | null, query: AdminListQuery) {
  requireAdmin(viewer);
  const db = await getDb();
  const where = query.search
    ? or(
        ilike(users.email, likePattern(query.search)),
        ilike(users.name, likePattern(query.search)),
        ilike(institutions.name, likePattern(query.search)),
      )
    : undefined;
  const { offset, limit } = pageWindow(query);
  const base = () =>
    db
      .select({
        id: communityAmbassadors.id,
        userId: communityAmbassadors.userId,
        name: sql<string>`${users.name} || ' ' || ${users.surname}`,
        email: users.email,
        institutionName: institutions.name,
        careerName: careers.name,
        kind: communityAmbassadors.kind,
        active: communityAmbassadors.active,
        answers: ambassadorAnswers,
        verifiedAt: communityAmbassadors.verifiedAt,
      })
      .from(communityAmbassadors)
      .innerJoin(users, eq(users.id, communityAmbassadors.userId))
      .innerJoin(institutions, eq(institutions.id, communityAmbassadors.institutionId))
      .leftJoin(careers, eq(careers.id, communityAmbassadors.careerId));
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(desc(communityAmbassadors.active), asc(users.name)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(communityAmbassadors)
      .innerJoin(users, eq(users.id, communityAmbassadors.userId))
      .innerJoin(institutions, eq(institutions.id, communityAmbassadors.institutionId))
      .where(where),
  ]);
  const items: AdminAmbassador[] = rows.map((r) => ({ ...r, answers: Number(r.answers), verifiedAt: r.verifiedAt.toISOString() }));
  return paged(items, Number(total), query);
}

/**
 * `POST /api/admin/community/ambassadors`: verifies an existing account as an ambassador of an
 * institution (and career). The person must have signed up first (404 otherwise); one per account (409).
 */
export async function createAmbassador(viewer: SessionUser | null, input: z.output<typeof ambassadorInputSchema>) {
  requireAdmin(viewer);
  const v = input;
  const db = await getDb();
  const [u] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = ${v.email}`);
  if (!u) {
    const message = "Esa persona aún no tiene cuenta: pídele que se registre en Rumbo con ese correo.";
    throw notFound(message);
  }
  const id = await withUniqueField("email", "Esa cuenta ya es embajadora.", () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communityAmbassadors)
        .values({ userId: u.id, institutionId: v.institutionId, careerId: v.careerId, kind: v.kind, verifiedBy: viewer.id })
        .returning({ id: communityAmbassadors.id });
      await recordAudit(tx, viewer, { entity: "community_ambassador", entityId: row.id, action: "create", after: { ...v } });
      return row.id;
    }),
  );
  await tellAuthor(
    u.id,
    "Ya eres embajador de Rumbo",
    [
      "El equipo de Rumbo verificó tu cuenta como embajador. Ahora puedes responder las preguntas de la comunidad.",
      `Empieza aquí: ${appUrl()}${href("community")}`,
      "Recuerda: nunca compartas tu teléfono, tu correo ni enlaces a chats, y no pidas los de nadie.",
    ],
    "community-ambassador",
  );
  return { id };
}

export async function updateAmbassador(viewer: SessionUser | null, id: number, input: z.output<typeof ambassadorPatchSchema>) {
  requireAdmin(viewer);
  const v = input;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ active: communityAmbassadors.active })
      .from(communityAmbassadors)
      .where(eq(communityAmbassadors.id, id))
      .for("update");
    if (!before) throw notFound("No encontramos ese embajador.");
    if (before.active === v.active) return;
    await tx.update(communityAmbassadors).set({ active: v.active, updatedAt: new Date() }).where(eq(communityAmbassadors.id, id));
    await recordAudit(tx, viewer, { entity: "community_ambassador", entityId: id, action: "update", before, after: v });
  });
  await refreshCommunityPages();
  return { id, active: v.active };
}
