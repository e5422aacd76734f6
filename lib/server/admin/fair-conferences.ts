import "server-only";
import type { z } from "zod";
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AdminConference, FairChildListQuery } from "@/lib/contracts/admin-fair";
import { type conferenceInputSchema, type conferencePatchSchema } from "@/lib/contracts/admin-fair";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { fairConferences, fairEnrolments, fairs, fairStands, institutions } from "@/lib/db/schema";
import { invalidateCatalogue } from "../catalogue/invalidate";
import { conferenceContentColumns } from "../fair/conferences";
import { badRequest, conflict, notFound } from "../http/errors";
import { auditDiff, recordAudit } from "../audit";
import { checkTalkPatch, fromLimaLocal, limaLocal, orderFrom, withUniqueField } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

/**
 * The back office's fair conferences (talks, optionally at a stand of the same edition): list,
 * read, create, edit (Lima times, seats not below the enrolled) and delete (refused with enrolments).
 */
const enrolledCount = sql<number>`(select count(*)::int from fair_enrolments e where e.conference_id = "fair_conferences"."id")`;
const conferenceColumns = {
  ...conferenceContentColumns,
  fairId: fairConferences.fairId,
  fairName: fairs.name,
  slug: fairConferences.slug,
  institutionName: institutions.name,
  enrolled: enrolledCount,
};
type ConferenceRow = Omit<AdminConference, "startsAt" | "endsAt" | "startsAtLocal" | "endsAtLocal"> & { startsAt: Date; endsAt: Date };

function toConference(r: ConferenceRow): AdminConference {
  return {
    ...r,
    enrolled: Number(r.enrolled),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    startsAtLocal: limaLocal(r.startsAt),
    endsAtLocal: limaLocal(r.endsAt),
  };
}
const conferenceAudit = (c: AdminConference) => ({
  slug: c.slug,
  standId: c.standId,
  title: c.title,
  author: c.author,
  description: c.description,
  image: c.image ?? "",
  areas: c.areas,
  startsAt: c.startsAtLocal,
  endsAt: c.endsAtLocal,
  capacity: c.capacity,
  videoUrl: c.videoUrl ?? "",
});

function conferenceQuery(db: Awaited<ReturnType<typeof getDb>>) {
  return db
    .select(conferenceColumns)
    .from(fairConferences)
    .innerJoin(fairs, eq(fairs.id, fairConferences.fairId))
    .leftJoin(fairStands, eq(fairStands.id, fairConferences.standId))
    .leftJoin(institutions, eq(institutions.id, fairStands.institutionId));
}

