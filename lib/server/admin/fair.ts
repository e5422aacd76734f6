import "server-only";
import type { z } from "zod";
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AdminListQuery } from "@/lib/contracts/admin";
import type { AdminConference, AdminFair, AdminStand, FairChildListQuery } from "@/lib/contracts/admin-fair";
import {
  type conferenceInputSchema,
  type conferencePatchSchema,
  type fairInputSchema,
  type fairPatchSchema,
  type standInputSchema,
  type standPatchSchema,
} from "@/lib/contracts/admin-fair";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { fairConferences, fairEnrolments, fairs, fairStands, institutions } from "@/lib/db/schema";
import { invalidateCatalogue } from "../catalogue/invalidate";
import { badRequest, conflict, notFound } from "../http/errors";
import { auditDiff, recordAudit } from "../audit";
import { checkTalkPatch, fromLimaLocal, limaLocal, orderFrom, withUniqueField } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

/* ───────────── editions ───────────── */

/* Correlated counts name the outer table in plain SQL: in a one-table select Drizzle leaves columns unqualified. */
const standCount = sql<number>`(select count(*)::int from fair_stands s where s.fair_id = "fairs"."id")`;
const conferenceCount = sql<number>`(select count(*)::int from fair_conferences c where c.fair_id = "fairs"."id")`;
const fairColumns = {
  id: fairs.id,
  slug: fairs.slug,
  name: fairs.name,
  description: fairs.description,
  startsAt: fairs.startsAt,
  endsAt: fairs.endsAt,
  stands: standCount,
  conferences: conferenceCount,
};
type FairRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  stands: number;
  conferences: number;
};

function toFair(r: FairRow): AdminFair {
  return {
    ...r,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    startsAtLocal: limaLocal(r.startsAt),
    endsAtLocal: limaLocal(r.endsAt),
    stands: Number(r.stands),
    conferences: Number(r.conferences),
  };
}
/** What the audit log keeps of a fair. */
const fairAudit = (f: AdminFair) => ({
  slug: f.slug,
  name: f.name,
  description: f.description,
  startsAt: f.startsAtLocal,
  endsAt: f.endsAtLocal,
});

export async function listFairs(viewer: SessionUser | null, query: AdminListQuery) {
  requireAdmin(viewer);
  const order = orderFrom(query.sort, { name: fairs.name, startsAt: fairs.startsAt, slug: fairs.slug }, "-startsAt");
  const where = query.search ? or(ilike(fairs.name, likePattern(query.search)), ilike(fairs.slug, likePattern(query.search))) : undefined;
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select(fairColumns).from(fairs).where(where).orderBy(order, asc(fairs.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(fairs)
      .where(where),
  ]);
  return paged(rows.map(toFair), Number(total), query);
}

export async function getFair(viewer: SessionUser | null, id: number): Promise<AdminFair> {
  requireAdmin(viewer);
  const db = await getDb();
  const [row] = await db.select(fairColumns).from(fairs).where(eq(fairs.id, id)).limit(1);
  if (!row) throw notFound("No encontramos esa feria.");
  return toFair(row);
}

const fairSlugTaken = "Ya hay una feria con ese identificador.";

export async function createFair(viewer: SessionUser | null, input: z.output<typeof fairInputSchema>): Promise<AdminFair> {
  requireAdmin(viewer);
  const v = input;
  const db = await getDb();
  const id = await withUniqueField("slug", fairSlugTaken, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(fairs)
        .values({
          slug: v.slug,
          name: v.name,
          description: v.description,
          startsAt: fromLimaLocal(v.startsAt),
          endsAt: fromLimaLocal(v.endsAt),
        })
        .returning({ id: fairs.id });
      await recordAudit(tx, viewer, { entity: "fair", entityId: row.id, action: "create", after: { ...v } });
      return row.id;
    }),
  );
  await invalidateCatalogue({ kind: "fair", id });
  return getFair(viewer, id);
}

