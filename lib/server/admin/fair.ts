import "server-only";
import type { z } from "zod";
import { asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AdminListQuery } from "@/lib/contracts/admin";
import type { AdminFair } from "@/lib/contracts/admin-fair";
import { type fairInputSchema, type fairPatchSchema } from "@/lib/contracts/admin-fair";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { fairConferences, fairEnrolments, fairs } from "@/lib/db/schema";
import { invalidateCatalogue } from "../catalogue/invalidate";
import { badRequest, conflict, notFound } from "../http/errors";
import { auditDiff, recordAudit } from "../audit";
import { fromLimaLocal, limaLocal, orderFrom, withUniqueField } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

/**
 * The back office's fair editions: list, read, create, edit and delete (refused while students
 * are enrolled in one of its conferences), and the options of the other forms' fair select. Its
 * stands are in fair-stands.ts, its conferences in fair-conferences.ts.
 */
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
