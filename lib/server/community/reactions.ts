import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { acceptInputSchema, reportInputSchema, QuestionDetail, VoteResult } from "@/lib/contracts/community";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { communityAnswers, communityQuestions, communityReports, communityVotes } from "@/lib/db/schema";
import { badRequest, forbidden, notFound } from "../http/errors";
import {
  COMMUNITY_MESSAGES,
  notifyModerators,
  refreshCommunityPages,
  standingOf,
  getQuestion,
  visibleQuestion,
  REPORTS_TO_HIDE,
} from "./questions";

/**
 * What people do with a published post: «me sirvió» votes, the asker's accepted answer, and
 * «Reportar» (enough distinct reports hide a post until a moderator decides).
 */
/** The post a vote or report points at, if it is published and (for an answer) belongs to the question. */
async function publishedTarget(
  kind: "question" | "answer",
  id: number,
  questionId?: number,
): Promise<{ userId: string; questionId: number }> {
  const db = await getDb();
  if (kind === "question") {
    const [q] = await db
      .select({ userId: communityQuestions.userId, status: communityQuestions.status })
      .from(communityQuestions)
      .where(eq(communityQuestions.id, id));
    if (!q || q.status !== "published") throw notFound(COMMUNITY_MESSAGES.questionNotFound);
    return { userId: q.userId, questionId: id };
  }
  const [a] = await db
    .select({ userId: communityAnswers.userId, status: communityAnswers.status, questionId: communityAnswers.questionId })
    .from(communityAnswers)
    .where(eq(communityAnswers.id, id));
  if (!a || a.status !== "published" || (questionId !== undefined && a.questionId !== questionId))
    throw notFound(COMMUNITY_MESSAGES.answerNotFound);
  return { userId: a.userId, questionId: a.questionId };
}

async function votesOn(kind: string, targetId: number, userId: string): Promise<VoteResult> {
  const db = await getDb();
  const rows = await db
    .select({ userId: communityVotes.userId })
    .from(communityVotes)
    .where(and(eq(communityVotes.kind, kind), eq(communityVotes.targetId, targetId)));
  return { votes: rows.length, voted: rows.some((r) => r.userId === userId) };
}

/** `POST|DELETE /api/community/questions/{id}/votes {answerId?}`: «me sirvió» on the question or one of its answers, once per person. */
export async function setVote(user: SessionUser, questionId: number, answerId: number | undefined, on: boolean): Promise<VoteResult> {
  const kind = answerId ? "answer" : "question";
  const targetId = answerId ?? questionId;
  const target = await publishedTarget(kind, targetId, questionId);
  const db = await getDb();
  if (on) {
    if (target.userId === user.id) throw badRequest(COMMUNITY_MESSAGES.ownVote);
    const standing = await standingOf(user);
    if (standing.suspended) throw forbidden(COMMUNITY_MESSAGES.suspended);
    await db.insert(communityVotes).values({ userId: user.id, kind, targetId }).onConflictDoNothing();
  } else {
    await db
      .delete(communityVotes)
      .where(and(eq(communityVotes.userId, user.id), eq(communityVotes.kind, kind), eq(communityVotes.targetId, targetId)));
  }
  return votesOn(kind, targetId, user.id);
}

/** `POST /api/community/questions/{id}/accept {answerId}`: the asker (or the team) marks the answer that solved it. */
export async function acceptAnswer(
  user: SessionUser,
  questionId: number,
  { answerId }: z.output<typeof acceptInputSchema>,
): Promise<QuestionDetail> {
  const question = await visibleQuestion(questionId, user);
  if (question.userId !== user.id && !user.isAdmin) throw forbidden(COMMUNITY_MESSAGES.onlyAuthorAccepts);
  await publishedTarget("answer", answerId, questionId);
  const db = await getDb();
  await db
    .update(communityQuestions)
    .set({ acceptedAnswerId: question.acceptedAnswerId === answerId ? null : answerId, updatedAt: new Date() })
    .where(eq(communityQuestions.id, questionId));
  return getQuestion(questionId, user);
}

/**
 * `POST /api/community/reports {kind, id, reason}`: «Reportar». One report per person and post;
 * the post goes to the moderation queue, and after 3 distinct reports it is hidden until a
 * moderator decides.
 */
export async function reportPost(user: SessionUser, v: z.output<typeof reportInputSchema>): Promise<{ reported: true; hidden: boolean }> {
  await publishedTarget(v.kind, v.id);
  const db = await getDb();
  await db.insert(communityReports).values({ userId: user.id, kind: v.kind, targetId: v.id, reason: v.reason }).onConflictDoNothing();
  const [{ n }] = await db
    .select({ n: count() })
    .from(communityReports)
    .where(and(eq(communityReports.kind, v.kind), eq(communityReports.targetId, v.id), isNull(communityReports.resolvedAt)));
  let hidden = false;
  if (Number(n) >= REPORTS_TO_HIDE) {
    const table = v.kind === "question" ? communityQuestions : communityAnswers;
    const changed = await db
      .update(table)
      .set({ status: "pending", updatedAt: new Date() })
      .where(and(eq(table.id, v.id), eq(table.status, "published")))
      .returning({ id: table.id });
    hidden = changed.length > 0;
    if (hidden) {
      await refreshCommunityPages();
      await notifyModerators(`Una publicación recibió ${REPORTS_TO_HIDE} reportes y quedó oculta hasta que la revises.`);
    }
  }
  return { reported: true, hidden };
}