export async function updateFair(viewer: SessionUser | null, id: number, v: z.output<typeof fairPatchSchema>): Promise<AdminFair> {
  requireAdmin(viewer);
  const before = await getFair(viewer, id);
  const startsAt = v.startsAt ?? before.startsAtLocal;
  const endsAt = v.endsAt ?? before.endsAtLocal;
  if (endsAt <= startsAt) throw badRequest("El fin debe ser después del inicio.", { endsAt: ["El fin debe ser después del inicio."] });
  const db = await getDb();
  await withUniqueField("slug", fairSlugTaken, () =>
    db.transaction(async (tx) => {
      await tx
        .update(fairs)
        .set({
          ...(v.slug !== undefined ? { slug: v.slug } : {}),
          ...(v.name !== undefined ? { name: v.name } : {}),
          ...(v.description !== undefined ? { description: v.description } : {}),
          startsAt: fromLimaLocal(startsAt),
          endsAt: fromLimaLocal(endsAt),
          updatedAt: new Date(),
        })
        .where(eq(fairs.id, id));
      const after = { ...fairAudit(before), ...v };
      const diff = auditDiff(fairAudit(before), after);
      if (Object.keys(diff.after).length) await recordAudit(tx, viewer, { entity: "fair", entityId: id, action: "update", ...diff });
    }),
  );
  await invalidateCatalogue({ kind: "fair", id });
  return getFair(viewer, id);
}

/** Deletes an edition with its stands and conferences, unless students enrolled in one of its talks (409). */
export async function deleteFair(viewer: SessionUser | null, id: number): Promise<{ id: number; deleted: true }> {
  requireAdmin(viewer);
  const before = await getFair(viewer, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(fairEnrolments)
      .innerJoin(fairConferences, eq(fairConferences.id, fairEnrolments.conferenceId))
      .where(eq(fairConferences.fairId, id));
    if (Number(n) > 0) throw conflict(`No se puede borrar: ${n} inscripción(es) en sus conferencias. Edita la feria en lugar de borrarla.`);
    await tx.delete(fairs).where(eq(fairs.id, id));
    await recordAudit(tx, viewer, { entity: "fair", entityId: id, action: "delete", before: fairAudit(before) });
  });
  await invalidateCatalogue({ kind: "fair", id });
  return { id, deleted: true };
}

/** Editions for a select (newest first). */
export async function fairOptions(viewer: SessionUser | null): Promise<{ id: number; name: string }[]> {
  requireAdmin(viewer);
  const db = await getDb();
  return db.select({ id: fairs.id, name: fairs.name }).from(fairs).orderBy(desc(fairs.startsAt)).limit(100);
}

/* ───────────── stands ───────────── */

const standConferenceCount = sql<number>`(select count(*)::int from fair_conferences c where c.stand_id = "fair_stands"."id")`;
const standColumns = {
  id: fairStands.id,
  fairId: fairStands.fairId,
  fairName: fairs.name,
  institutionId: fairStands.institutionId,
  institutionName: institutions.name,
  headline: fairStands.headline,
  description: fairStands.description,
  highlights: fairStands.highlights,
  position: fairStands.position,
  conferences: standConferenceCount,
};
const standAudit = (s: AdminStand) => ({
  headline: s.headline,
  description: s.description,
  highlights: s.highlights,
  position: s.position,
});

export async function listStands(viewer: SessionUser | null, query: FairChildListQuery) {
  requireAdmin(viewer);
  const order = orderFrom(query.sort, { institution: institutions.name, position: fairStands.position, fair: fairs.name }, "position");
  const conds: SQL[] = [];
  if (query.fairId) conds.push(eq(fairStands.fairId, query.fairId));
  if (query.search)
    conds.push(or(ilike(institutions.name, likePattern(query.search)), ilike(fairStands.headline, likePattern(query.search)))!);
  const where = conds.length ? and(...conds) : undefined;
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const base = () =>
    db
      .select(standColumns)
      .from(fairStands)
      .innerJoin(fairs, eq(fairs.id, fairStands.fairId))
      .innerJoin(institutions, eq(institutions.id, fairStands.institutionId));
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(order, asc(fairStands.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(fairStands)
      .innerJoin(fairs, eq(fairs.id, fairStands.fairId))
      .innerJoin(institutions, eq(institutions.id, fairStands.institutionId))
      .where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, conferences: Number(r.conferences) })),
    Number(total),
    query,
  );
}

