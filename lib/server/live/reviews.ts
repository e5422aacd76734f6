import "server-only";
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { advisors, reviewRequests, users } from "@/lib/db/schema";
import type { Review } from "@/lib/contracts/live";
import { isUniqueViolation } from "../auth/users";
import { conflict, membershipRequired } from "../http/errors";
import { logError } from "../log";
import { membershipStatus } from "../membership/memberships";
import { currentProcessId, loadSections } from "../vocational/process";
import { sendReviewRequestNotice } from "./emails";
import { LIVE_MESSAGES } from "@/lib/content/live/messages";

const reviewColumns = {
  id: reviewRequests.id,
  status: reviewRequests.status,
  note: reviewRequests.note,
  response: reviewRequests.response,
  answeredAt: reviewRequests.answeredAt,
  createdAt: reviewRequests.createdAt,
};

function toReview(r: {
  id: number;
  status: string;
  note: string;
  response: string | null;
  answeredAt: Date | null;
  createdAt: Date;
}): Review {
  return {
    id: r.id,
    status: (["open", "done", "cancelled"].includes(r.status) ? r.status : "open") as Review["status"],
    note: r.note,
    response: r.response,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** `GET /api/live/review-requests`: the user's own requests, newest first. */
export async function listOwnReviews(userId: string): Promise<Review[]> {
  const db = await getDb();
  const rows = await db
    .select(reviewColumns)
    .from(reviewRequests)
    .where(eq(reviewRequests.userId, userId))
    .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id));
  return rows.map(toReview);
}

/**
 * `POST /api/live/review-requests`: a member asks an advisor for a written review of their
 * result. One open request at a time (a partial unique index; a second → 409); the result must
 * exist (the interests test finished). The first active advisor with an e-mail is told.
 */
export async function requestReview(userId: string, note: string, now: Date = new Date()): Promise<Review> {
  const status = await membershipStatus(userId, now);
  if (!status.active) throw membershipRequired(LIVE_MESSAGES.reviewRequired);
  const processId = await currentProcessId(userId);
  const sections = await loadSections(processId);
  if (sections["professional-interest"].status !== "completed") throw conflict(LIVE_MESSAGES.reviewNeedsResult);
  const db = await getDb();
  const [advisor] = await db
    .select({ id: advisors.id, name: advisors.name, email: advisors.email })
    .from(advisors)
    .where(and(eq(advisors.active, true), isNotNull(advisors.email)))
    .orderBy(asc(advisors.id))
    .limit(1);
  let row;
  try {
    [row] = await db
      .insert(reviewRequests)
      .values({ userId, membershipId: status.membershipId, processId, note, advisorId: advisor?.id ?? null })
      .returning(reviewColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LIVE_MESSAGES.reviewOpen);
    throw error;
  }
  if (advisor?.email) {
    try {
      const [student] = await db
        .select({ name: users.name, surname: users.surname, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      await sendReviewRequestNotice(
        advisor.email,
        advisor.name,
        { name: [student.name, student.surname].filter(Boolean).join(" "), email: student.email },
        note,
        row.id,
      );
    } catch (error) {
      logError(`live: review request ${row.id} e-mail not sent`, error);
    }
  }
  return toReview(row);
}
