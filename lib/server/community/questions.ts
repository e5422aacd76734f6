import "server-only";
import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { RULE_MESSAGES } from "@/lib/content/community/rules";
import type {
  questionInputSchema,
  Answer,
  PostCreated,
  PostStatus,
  QuestionDetail,
  QuestionListQuery,
  QuestionSummary,
} from "@/lib/contracts/community";
import type { SessionUser } from "@/lib/contracts/session";
import { appUrl } from "@/lib/config/env";
import { PAGE_TAGS } from "@/lib/config/page-cache.mjs";
import { href } from "@/lib/config/route-paths";
import { getDb } from "@/lib/db/client";
import {
  careers,
  communityAnswers,
  communityMembers,
  outbox,
  communityQuestions,
  communityVotes,
  institutions,
  users,
} from "@/lib/db/schema";
import { containsPattern, foldSql, foldText } from "@/lib/db/sql";
import { invalidateEverywhere } from "../catalogue/invalidate";
import type { ClientContext } from "../http/client-context";
import { badRequest, forbidden, notFound } from "../http/errors";
import { logError } from "../log";
import { recordServerEvent } from "../metrics";
import { escapeHtml } from "../notifications/link-email";
import { sendEmail } from "../notifications/send-email";
import { rateLimits } from "../rate-limits";
import { authorsOf, unknownAuthor } from "./authors";

/**
 * The community's questions: listing, the public page's detail, asking, where a person stands
 * (suspended, may answer, published at once), the moderation queue's notice, the sitemap's pages.
 * Answers are in answers.ts; votes, the accepted answer and reports in reactions.ts.
 */
/** A person's first posts wait for moderation until this many of theirs were published. */
export const NEWCOMER_POSTS = 3;
/** Distinct reports that take a published post out of view until a moderator looks at it. */
export const REPORTS_TO_HIDE = 3;
export const QUESTIONS_PER_PAGE = 20;

export const COMMUNITY_MESSAGES = {
  questionNotFound: "No encontramos esta pregunta. Puede que aún esté en revisión o que la hayan retirado.",
  answerNotFound: "No encontramos esa respuesta.",
  suspended: "Tu cuenta no puede publicar en la comunidad por ahora. Si crees que es un error, escríbenos.",
  onlyAnswerers:
    "Responden las orientadoras de Rumbo y los embajadores verificados. Tú puedes votar «me sirvió» o hacer tu propia pregunta.",
  ownVote: "No puedes votar tu propia publicación.",
  onlyAuthorAccepts: "Solo quien hizo la pregunta puede elegir la respuesta aceptada.",
  tooManyQuestions: rateLimits.communityQuestions.message,
  tooManyAnswers: rateLimits.communityAnswers.message,
  unknownCareer: "Elige una carrera de la lista.",
  unknownInstitution: "Elige una institución de la lista.",
} as const;

const ruleMessages = new Set<string>(Object.values(RULE_MESSAGES));

/**
 * The handler's `topMessage` for a post (question or answer): when a safety rule is broken, its
 * message is the error envelope's top `message` too, so the form shows it above the fields.
 */
export function safetyRuleMessage(issues: readonly { message: string }[]): string | undefined {
  return issues.find((issue) => ruleMessages.has(issue.message))?.message;
}

/** The public page's segment: «12-como-es-estudiar-medicina». */
export const questionSlug = (id: number, title: string) =>
  `${id}-${foldText(title)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, 80)
    .replace(/-+$/, "")}`;

const questionVotes = sql<number>`(select count(*)::int from community_votes v where v.kind = 'question' and v.target_id = "community_questions"."id")`;
const publishedAnswers = sql<number>`(select count(*)::int from community_answers a where a.question_id = "community_questions"."id" and a.status = 'published')`;

type QuestionRow = {
  id: number;
  userId: string;
  title: string;
  body: string;
  status: string;
  rejectReason: string | null;
  acceptedAnswerId: number | null;
  createdAt: Date;
  publishedAt: Date | null;
  votes: number;
  answers: number;
  careerSlug: string | null;
  careerName: string | null;
  institutionSlug: string | null;
  institutionName: string | null;
};

