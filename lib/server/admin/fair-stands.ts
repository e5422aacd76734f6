import "server-only";
import type { z } from "zod";
import { and, asc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { AdminStand, FairChildListQuery } from "@/lib/contracts/admin-fair";
import { type standInputSchema, type standPatchSchema } from "@/lib/contracts/admin-fair";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { fairs, fairStands, institutions } from "@/lib/db/schema";
import { invalidateCatalogue } from "../catalogue/invalidate";
import { badRequest, notFound } from "../http/errors";
import { auditDiff, recordAudit } from "../audit";
import { orderFrom, withUniqueField } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

/**
 * The back office's fair stands (an institution at an edition, once): list, read, create, edit,
 * delete, and the options of the stand and institution selects.
 */
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

/** Institutions for the stand form's select. */
export async function institutionOptions(viewer: SessionUser | null): Promise<{ id: number; name: string }[]> {
  requireAdmin(viewer);
  const db = await getDb();
  return db.select({ id: institutions.id, name: institutions.name }).from(institutions).orderBy(asc(institutions.name)).limit(2000);
}
