import "server-only";
import { and, count, eq, isNull, lte } from "drizzle-orm";
import type { SessionUser } from "@/lib/contracts/session";
import type { WebinarEnrolment } from "@/lib/contracts/webinars";
import { getDb } from "@/lib/db/client";
import { webinarConfirmations, webinarEnrolments, webinars } from "@/lib/db/schema";
import { conflict, forbidden, membershipRequired, notFound } from "../http/errors";
import type { ClientContext } from "../http/client-context";
import { logError } from "../log";
import { hasActiveMembership } from "../membership/memberships";
import { recordServerEvent } from "../metrics";
import { addresseeOf } from "../notifications/greeting";
import { rateLimits } from "../rate-limits";
import { sendWebinarConfirmation } from "./emails";
import { getWebinar, getWebinarRow, joinWindowOpen } from "./webinars";

export const WEBINAR_MESSAGES = {
  notFound: "No encontramos este webinar. Revisa la lista de próximos webinars.",
  ended: "Este webinar ya terminó. Mira su grabación o elige otro de la lista.",
  cancelled: "Este webinar fue cancelado. Elige otro de la lista.",
  full: "Este webinar ya no tiene cupos. Elige otro de la lista.",
  membersOnly: "Este webinar es para miembros de Rumbo. Elige un plan para inscribirte.",
  leaveStarted: "El webinar ya empezó: ya no puedes retirar tu inscripción.",
  notEnrolled: "Solo las personas inscritas pueden entrar a este webinar.",
  notOpen: "El enlace para entrar se activa 15 minutos antes del inicio.",
  noRoom: "Todavía no tenemos el enlace de la sala. Vuelve a intentarlo en unos minutos.",
  tooManyChanges: rateLimits.webinarChanges.message,
} as const;

/** A person gets one confirmation of a talk a day, however many times they enrol and leave. */
const CONFIRMATION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Claims today's confirmation of a talk for a person: true when none went out in the last day
 * (the row is created or its `sent_at` moved to now), false otherwise. One statement, so two
 * enrolments racing claim it once.
 */
async function claimConfirmation(webinarId: number, userId: string, now: Date): Promise<boolean> {
  const db = await getDb();
  const claimed = await db
    .insert(webinarConfirmations)
    .values({ webinarId, userId, sentAt: now })
    .onConflictDoUpdate({
      target: [webinarConfirmations.webinarId, webinarConfirmations.userId],
      set: { sentAt: now },
      setWhere: lte(webinarConfirmations.sentAt, new Date(now.getTime() - CONFIRMATION_EVERY_MS)),
    })
    .returning({ userId: webinarConfirmations.userId });
  return claimed.length > 0;
}

const REMINDER_LEAD_MS = 60 * 60 * 1000;

/**
 * `POST /api/webinars/{id}/enrolment`: enrols the student, as the fair does. Enrolling twice is
 * one enrolment (`created: false`, 200); a cancelled, ended or full talk is 409; a members-only
 * talk without a running membership is 403 `membership_required`. The talk's row is locked while
 * the seats are counted, so two students never take the last seat together. A new enrolment
 * sets the reminder an hour before the start and sends the confirmation with its .ics, at most
 * one a day per person and talk; it greets by name only a verified address. Enrolling and leaving
 * count against one limit per account.
 */