async function selectQuestions(where: SQL | undefined, order: SQL[], limit: number, offset = 0): Promise<QuestionRow[]> {
  const db = await getDb();
  return db
    .select({
      id: communityQuestions.id,
      userId: communityQuestions.userId,
      title: communityQuestions.title,
      body: communityQuestions.body,
      status: communityQuestions.status,
      rejectReason: communityQuestions.rejectReason,
      acceptedAnswerId: communityQuestions.acceptedAnswerId,
      createdAt: communityQuestions.createdAt,
      publishedAt: communityQuestions.publishedAt,
      votes: questionVotes,
      answers: publishedAnswers,
      careerSlug: careers.slug,
      careerName: careers.name,
      institutionSlug: institutions.slug,
      institutionName: institutions.name,
    })
    .from(communityQuestions)
    .leftJoin(careers, eq(careers.id, communityQuestions.careerId))
    .leftJoin(institutions, eq(institutions.id, communityQuestions.institutionId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

function toSummary(r: QuestionRow, authors: Awaited<ReturnType<typeof authorsOf>>): QuestionSummary {
  const { trustedRole: _t, ...author } = authors.get(r.userId) ?? unknownAuthor;
  return {
    id: r.id,
    slug: questionSlug(r.id, r.title),
    title: r.title,
    body: r.body,
    status: r.status as PostStatus,
    answers: Number(r.answers),
    votes: Number(r.votes),
    createdAt: (r.publishedAt ?? r.createdAt).toISOString(),
    author,
    career: r.careerSlug && r.careerName ? { slug: r.careerSlug, name: r.careerName } : null,
    institution: r.institutionSlug && r.institutionName ? { slug: r.institutionSlug, name: r.institutionName } : null,
    hasAccepted: r.acceptedAnswerId !== null,
  };
}

/** Published questions, and the viewer's own whatever their status. */
const visibleTo = (viewerId: string | null): SQL =>
  viewerId
    ? or(eq(communityQuestions.status, "published"), eq(communityQuestions.userId, viewerId))!
    : eq(communityQuestions.status, "published");

/**
 * `GET /api/community/questions?career=&institution=&q=&sort=`: published questions (and the
 * caller's own, pending or rejected), by newest or most useful («me sirvió» votes, then answers).
 */
export async function listQuestions(
  query: QuestionListQuery,
  viewerId: string | null = null,
): Promise<{ items: QuestionSummary[]; total: number; page: number; pages: number }> {
  const conds: SQL[] = [visibleTo(viewerId)];
  if (query.career) conds.push(eq(careers.slug, query.career));
  if (query.institution) conds.push(eq(institutions.slug, query.institution));
  if (query.unanswered) conds.push(sql`${publishedAnswers} = 0`);
  if (query.q) {
    conds.push(sql`${foldSql(sql`${communityQuestions.title} || ' ' || ${communityQuestions.body}`)} like ${containsPattern(query.q)}`);
  }
  const where = and(...conds);
  const newest = sql`coalesce(${communityQuestions.publishedAt}, ${communityQuestions.createdAt}) desc`;
  const order = query.sort === "useful" ? [sql`${questionVotes} desc`, sql`${publishedAnswers} desc`, newest] : [newest];
  const page = query.page ?? 1;
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    selectQuestions(where, [...order, desc(communityQuestions.id)], QUESTIONS_PER_PAGE, (page - 1) * QUESTIONS_PER_PAGE),
    db
      .select({ total: count() })
      .from(communityQuestions)
      .leftJoin(careers, eq(careers.id, communityQuestions.careerId))
      .leftJoin(institutions, eq(institutions.id, communityQuestions.institutionId))
      .where(where),
  ]);
  const authors = await authorsOf(rows.map((r) => r.userId));
  return {
    items: rows.map((r) => toSummary(r, authors)),
    total: Number(total),
    page,
    pages: Math.ceil(Number(total) / QUESTIONS_PER_PAGE),
  };
}

/** The latest published questions about a career or an institution (their pages' «Preguntas de la comunidad»). */
export async function questionsAbout(about: { careerSlug?: string; institutionSlug?: string }, limit = 5): Promise<QuestionSummary[]> {
  const result = await listQuestions({ career: about.careerSlug, institution: about.institutionSlug, sort: "useful" });
  return result.items.slice(0, limit);
}

/** Where a person stands: suspended, a specialist / ambassador / admin, and how many of their posts were published. */
export async function standingOf(user: Pick<SessionUser, "id" | "isAdmin">) {
  const db = await getDb();
  const [[member], authors, [{ q }], [{ a }]] = await Promise.all([
    db.select({ suspendedAt: communityMembers.suspendedAt }).from(communityMembers).where(eq(communityMembers.userId, user.id)),
    authorsOf([user.id]),
    db
      .select({ q: count() })
      .from(communityQuestions)
      .where(and(eq(communityQuestions.userId, user.id), eq(communityQuestions.status, "published"))),
    db
      .select({ a: count() })
      .from(communityAnswers)
      .where(and(eq(communityAnswers.userId, user.id), eq(communityAnswers.status, "published"))),
  ]);
  const author = authors.get(user.id);
  const published = Number(q) + Number(a);
  return {
    suspended: Boolean(member?.suspendedAt),
    canAnswer: Boolean(author?.trustedRole) || user.isAdmin,
    /** Specialists and the team publish at once; everyone else after their first posts were approved. */
    trusted: user.isAdmin || author?.role === "specialist" || published >= NEWCOMER_POSTS,
  };
}

async function resolveSlugs(input: { careerSlug?: string; institutionSlug?: string }) {
  const db = await getDb();
  let careerId: number | null = null;
  let institutionId: number | null = null;
  if (input.careerSlug) {
    const [c] = await db.select({ id: careers.id }).from(careers).where(eq(careers.slug, input.careerSlug)).limit(1);
    if (!c) throw badRequest(COMMUNITY_MESSAGES.unknownCareer, { careerSlug: [COMMUNITY_MESSAGES.unknownCareer] });
    careerId = c.id;
  }
  if (input.institutionSlug) {
    const [i] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, input.institutionSlug)).limit(1);
    if (!i) throw badRequest(COMMUNITY_MESSAGES.unknownInstitution, { institutionSlug: [COMMUNITY_MESSAGES.unknownInstitution] });
    institutionId = i.id;
  }
  return { careerId, institutionId };
}

