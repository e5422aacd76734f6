import "server-only";
import type { z } from "zod";
import { and, asc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "@/lib/contracts/session";
import {
  type webinarCancelSchema,
  type webinarInputSchema,
  type webinarPatchSchema,
  type AdminWebinar,
  type AdminWebinarListQuery,
} from "@/lib/contracts/webinars";
import { PAGE_TAGS } from "@/lib/config/page-cache.mjs";
import { getDb } from "@/lib/db/client";
import { advisors, institutions, users, webinarEnrolments, webinars } from "@/lib/db/schema";
import { invalidateEverywhere } from "../catalogue/invalidate";
import { csvDocument } from "../csv";
import { badRequest, conflict, notFound } from "../http/errors";
import { logError } from "../log";
import { greetingName } from "../notifications/greeting";
import { sendWebinarCancelled } from "../webinars/emails";
import { getWebinar } from "../webinars/webinars";
import { auditDiff, recordAudit } from "../audit";
import { checkTalkPatch, fromLimaLocal, limaLocal, orderFrom, withUniqueField } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

const enrolledCount = sql<number>`(select count(*)::int from webinar_enrolments e where e.webinar_id = "webinars"."id")`;
const attendedCount = sql<number>`(select count(*)::int from webinar_enrolments e where e.webinar_id = "webinars"."id" and e.joined_at is not null)`;

const columns = {
  id: webinars.id,
  slug: webinars.slug,
  title: webinars.title,
  description: webinars.description,
  program: webinars.program,
  advisorId: webinars.advisorId,
  institutionId: webinars.institutionId,
  institutionName: institutions.name,
  speakerName: webinars.speakerName,
  speakerTitle: webinars.speakerTitle,
  startsAt: webinars.startsAt,
  endsAt: webinars.endsAt,
  capacity: webinars.capacity,
  membersOnly: webinars.membersOnly,
  joinUrl: webinars.joinUrl,
  recordingUrl: webinars.recordingUrl,
  status: webinars.status,
  cancelReason: webinars.cancelReason,
  enrolled: enrolledCount,
  attended: attendedCount,
};
type Row = Omit<AdminWebinar, "startsAt" | "endsAt" | "startsAtLocal" | "endsAtLocal" | "program" | "status"> & {
  startsAt: Date;
  endsAt: Date;
  program: string;
  status: string;
};

function toAdmin(r: Row): AdminWebinar {
  return {
    ...r,
    program: r.program as AdminWebinar["program"],
    status: r.status === "cancelled" ? "cancelled" : "scheduled",
    enrolled: Number(r.enrolled),
    attended: Number(r.attended),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    startsAtLocal: limaLocal(r.startsAt),
    endsAtLocal: limaLocal(r.endsAt),
  };
}

/** What the audit log keeps of a webinar. */
const audited = (w: AdminWebinar) => ({
  slug: w.slug,
  title: w.title,
  description: w.description,
  program: w.program,
  advisorId: w.advisorId,
  institutionId: w.institutionId,
  speakerName: w.speakerName,
  speakerTitle: w.speakerTitle,
  startsAt: w.startsAtLocal,
  endsAt: w.endsAtLocal,
  capacity: w.capacity,
  membersOnly: w.membersOnly,
  joinUrl: w.joinUrl ?? "",
  recordingUrl: w.recordingUrl ?? "",
});

/* Not async: a Drizzle query is a thenable, and awaiting it would run it before `.where()`. */
const base = (db: Awaited<ReturnType<typeof getDb>>) =>
  db.select(columns).from(webinars).leftJoin(institutions, eq(institutions.id, webinars.institutionId));

export async function listAdminWebinars(viewer: SessionUser | null, query: AdminWebinarListQuery) {
  requireAdmin(viewer);
  const order = orderFrom(query.sort, { startsAt: webinars.startsAt, title: webinars.title, enrolled: enrolledCount }, "-startsAt");
  const conds: SQL[] = [];
  if (query.program) conds.push(eq(webinars.program, query.program));
  const now = new Date();
  if (query.when === "upcoming") conds.push(gt(webinars.endsAt, now));
  if (query.when === "past") conds.push(lte(webinars.endsAt, now));
  if (query.search) {
    const p = likePattern(query.search);
    conds.push(or(ilike(webinars.title, p), ilike(webinars.speakerName, p), ilike(webinars.slug, p))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const { offset, limit } = pageWindow(query);
  const db = await getDb();
  const [rows, [{ total }]] = await Promise.all([
    base(db).where(where).orderBy(order, asc(webinars.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(webinars)
      .where(where),
  ]);
  return paged((rows as Row[]).map(toAdmin), Number(total), query);
}

export async function getAdminWebinar(viewer: SessionUser | null, id: number): Promise<AdminWebinar> {
  requireAdmin(viewer);
  const [row] = await base(await getDb())
    .where(eq(webinars.id, id))
    .limit(1);
  if (!row) throw notFound("No encontramos ese webinar.");
  return toAdmin(row as Row);
}

const slugTaken = "Ya hay un webinar con ese identificador.";

/** /videos shows the recordings: the server's page cache drops it after a change (the webinar pages are never cached). */
const refreshVideos = () => invalidateEverywhere([PAGE_TAGS.site]);

async function checkRefs(v: { advisorId?: number | null; institutionId?: number | null }) {
  const db = await getDb();
  if (v.advisorId) {
    const [a] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.id, v.advisorId)).limit(1);
    if (!a) throw badRequest("Esa especialista no existe.", { advisorId: ["Elige una especialista de la lista."] });
  }
  if (v.institutionId) {
    const [i] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, v.institutionId)).limit(1);
    if (!i) throw badRequest("Esa institución no existe.", { institutionId: ["Elige una institución de la lista."] });
  }
}

export async function createWebinar(viewer: SessionUser | null, input: z.output<typeof webinarInputSchema>): Promise<AdminWebinar> {
  requireAdmin(viewer);
  const v = input;
  await checkRefs(v);
  const db = await getDb();
  const id = await withUniqueField("slug", slugTaken, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webinars)
        .values({
          ...v,
          joinUrl: v.joinUrl || null,
          recordingUrl: v.recordingUrl || null,
          startsAt: fromLimaLocal(v.startsAt),
          endsAt: fromLimaLocal(v.endsAt),
        })
        .returning({ id: webinars.id });
      await recordAudit(tx, viewer, { entity: "webinar", entityId: row.id, action: "create", after: { ...v } });
      return row.id;
    }),
  );
  await refreshVideos();
  return getAdminWebinar(viewer, id);
}