export async function enrolInWebinar(
  user: Pick<SessionUser, "id" | "email" | "name">,
  webinarId: number,
  opts: { now?: Date; client?: ClientContext } = {},
): Promise<WebinarEnrolment> {
  const now = opts.now ?? new Date();
  await rateLimits.webinarChanges.consume(user.id);
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [w] = await tx
      .select({
        id: webinars.id,
        status: webinars.status,
        startsAt: webinars.startsAt,
        endsAt: webinars.endsAt,
        capacity: webinars.capacity,
        membersOnly: webinars.membersOnly,
      })
      .from(webinars)
      .where(eq(webinars.id, webinarId))
      .for("update");
    if (!w) throw notFound(WEBINAR_MESSAGES.notFound);
    const [existing] = await tx
      .select({ id: webinarEnrolments.id })
      .from(webinarEnrolments)
      .where(and(eq(webinarEnrolments.webinarId, w.id), eq(webinarEnrolments.userId, user.id)));
    if (existing) return false;
    if (w.status === "cancelled") throw conflict(WEBINAR_MESSAGES.cancelled);
    if (w.endsAt.getTime() <= now.getTime()) throw conflict(WEBINAR_MESSAGES.ended);
    if (w.membersOnly && !(await hasActiveMembership(user.id, now, tx as never))) throw membershipRequired(WEBINAR_MESSAGES.membersOnly);
    if (w.capacity !== null) {
      const [{ n }] = await tx.select({ n: count() }).from(webinarEnrolments).where(eq(webinarEnrolments.webinarId, w.id));
      if (Number(n) >= w.capacity) throw conflict(WEBINAR_MESSAGES.full);
    }
    const sendAt = new Date(w.startsAt.getTime() - REMINDER_LEAD_MS);
    await tx.insert(webinarEnrolments).values({ webinarId: w.id, userId: user.id, reminderAt: sendAt > now ? sendAt : null });
    return true;
  });

  const webinar = await getWebinar(webinarId, user.id, now);
  if (!webinar) throw notFound(WEBINAR_MESSAGES.notFound);
  if (created) {
    await recordServerEvent("webinar_enrolled", {
      userId: user.id,
      context: opts.client?.metrics,
      path: "/api/webinars/enrolment",
      props: { program: webinar.program, members_only: webinar.membersOnly },
    });
    // The enrolment stands even if the e-mail cannot be written: it is logged.
    try {
      const to = await addresseeOf(user.id);
      if (to && (await claimConfirmation(webinarId, user.id, now))) await sendWebinarConfirmation(to.email, to.name, webinar);
    } catch (error) {
      logError(`webinars: confirmation of webinar ${webinarId} failed`, error);
    }
  }
  return { webinarId, enrolled: true, created, webinar };
}

/** `DELETE /api/webinars/{id}/enrolment`: leaves the talk before it starts (nothing to leave: 200 as well). */
export async function leaveWebinar(userId: string, webinarId: number, now: Date = new Date()): Promise<WebinarEnrolment> {
  await rateLimits.webinarChanges.consume(userId);
  const row = await getWebinarRow(webinarId, userId);
  if (!row) throw notFound(WEBINAR_MESSAGES.notFound);
  let removed = false;
  if (row.enrolled) {
    if (row.status !== "cancelled" && row.startsAt.getTime() <= now.getTime()) throw conflict(WEBINAR_MESSAGES.leaveStarted);
    const db = await getDb();
    const deleted = await db
      .delete(webinarEnrolments)
      .where(and(eq(webinarEnrolments.webinarId, webinarId), eq(webinarEnrolments.userId, userId)))
      .returning({ id: webinarEnrolments.id });
    removed = deleted.length > 0;
  }
  const webinar = await getWebinar(webinarId, userId, now);
  return { webinarId, enrolled: false, created: removed, webinar: webinar! };
}

/**
 * `GET /api/webinars/{id}/join`: where the enrolled go to join. Only the enrolled (403), only
 * from 15 minutes before until the end (409); the first use is the attendance (`joined_at` and
 * the `webinar_attended` event). Returns the room's URL for the redirect.
 */
export async function joinWebinar(userId: string, webinarId: number, opts: { now?: Date; client?: ClientContext } = {}): Promise<string> {
  const now = opts.now ?? new Date();
  const row = await getWebinarRow(webinarId, userId);
  if (!row) throw notFound(WEBINAR_MESSAGES.notFound);
  if (row.status === "cancelled") throw conflict(WEBINAR_MESSAGES.cancelled);
  if (!row.enrolled) throw forbidden(WEBINAR_MESSAGES.notEnrolled);
  if (!joinWindowOpen(row, now)) throw conflict(now >= row.endsAt ? WEBINAR_MESSAGES.ended : WEBINAR_MESSAGES.notOpen);
  if (!row.joinUrl) throw conflict(WEBINAR_MESSAGES.noRoom);
  const db = await getDb();
  const first = await db
    .update(webinarEnrolments)
    .set({ joinedAt: now })
    .where(and(eq(webinarEnrolments.webinarId, webinarId), eq(webinarEnrolments.userId, userId), isNull(webinarEnrolments.joinedAt)))
    .returning({ id: webinarEnrolments.id });
  if (first.length)
    await recordServerEvent("webinar_attended", {
      userId,
      context: opts.client?.metrics,
      path: "/api/webinars/join",
      props: { program: row.program },
    });
  return row.joinUrl;
}