/** The career and institution pages show published questions: the server's page cache drops them after a change. */
export const refreshCommunityPages = () => invalidateEverywhere([PAGE_TAGS.community]);

/**
 * `POST /api/community/questions`: a newcomer's question waits for moderation (`pending`); a
 * trusted member's is published at once. Suspended → 403; more than 5 an hour → 429; the text
 * rules (phones, e-mails, outside chats, insults) are in the contract (400 at the field).
 */
export async function askQuestion(
  user: SessionUser,
  v: z.output<typeof questionInputSchema>,
  client?: ClientContext,
): Promise<PostCreated> {
  const standing = await standingOf(user);
  if (standing.suspended) throw forbidden(COMMUNITY_MESSAGES.suspended);
  await rateLimits.communityQuestions.consume(user.id);
  const refs = await resolveSlugs(v);
  const status: PostStatus = standing.trusted ? "published" : "pending";
  const now = new Date();
  const db = await getDb();
  const [row] = await db
    .insert(communityQuestions)
    .values({ userId: user.id, title: v.title, body: v.body, ...refs, status, publishedAt: status === "published" ? now : null })
    .returning({ id: communityQuestions.id });
  await recordServerEvent("community_question_asked", {
    userId: user.id,
    context: client?.metrics,
    path: "/api/community/questions",
    props: { status, career: Boolean(refs.careerId), institution: Boolean(refs.institutionId) },
  });
  if (status === "published") await refreshCommunityPages();
  else await notifyModerators("Una pregunta nueva espera moderación.");
  return { id: row.id, status };
}

export async function loadQuestionRow(id: number): Promise<QuestionRow | null> {
  const [row] = await selectQuestions(eq(communityQuestions.id, id), [desc(communityQuestions.id)], 1);
  return row ?? null;
}

/** A published question (or the viewer's own, or any for an admin); otherwise 404. */
export async function visibleQuestion(id: number, viewer: Pick<SessionUser, "id" | "isAdmin"> | null): Promise<QuestionRow> {
  const row = await loadQuestionRow(id);
  if (!row || (row.status !== "published" && row.userId !== viewer?.id && !viewer?.isAdmin))
    throw notFound(COMMUNITY_MESSAGES.questionNotFound);
  return row;
}