/**
 * Edits a webinar in one transaction with its audit entry. A new start moves the reminders not
 * sent yet; the seats cannot drop below the people already enrolled (409).
 */
export async function updateWebinar(viewer: SessionUser | null, id: number, v: z.output<typeof webinarPatchSchema>): Promise<AdminWebinar> {
  requireAdmin(viewer);
  const before = await getAdminWebinar(viewer, id);
  const { startsAt, endsAt } = checkTalkPatch(v, before);
  await checkRefs(v);
  const db = await getDb();
  await withUniqueField("slug", slugTaken, () =>
    db.transaction(async (tx) => {
      const { startsAt: _s, endsAt: _e, joinUrl, recordingUrl, ...rest } = v;
      const start = fromLimaLocal(startsAt);
      await tx
        .update(webinars)
        .set({
          ...rest,
          ...(joinUrl !== undefined ? { joinUrl: joinUrl || null } : {}),
          ...(recordingUrl !== undefined ? { recordingUrl: recordingUrl || null } : {}),
          startsAt: start,
          endsAt: fromLimaLocal(endsAt),
          updatedAt: new Date(),
        })
        .where(eq(webinars.id, id));
      if (startsAt !== before.startsAtLocal) {
        const reminderAt = new Date(start.getTime() - 60 * 60 * 1000);
        await tx
          .update(webinarEnrolments)
          .set({ reminderAt: reminderAt.getTime() > Date.now() ? reminderAt : null })
          .where(and(eq(webinarEnrolments.webinarId, id), isNull(webinarEnrolments.reminderSentAt)));
      }
      const diff = auditDiff(audited(before), { ...audited(before), ...v });
      if (Object.keys(diff.after).length) await recordAudit(tx, viewer, { entity: "webinar", entityId: id, action: "update", ...diff });
    }),
  );
  await refreshVideos();
  return getAdminWebinar(viewer, id);
}

/**
 * Cancels a webinar: it leaves the public list, its reminders are not sent, and every enrolled
 * person gets an e-mail with the reason. Cancelling twice changes nothing (409).
 */
export async function cancelWebinar(
  viewer: SessionUser | null,
  id: number,
  input: z.output<typeof webinarCancelSchema>,
): Promise<AdminWebinar & { notified: number }> {
  requireAdmin(viewer);
  const { reason } = input;
  const before = await getAdminWebinar(viewer, id);
  if (before.status === "cancelled") throw conflict("Este webinar ya está cancelado.");
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(webinars)
      .set({ status: "cancelled", cancelReason: reason, cancelledAt: now, updatedAt: now })
      .where(eq(webinars.id, id));
    await recordAudit(tx, viewer, {
      entity: "webinar",
      entityId: id,
      action: "cancel",
      before: { status: "scheduled" },
      after: { status: "cancelled", cancelReason: reason },
    });
  });
  await refreshVideos();
  const webinar = await getWebinar(id, null, now);
  const people = await db
    .select({ email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
    .from(webinarEnrolments)
    .innerJoin(users, eq(users.id, webinarEnrolments.userId))
    .where(eq(webinarEnrolments.webinarId, id));
  let notified = 0;
  for (const p of people) {
    try {
      await sendWebinarCancelled(p.email, greetingName(p.name, p.emailVerifiedAt), webinar!, reason);
      notified++;
    } catch (error) {
      logError(`webinars: cancellation notice of webinar ${id} failed`, error);
    }
  }
  return { ...(await getAdminWebinar(viewer, id)), notified };
}

/** `GET /api/admin/webinars/{id}/attendees.csv`: the enrolled, when they enrolled and whether they joined. */
export async function webinarAttendeesCsv(viewer: SessionUser | null, id: number): Promise<{ filename: string; csv: string }> {
  const w = await getAdminWebinar(viewer, id);
  const db = await getDb();
  const rows = await db
    .select({
      name: users.name,
      surname: users.surname,
      email: users.email,
      enrolledAt: webinarEnrolments.createdAt,
      joinedAt: webinarEnrolments.joinedAt,
    })
    .from(webinarEnrolments)
    .innerJoin(users, eq(users.id, webinarEnrolments.userId))
    .where(eq(webinarEnrolments.webinarId, id))
    .orderBy(asc(webinarEnrolments.createdAt), asc(webinarEnrolments.id));
  const csv = csvDocument(
    ["Nombre", "Apellido", "Correo", "Inscripción (Lima)", "Entró (Lima)"],
    rows.map((r) => [
      r.name,
      r.surname,
      r.email,
      limaLocal(r.enrolledAt).replace("T", " "),
      r.joinedAt ? limaLocal(r.joinedAt).replace("T", " ") : "",
    ]),
  );
  return { filename: `webinar-${w.slug}-inscritos.csv`, csv };
}