export async function listConferences(viewer: SessionUser | null, query: FairChildListQuery) {
  requireAdmin(viewer);
  const order = orderFrom(
    query.sort,
    { startsAt: fairConferences.startsAt, title: fairConferences.title, enrolled: enrolledCount },
    "startsAt",
  );
  const conds: SQL[] = [];
  if (query.fairId) conds.push(eq(fairConferences.fairId, query.fairId));
  if (query.search) {
    const p = likePattern(query.search);
    conds.push(or(ilike(fairConferences.title, p), ilike(fairConferences.author, p), ilike(fairConferences.slug, p))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    conferenceQuery(db).where(where).orderBy(order, asc(fairConferences.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(fairConferences)
      .where(where),
  ]);
  return paged(rows.map(toConference), Number(total), query);
}

export async function getConference(viewer: SessionUser | null, id: number): Promise<AdminConference> {
  requireAdmin(viewer);
  const db = await getDb();
  const [row] = await conferenceQuery(db).where(eq(fairConferences.id, id)).limit(1);
  if (!row) throw notFound("No encontramos esa conferencia.");
  return toConference(row);
}

const conferenceSlugTaken = "Ya hay una conferencia con ese identificador.";

async function checkStand(fairId: number, standId: number | null | undefined) {
  if (!standId) return;
  const db = await getDb();
  const [stand] = await db
    .select({ id: fairStands.id })
    .from(fairStands)
    .where(and(eq(fairStands.id, standId), eq(fairStands.fairId, fairId)))
    .limit(1);
  if (!stand) throw badRequest("Ese stand no es de esta feria.", { standId: ["Elige un stand de esta feria."] });
}

export async function createConference(
  viewer: SessionUser | null,
  input: z.output<typeof conferenceInputSchema>,
): Promise<AdminConference> {
  requireAdmin(viewer);
  const v = input;
  const db = await getDb();
  const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, v.fairId)).limit(1);
  if (!fair) throw badRequest("Esa feria no existe.", { fairId: ["Elige una feria de la lista."] });
  await checkStand(v.fairId, v.standId);
  const id = await withUniqueField("slug", conferenceSlugTaken, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(fairConferences)
        .values({
          ...v,
          image: v.image || null,
          videoUrl: v.videoUrl || null,
          startsAt: fromLimaLocal(v.startsAt),
          endsAt: fromLimaLocal(v.endsAt),
        })
        .returning({ id: fairConferences.id });
      await recordAudit(tx, viewer, { entity: "fair_conference", entityId: row.id, action: "create", after: { ...v } });
      return row.id;
    }),
  );
  await invalidateCatalogue({ kind: "fair", id: v.fairId });
  return getConference(viewer, id);
}

export async function updateConference(
  viewer: SessionUser | null,
  id: number,
  v: z.output<typeof conferencePatchSchema>,
): Promise<AdminConference> {
  requireAdmin(viewer);
  const before = await getConference(viewer, id);
  const { startsAt, endsAt } = checkTalkPatch(v, before);
  if (v.standId !== undefined) await checkStand(before.fairId, v.standId);
  const db = await getDb();
  await withUniqueField("slug", conferenceSlugTaken, () =>
    db.transaction(async (tx) => {
      const { startsAt: _s, endsAt: _e, image, videoUrl, ...rest } = v;
      await tx
        .update(fairConferences)
        .set({
          ...rest,
          ...(image !== undefined ? { image: image || null } : {}),
          ...(videoUrl !== undefined ? { videoUrl: videoUrl || null } : {}),
          startsAt: fromLimaLocal(startsAt),
          endsAt: fromLimaLocal(endsAt),
          updatedAt: new Date(),
        })
        .where(eq(fairConferences.id, id));
      const diff = auditDiff(conferenceAudit(before), { ...conferenceAudit(before), ...v });
      if (Object.keys(diff.after).length)
        await recordAudit(tx, viewer, { entity: "fair_conference", entityId: id, action: "update", ...diff });
    }),
  );
  await invalidateCatalogue({ kind: "fair", id: before.fairId });
  return getConference(viewer, id);
}

/**
 * Deletes a conference nobody enrolled in. With enrolments it answers 409 (the students were
 * told it happens; deleting it would silently drop their enrolments and reminders).
 */
export async function deleteConference(viewer: SessionUser | null, id: number): Promise<{ id: number; deleted: true }> {
  requireAdmin(viewer);
  const before = await getConference(viewer, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Lock the row so that an enrolment arriving now waits for the decision.
    await tx.select({ id: fairConferences.id }).from(fairConferences).where(eq(fairConferences.id, id)).for("update");
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(fairEnrolments)
      .where(eq(fairEnrolments.conferenceId, id));
    if (Number(n) > 0) {
      throw conflict(
        `No se puede borrar: ${n} estudiante(s) ya se inscribieron. Cambia la fecha o el título y avísales, en lugar de borrarla.`,
      );
    }
    await tx.delete(fairConferences).where(eq(fairConferences.id, id));
    await recordAudit(tx, viewer, { entity: "fair_conference", entityId: id, action: "delete", before: conferenceAudit(before) });
  });
  await invalidateCatalogue({ kind: "fair", id: before.fairId });
  return { id, deleted: true };
}
