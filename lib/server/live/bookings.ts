import "server-only";
import { and, asc, eq, gte, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { advisors, liveBookings, users } from "@/lib/db/schema";
import type { Allowance, Booking, BookingList } from "@/lib/contracts/live";
import { isUniqueViolation } from "../auth/users";
import { AppError, badRequest, conflict, membershipRequired, notFound } from "../http/errors";
import { logError } from "../log";
import { membershipStatus } from "../membership/memberships";
import { sendAdvisorBookingNotice, sendBookingCancelled, sendBookingConfirmation } from "./emails";
import { LIVE_MESSAGES } from "@/lib/content/live/messages";
import { activeWeeklySlots, matchWeeklySlot, MAX_AHEAD_DAYS, MIN_NOTICE_HOURS } from "./slots";
import { limaDateLabel, limaTimeLabel } from "@/lib/utils/lima-time";

const HOUR_MS = 60 * 60 * 1000;
export const CANCEL_NOTICE_HOURS = 24;
export const REMINDER_LEAD_MS = HOUR_MS;

const bookingColumns = {
  id: liveBookings.id,
  userId: liveBookings.userId,
  advisorId: liveBookings.advisorId,
  membershipId: liveBookings.membershipId,
  startsAt: liveBookings.startsAt,
  endsAt: liveBookings.endsAt,
  status: liveBookings.status,
  note: liveBookings.note,
  createdAt: liveBookings.createdAt,
  advisorName: advisors.name,
  advisorTitle: advisors.title,
  advisorBio: advisors.bio,
  advisorEmail: advisors.email,
};
type BookingRow = {
  id: number;
  userId: string;
  advisorId: number;
  membershipId: number;
  startsAt: Date;
  endsAt: Date;
  status: string;
  note: string | null;
  createdAt: Date;
  advisorName: string;
  advisorTitle: string;
  advisorBio: string;
  advisorEmail: string | null;
};

export function toBooking(r: BookingRow, now: Date = new Date()): Booking {
  const status = (["confirmed", "cancelled", "done"].includes(r.status) ? r.status : "confirmed") as Booking["status"];
  return {
    id: r.id,
    advisor: { id: r.advisorId, name: r.advisorName, title: r.advisorTitle, bio: r.advisorBio },
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    dateLabel: limaDateLabel(r.startsAt),
    timeLabel: `${limaTimeLabel(r.startsAt)} a ${limaTimeLabel(r.endsAt)}`,
    status,
    note: r.note,
    upcoming: status === "confirmed" && r.endsAt.getTime() > now.getTime(),
    cancellable: status === "confirmed" && r.startsAt.getTime() - now.getTime() >= CANCEL_NOTICE_HOURS * HOUR_MS,
    createdAt: r.createdAt.toISOString(),
  };
}

async function loadBooking(id: number): Promise<BookingRow | null> {
  const db = await getDb();
  const [row] = await db
    .select(bookingColumns)
    .from(liveBookings)
    .innerJoin(advisors, eq(advisors.id, liveBookings.advisorId))
    .where(eq(liveBookings.id, id))
    .limit(1);
  return row ?? null;
}

/** One of the user's own bookings; someone else's is "not found" (never "forbidden"). */
export async function getOwnBooking(userId: string, id: number, now: Date = new Date()): Promise<Booking> {
  const row = await loadBooking(id);
  if (!row || row.userId !== userId) throw notFound(LIVE_MESSAGES.bookingNotFound);
  return toBooking(row, now);
}

/** Sessions booked (not cancelled) against one membership period. */
async function sessionsUsed(membershipId: number | null): Promise<number> {
  if (!membershipId) return 0;
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveBookings)
    .where(and(eq(liveBookings.membershipId, membershipId), ne(liveBookings.status, "cancelled")));
  return Number(row?.n ?? 0);
}

export async function allowanceOf(userId: string, now: Date = new Date()): Promise<Allowance> {
  const status = await membershipStatus(userId, now);
  const used = await sessionsUsed(status.membershipId);
  return {
    member: status.active,
    plan: status.plan,
    planName: status.planName,
    endsAt: status.endsAt,
    sessionsIncluded: status.sessionsIncluded,
    sessionsUsed: used,
    sessionsLeft: Math.max(0, status.sessionsIncluded - used),
    lines: status.lines.map(({ kind, plan, planName, endsAt, sessionsIncluded }) => ({ kind, plan, planName, endsAt, sessionsIncluded })),
  };
}

/** `GET /api/live/bookings`: the user's own sessions, upcoming first (soonest), then past (latest first). */
export async function listOwnBookings(userId: string, now: Date = new Date()): Promise<BookingList> {
  const db = await getDb();
  const rows = await db
    .select(bookingColumns)
    .from(liveBookings)
    .innerJoin(advisors, eq(advisors.id, liveBookings.advisorId))
    .where(eq(liveBookings.userId, userId))
    .orderBy(asc(liveBookings.startsAt));
  const all = rows.map((r) => toBooking(r, now));
  return {
    allowance: await allowanceOf(userId, now),
    upcoming: all.filter((b) => b.upcoming),
    past: all.filter((b) => !b.upcoming).reverse(),
  };
}

/**
 * `POST /api/live/bookings`: books one of an advisor's slot times for a member. Checks, in this
 * order: a running membership (403 membership_required), the advisor and the slot time (400),
 * the sessions left in the running period (409), then inserts; a slot already confirmed for
 * someone else is the partial unique index's violation → 409 «Ese horario ya fue reservado».
 * The user's bookings are serialised with an advisory lock so that two at once cannot both use
 * the last session.
 */