export async function getStand(viewer: SessionUser | null, id: number): Promise<AdminStand> {
  requireAdmin(viewer);
  const db = await getDb();
  const [row] = await db
    .select(standColumns)
    .from(fairStands)
    .innerJoin(fairs, eq(fairs.id, fairStands.fairId))
    .innerJoin(institutions, eq(institutions.id, fairStands.institutionId))
    .where(eq(fairStands.id, id))
    .limit(1);
  if (!row) throw notFound("No encontramos ese stand.");
  return { ...row, conferences: Number(row.conferences) };
}

const standTaken = "Esa institución ya tiene un stand en esta feria.";

export async function createStand(viewer: SessionUser | null, input: z.output<typeof standInputSchema>): Promise<AdminStand> {
  requireAdmin(viewer);
  const v = input;
  const db = await getDb();
  const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, v.fairId)).limit(1);
  if (!fair) throw badRequest("Esa feria no existe.", { fairId: ["Elige una feria de la lista."] });
  const [inst] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, v.institutionId)).limit(1);
  if (!inst) throw badRequest("Esa institución no existe.", { institutionId: ["Elige una institución de la lista."] });
  const id = await withUniqueField("institutionId", standTaken, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(fairStands).values(v).returning({ id: fairStands.id });
      await recordAudit(tx, viewer, { entity: "fair_stand", entityId: row.id, action: "create", after: { ...v } });
      return row.id;
    }),
  );
  await invalidateCatalogue({ kind: "fair", id: v.fairId });
  return getStand(viewer, id);
}

export async function updateStand(viewer: SessionUser | null, id: number, v: z.output<typeof standPatchSchema>): Promise<AdminStand> {
  requireAdmin(viewer);
  const before = await getStand(viewer, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(fairStands).set(v).where(eq(fairStands.id, id));
    const diff = auditDiff(standAudit(before), { ...standAudit(before), ...v });
    if (Object.keys(diff.after).length) await recordAudit(tx, viewer, { entity: "fair_stand", entityId: id, action: "update", ...diff });
  });
  await invalidateCatalogue({ kind: "fair", id: before.fairId });
  return getStand(viewer, id);
}

/** Deletes a stand; its conferences stay (without a stand). */
export async function deleteStand(viewer: SessionUser | null, id: number): Promise<{ id: number; deleted: true }> {
  requireAdmin(viewer);
  const before = await getStand(viewer, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(fairStands).where(eq(fairStands.id, id));
    await recordAudit(tx, viewer, {
      entity: "fair_stand",
      entityId: id,
      action: "delete",
      before: { ...standAudit(before), institution: before.institutionName, fair: before.fairName },
    });
  });
  await invalidateCatalogue({ kind: "fair", id: before.fairId });
  return { id, deleted: true };
}

/** Stands of a fair for a select. */
export async function standOptions(viewer: SessionUser | null, fairId?: number): Promise<{ id: number; name: string; fairId: number }[]> {
  requireAdmin(viewer);
  const db = await getDb();
  return db
    .select({ id: fairStands.id, name: institutions.name, fairId: fairStands.fairId })
    .from(fairStands)
    .innerJoin(institutions, eq(institutions.id, fairStands.institutionId))
    .where(fairId ? eq(fairStands.fairId, fairId) : undefined)
    .orderBy(asc(institutions.name))
    .limit(500);
}

/* ───────────── conferences ───────────── */

const enrolledCount = sql<number>`(select count(*)::int from fair_enrolments e where e.conference_id = "fair_conferences"."id")`;
const conferenceColumns = {
  id: fairConferences.id,
  fairId: fairConferences.fairId,
  fairName: fairs.name,
  slug: fairConferences.slug,
  standId: fairConferences.standId,
  institutionName: institutions.name,
  title: fairConferences.title,
  author: fairConferences.author,
  description: fairConferences.description,
  image: fairConferences.image,
  areas: fairConferences.areas,
  startsAt: fairConferences.startsAt,
  endsAt: fairConferences.endsAt,
  capacity: fairConferences.capacity,
  videoUrl: fairConferences.videoUrl,
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

/** Institutions for the stand form's select. */
export async function institutionOptions(viewer: SessionUser | null): Promise<{ id: number; name: string }[]> {
  requireAdmin(viewer);
  const db = await getDb();
  return db.select({ id: institutions.id, name: institutions.name }).from(institutions).orderBy(asc(institutions.name)).limit(2000);
}
