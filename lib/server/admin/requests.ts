import "server-only";
import type { z } from "zod";
import { and, asc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AdminMembershipRequest, RequestListQuery } from "@/lib/contracts/admin-sales";
import { type requestPatchSchema } from "@/lib/contracts/admin-sales";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { membershipRequests, users } from "@/lib/db/schema";
import { notFound } from "../http/errors";
import { recordAudit } from "../audit";
import { orderFrom } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

const requestColumns = {
  id: membershipRequests.id,
  userId: membershipRequests.userId,
  userFirst: users.name,
  userSurname: users.surname,
  userEmail: users.email,
  userPhone: users.fullPhone,
  source: membershipRequests.source,
  createdAt: membershipRequests.createdAt,
  handledAt: membershipRequests.handledAt,
};
type RequestRow = {
  id: number;
  userId: string;
  userFirst: string;
  userSurname: string;
  userEmail: string;
  userPhone: string | null;
  source: string;
  createdAt: Date;
  handledAt: Date | null;
};
const toRequest = ({ userFirst, userSurname, ...r }: RequestRow): AdminMembershipRequest => ({
  ...r,
  userName: `${userFirst} ${userSurname}`.trim(),
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt?.toISOString() ?? null,
});

/** `GET /api/admin/membership-requests`: the «Comienza tu plan ahora» requests, open or handled. */
export async function listMembershipRequests(viewer: SessionUser | null, query: RequestListQuery) {
  requireAdmin(viewer);
  const conds: SQL[] = [];
  if (query.state === "open") conds.push(isNull(membershipRequests.handledAt));
  if (query.state === "handled") conds.push(isNotNull(membershipRequests.handledAt));
  if (query.search) {
    const p = likePattern(query.search);
    conds.push(or(ilike(users.email, p), ilike(users.name, p), ilike(users.surname, p))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const order = orderFrom(query.sort, { createdAt: membershipRequests.createdAt, handledAt: membershipRequests.handledAt }, "-createdAt");
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(requestColumns)
      .from(membershipRequests)
      .innerJoin(users, eq(users.id, membershipRequests.userId))
      .where(where)
      .orderBy(order, asc(membershipRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(membershipRequests)
      .innerJoin(users, eq(users.id, membershipRequests.userId))
      .where(where),
  ]);
  return paged(rows.map(toRequest), Number(total), query);
}

/** `PATCH /api/admin/membership-requests/{id} {handled}`: marks a request handled (or open again). */
export async function setRequestHandled(
  viewer: SessionUser | null,
  id: number,
  input: z.output<typeof requestPatchSchema>,
  now: Date = new Date(),
): Promise<AdminMembershipRequest> {
  requireAdmin(viewer);
  const { handled } = input;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ handledAt: membershipRequests.handledAt })
      .from(membershipRequests)
      .where(eq(membershipRequests.id, id))
      .for("update");
    if (!before) throw notFound("No encontramos esa solicitud.");
    if (Boolean(before.handledAt) === handled) return;
    await tx
      .update(membershipRequests)
      .set({ handledAt: handled ? now : null })
      .where(eq(membershipRequests.id, id));
    await recordAudit(tx, viewer, {
      entity: "membership_request",
      entityId: id,
      action: handled ? "handle" : "reopen",
      before: { handled: !handled },
      after: { handled },
    });
  });
  const [row] = await db
    .select(requestColumns)
    .from(membershipRequests)
    .innerJoin(users, eq(users.id, membershipRequests.userId))
    .where(eq(membershipRequests.id, id));
  return toRequest(row);
}