export async function bookSlot(
  userId: string,
  input: { advisorId: number; startsAt: string; note?: string },
  now: Date = new Date(),
): Promise<Booking> {
  const status = await membershipStatus(userId, now);
  if (!status.active || !status.membershipId) throw membershipRequired(LIVE_MESSAGES.membershipRequired);
  if (status.sessionsIncluded <= 0) throw conflict(LIVE_MESSAGES.noSessionsInPlan);
  const startsAt = new Date(input.startsAt);
  const { advisors: found, slots } = await activeWeeklySlots(input.advisorId);
  if (found.length === 0) throw badRequest(LIVE_MESSAGES.advisorNotFound, { advisorId: [LIVE_MESSAGES.advisorNotFound] });
  const slot = matchWeeklySlot(slots, input.advisorId, startsAt);
  if (!slot) throw badRequest(LIVE_MESSAGES.notASlot, { startsAt: [LIVE_MESSAGES.notASlot] });
  if (startsAt.getTime() < now.getTime() + MIN_NOTICE_HOURS * HOUR_MS)
    throw badRequest(LIVE_MESSAGES.tooSoon, { startsAt: [LIVE_MESSAGES.tooSoon] });
  if (startsAt.getTime() > now.getTime() + MAX_AHEAD_DAYS * 24 * HOUR_MS)
    throw badRequest(LIVE_MESSAGES.tooFar, { startsAt: [LIVE_MESSAGES.tooFar] });
  const membershipId = status.membershipId;
  const db = await getDb();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"live-booking:" + userId}))`);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(liveBookings)
        .where(and(eq(liveBookings.membershipId, membershipId), ne(liveBookings.status, "cancelled")));
      if (Number(row?.n ?? 0) >= status.sessionsIncluded) throw conflict(LIVE_MESSAGES.sessionsUsedUp);
      const [inserted] = await tx
        .insert(liveBookings)
        .values({
          advisorId: input.advisorId,
          userId,
          membershipId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + slot.durationMinutes * 60_000),
          status: "confirmed",
          note: input.note || null,
          reminderAt: new Date(startsAt.getTime() - REMINDER_LEAD_MS),
        })
        .returning({ id: liveBookings.id });
      return inserted.id;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error)) throw conflict(LIVE_MESSAGES.slotTaken);
    throw error;
  }
  const row = (await loadBooking(id))!;
  const booking = toBooking(row, now);
  await notify(userId, row, booking, false);
  return booking;
}

async function notify(userId: string, row: BookingRow, booking: Booking, cancelled: boolean) {
  try {
    const db = await getDb();
    const [student] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!student) return;
    if (cancelled) await sendBookingCancelled(student.email, student.name, booking);
    else await sendBookingConfirmation(student.email, student.name, booking);
    if (row.advisorEmail) await sendAdvisorBookingNotice(row.advisorEmail, student, booking, cancelled);
  } catch (error) {
    // The booking stands; the outbox keeps what could be written.
    logError(`live: e-mails of booking ${booking.id} not sent`, error);
  }
}

/**
 * `DELETE /api/live/bookings/{id}`: cancels one of the user's own confirmed sessions, at least
 * 24 hours before it starts. The slot is free again and the session returns to the plan.
 */
export async function cancelOwnBooking(userId: string, id: number, now: Date = new Date()): Promise<Booking> {
  const db = await getDb();
  const latest = new Date(now.getTime() + CANCEL_NOTICE_HOURS * HOUR_MS);
  const [updated] = await db
    .update(liveBookings)
    .set({ status: "cancelled", reminderAt: null, updatedAt: now })
    .where(
      and(
        eq(liveBookings.id, id),
        eq(liveBookings.userId, userId),
        eq(liveBookings.status, "confirmed"),
        gte(liveBookings.startsAt, latest),
      ),
    )
    .returning({ id: liveBookings.id });
  const row = await loadBooking(id);
  if (!row || row.userId !== userId) throw notFound(LIVE_MESSAGES.bookingNotFound);
  if (!updated) {
    if (row.status === "cancelled") throw conflict(LIVE_MESSAGES.alreadyCancelled);
    throw conflict(LIVE_MESSAGES.cancelTooLate);
  }
  const booking = toBooking(row, now);
  await notify(userId, row, booking, true);
  return booking;
}

/**
 * Cancels a confirmed booking on Rumbo's side (an admin), inside the caller's transaction, at any
 * time before or after the 24-hour rule students have. Returns false when it was not confirmed
 * (already cancelled or done): a replay changes nothing.
 */
export async function cancelBookingInTx(
  tx: Pick<Awaited<ReturnType<typeof getDb>>, "update">,
  id: number,
  now: Date = new Date(),
): Promise<boolean> {
  const updated = await tx
    .update(liveBookings)
    .set({ status: "cancelled", reminderAt: null, updatedAt: now })
    .where(and(eq(liveBookings.id, id), eq(liveBookings.status, "confirmed")))
    .returning({ id: liveBookings.id });
  return updated.length > 0;
}

/** The student's and the advisor's e-mails after a cancellation made by Rumbo (best effort). */
export async function notifyBookingCancelled(id: number, now: Date = new Date()): Promise<void> {
  const row = await loadBooking(id);
  if (row) await notify(row.userId, row, toBooking(row, now), true);
}

export { loadBooking };
