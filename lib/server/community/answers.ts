import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { answerInputSchema, PostCreated, PostStatus } from "@/lib/contracts/community";
import type { SessionUser } from "@/lib/contracts/session";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import { getDb } from "@/lib/db/client";
import { communityAnswers, communityQuestions, users } from "@/lib/db/schema";
import type { ClientContext } from "../http/client-context";
import { forbidden, notFound } from "../http/errors";
import { logError } from "../log";
import { recordServerEvent } from "../metrics";
import { escapeHtml } from "../notifications/link-email";
import { sendEmail } from "../notifications/send-email";
import { rateLimits } from "../rate-limits";
import { COMMUNITY_MESSAGES, loadQuestionRow, notifyModerators, questionSlug, refreshCommunityPages, standingOf } from "./questions";

/**
 * Answers to the community's questions: who may answer (specialists, verified ambassadors, the
 * team), a newcomer's first answers waiting for moderation, and the e-mail to the asker.
 */
/**
 * `POST /api/community/questions/{id}/answers`: specialists, verified ambassadors and the team
 * answer (others 403); a newcomer ambassador's first answers wait for moderation.
 */
export async function answerQuestion(
  user: SessionUser,
  questionId: number,
  v: z.output<typeof answerInputSchema>,
  client?: ClientContext,
): Promise<PostCreated> {
  const question = await loadQuestionRow(questionId);
  if (!question || question.status !== "published") throw notFound(COMMUNITY_MESSAGES.questionNotFound);
  const standing = await standingOf(user);
  if (standing.suspended) throw forbidden(COMMUNITY_MESSAGES.suspended);
  if (!standing.canAnswer) throw forbidden(COMMUNITY_MESSAGES.onlyAnswerers);
  await rateLimits.communityAnswers.consume(user.id);
  const status: PostStatus = standing.trusted ? "published" : "pending";
  const db = await getDb();
  const [row] = await db
    .insert(communityAnswers)
    .values({ questionId, userId: user.id, body: v.body, status, publishedAt: status === "published" ? new Date() : null })
    .returning({ id: communityAnswers.id });
  await recordServerEvent("community_answer_posted", {
    userId: user.id,
    context: client?.metrics,
    path: "/api/community/answers",
    props: { status, hours_to_answer: Math.round((Date.now() - (question.publishedAt ?? question.createdAt).getTime()) / 3_600_000) },
  });
  if (status === "published") {
    await refreshCommunityPages();
    await notifyAsker(questionId, user.id);
  } else await notifyModerators("Una respuesta nueva espera moderación.");
  return { id: row.id, status };
}
/**
 * Tells the asker by e-mail that their question has a new published answer (not when they
 * answered themselves). Never fails the caller: a failed e-mail is logged.
 */
export async function notifyAsker(questionId: number, answererId: string): Promise<void> {
  try {
    const db = await getDb();
    const [q] = await db
      .select({ title: communityQuestions.title, email: users.email, name: users.name, userId: users.id })
      .from(communityQuestions)
      .innerJoin(users, eq(users.id, communityQuestions.userId))
      .where(eq(communityQuestions.id, questionId));
    if (!q || q.userId === answererId) return;
    const url = `${appUrl()}${href("communityQuestion", { question: questionSlug(questionId, q.title) })}`;
    const greeting = q.name ? `Hola, ${q.name}:` : "Hola:";
    await sendEmail({
      to: q.email,
      subject: `Respondieron tu pregunta: ${q.title}`,
      kind: "community-answered",
      text: [
        greeting,
        "",
        `Tu pregunta «${q.title}» tiene una nueva respuesta en la comunidad de Rumbo.`,
        `Léela aquí: ${url}`,
        "",
        "El equipo de Rumbo",
      ].join("\n"),
      html: `<p>${escapeHtml(greeting)}</p><p>Tu pregunta <strong>${escapeHtml(q.title)}</strong> tiene una nueva respuesta en la comunidad de Rumbo.</p><p><a href="${escapeHtml(url)}">Léela aquí</a></p><p>El equipo de Rumbo</p>`,
    });
  } catch (error) {
    logError(`community: answer notice for question ${questionId} failed`, error);
  }
}
