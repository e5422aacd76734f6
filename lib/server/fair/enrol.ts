import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { Enrolment } from "@/lib/contracts/fair";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { fairConferences, fairEnrolments } from "@/lib/db/schema";
import { FAIR_SEATS_TAG, invalidateEverywhere } from "../catalogue/invalidate";
import { conflict, notFound } from "../http/errors";
import { logError } from "../log";
import { addresseeOf } from "../notifications/greeting";
import { getConference } from "./conferences";
import { sendEnrolmentConfirmation } from "./emails";
import { queueReminder } from "./reminders";

export const ENDED_MESSAGE = "Esta conferencia ya terminó. Elige otra del cronograma.";
export const FULL_MESSAGE = "Esta conferencia ya no tiene cupos disponibles. Elige otra del cronograma.";
export const NOT_FOUND_MESSAGE = "No encontramos esta conferencia. Puede que haya cambiado de horario: revisa el cronograma.";

/**
 * Enrols the student in a conference. Enrolling twice is
 * one enrolment (the same one is answered, `created: false`); an ended or full conference is
 * refused with 409. The conference row is locked while seats are counted so that two students
 * cannot take the last seat together. A new enrolment sends the confirmation with its .ics and
 * queues the reminder for an hour before the start.
 */
export async function enrolInConference(
  user: Pick<SessionUser, "id" | "email" | "name">,
  input: { conferenceId: number; track?: string },
  now: Date = new Date(),
): Promise<Enrolment> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [conference] = await tx
      .select({
        id: fairConferences.id,
        startsAt: fairConferences.startsAt,
        endsAt: fairConferences.endsAt,
        capacity: fairConferences.capacity,
      })
      .from(fairConferences)
      .where(eq(fairConferences.id, input.conferenceId))
      .for("update");
    if (!conference) throw notFound(NOT_FOUND_MESSAGE);

    const [existing] = await tx
      .select({ id: fairEnrolments.id, createdAt: fairEnrolments.createdAt })
      .from(fairEnrolments)
      .where(and(eq(fairEnrolments.conferenceId, conference.id), eq(fairEnrolments.userId, user.id)));
    if (existing) return { ...existing, created: false, startsAt: conference.startsAt };

    if (conference.endsAt.getTime() <= now.getTime()) throw conflict(ENDED_MESSAGE);
    if (conference.capacity !== null) {
      const [{ n }] = await tx.select({ n: count() }).from(fairEnrolments).where(eq(fairEnrolments.conferenceId, conference.id));
      if (Number(n) >= conference.capacity) throw conflict(FULL_MESSAGE);
    }
    const [row] = await tx
      .insert(fairEnrolments)
      .values({ conferenceId: conference.id, userId: user.id, track: input.track ?? null })
      .returning({ id: fairEnrolments.id, createdAt: fairEnrolments.createdAt });
    return { ...row, created: true, startsAt: conference.startsAt };
  });

  const conference = await getConference(input.conferenceId, { userId: user.id, now });
  if (!conference) throw notFound(NOT_FOUND_MESSAGE);

  if (result.created) {
    // The fair's public pages show the seats left.
    await invalidateEverywhere([FAIR_SEATS_TAG]);
    // The enrolment stands even if the e-mail or the reminder cannot be written: it is logged.
    try {
      await queueReminder(result.id, result.startsAt, now);
      const to = await addresseeOf(user.id);
      if (to) await sendEnrolmentConfirmation(to.email, to.name, conference);
    } catch (error) {
      logError(`fair: confirmation for enrolment ${result.id} failed`, error);
    }
  }

  return { id: result.id, conferenceId: conference.id, createdAt: result.createdAt.toISOString(), created: result.created, conference };
}