/** `GET /api/community/questions/{id}`: the question with its answers (accepted first, then most useful). */
export async function getQuestion(id: number, viewer: SessionUser | null): Promise<QuestionDetail> {
  const row = await visibleQuestion(id, viewer);
  const db = await getDb();
  const answerVotes = sql<number>`(select count(*)::int from community_votes v where v.kind = 'answer' and v.target_id = "community_answers"."id")`;
  const answerWhere = viewer
    ? and(eq(communityAnswers.questionId, id), or(eq(communityAnswers.status, "published"), eq(communityAnswers.userId, viewer.id)))
    : and(eq(communityAnswers.questionId, id), eq(communityAnswers.status, "published"));
  const answers = await db
    .select({
      id: communityAnswers.id,
      userId: communityAnswers.userId,
      body: communityAnswers.body,
      status: communityAnswers.status,
      createdAt: communityAnswers.createdAt,
      publishedAt: communityAnswers.publishedAt,
      votes: answerVotes,
    })
    .from(communityAnswers)
    .where(answerWhere)
    .orderBy(sql`${answerVotes} desc`, communityAnswers.createdAt)
    .limit(200);
  const myVotes = viewer
    ? await db
        .select({ kind: communityVotes.kind, targetId: communityVotes.targetId })
        .from(communityVotes)
        .where(
          and(
            eq(communityVotes.userId, viewer.id),
            or(
              and(eq(communityVotes.kind, "question"), eq(communityVotes.targetId, id)),
              answers.length
                ? and(
                    eq(communityVotes.kind, "answer"),
                    inArray(
                      communityVotes.targetId,
                      answers.map((a) => a.id),
                    ),
                  )
                : sql`false`,
            ),
          ),
        )
    : [];
  const voted = new Set(myVotes.map((v) => `${v.kind}:${v.targetId}`));
  const authors = await authorsOf([row.userId, ...answers.map((a) => a.userId)]);
  const standing = viewer ? await standingOf(viewer) : null;
  const answerList: Answer[] = answers
    .map((a) => {
      const { trustedRole: _t, ...author } = authors.get(a.userId) ?? unknownAuthor;
      return {
        id: a.id,
        body: a.body,
        status: a.status as PostStatus,
        votes: Number(a.votes),
        voted: voted.has(`answer:${a.id}`),
        accepted: row.acceptedAnswerId === a.id,
        createdAt: (a.publishedAt ?? a.createdAt).toISOString(),
        author,
        mine: a.userId === viewer?.id,
      };
    })
    .sort((x, y) => Number(y.accepted) - Number(x.accepted));
  const published = row.status === "published";
  return {
    ...toSummary(row, authors),
    voted: voted.has(`question:${id}`),
    mine: row.userId === viewer?.id,
    rejectReason: row.userId === viewer?.id ? row.rejectReason : null,
    answerList,
    can: {
      answer: published && Boolean(standing?.canAnswer) && !standing?.suspended,
      accept: published && Boolean(viewer) && (row.userId === viewer?.id || Boolean(viewer?.isAdmin)),
      vote: published && Boolean(viewer) && !standing?.suspended,
    },
  };
}

/** At most one queue notice per moderator in this time: a busy afternoon is one e-mail, not fifty. */
export const MODERATOR_NOTICE_MINUTES = 30;

/**
 * Tells the moderators (the admins) by e-mail that something entered the community's moderation
 * queue, at most once per `MODERATOR_NOTICE_MINUTES` each (the outbox records what was sent). The
 * e-mail says what happened and links the queue; it quotes nothing of the post. Never fails the caller.
 */
export async function notifyModerators(what: string): Promise<void> {
  try {
    const db = await getDb();
    const since = new Date(Date.now() - MODERATOR_NOTICE_MINUTES * 60_000);
    const moderators = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.isAdmin, true),
          sql`not exists (select 1 from ${outbox} where ${outbox.to} = ${users.email} and ${outbox.kind} = 'community-queue' and ${outbox.createdAt} > ${since})`,
        ),
      )
      .limit(20);
    const url = `${appUrl()}${href("adminCommunity")}`;
    for (const moderator of moderators) {
      const greeting = moderator.name ? `Hola, ${moderator.name}:` : "Hola:";
      await sendEmail({
        to: moderator.email,
        subject: "Hay publicaciones por revisar en la comunidad",
        kind: "community-queue",
        text: [greeting, "", what, `Revisa la cola de moderación: ${url}`, "", "El equipo de Rumbo"].join("\n"),
        html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)}</p><p><a href="${escapeHtml(url)}">Revisa la cola de moderación</a></p><p>El equipo de Rumbo</p>`,
      });
    }
  } catch (error) {
    logError("community: moderator notice failed", error);
  }
}

/** Every published question for the sitemap: its page and when it last changed. */
export async function publishedQuestionPages(): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: communityQuestions.id, title: communityQuestions.title, updatedAt: communityQuestions.updatedAt })
    .from(communityQuestions)
    .where(eq(communityQuestions.status, "published"))
    .orderBy(desc(communityQuestions.id))
    .limit(5000);
  return rows.map((r) => ({ slug: questionSlug(r.id, r.title), updatedAt: r.updatedAt }));
}

/** The institution a list is filtered by (its name for the heading and the form), or null when the slug is unknown. */
export async function institutionRef(slug: string): Promise<{ slug: string; name: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ slug: institutions.slug, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.slug, slug))
    .limit(1);
  return row ?? null;
}
