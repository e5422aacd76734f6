import "server-only";
import { asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AdminListQuery, Paged } from "@/lib/contracts/admin";
import { adminAllianceSorts, type AdminAlliance, type AdminAllianceCreate, type AdminAlliancePatch } from "@/lib/contracts/admin-catalogue";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { alliances, institutions } from "@/lib/db/schema";
import { conflict, notFound, validationError } from "../http/errors";
import { isUniqueViolation } from "../auth/users";
import { invalidateCatalogue } from "../catalogue/invalidate";
import { auditDiff, recordAudit } from "../audit";
import { likePattern, paged, pageWindow, sortOf } from "../paging";
import { requireAdmin } from "../access";

const NICKNAME_TAKEN = "Ya hay una alianza con ese apodo. Elige otro.";

const members = sql<number>`(select count(*) from users u where u.alliance_id = "alliances"."id")::int`;

const columns = {
  id: alliances.id,
  nickname: alliances.nickname,
  name: alliances.name,
  institutionId: alliances.institutionId,
  institutionName: institutions.name,
  logo: alliances.logo,
  benefit: alliances.benefit,
  benefitPlanSlug: alliances.benefitPlanSlug,
  benefitDays: alliances.benefitDays,
  active: alliances.active,
  members,
  createdAt: alliances.createdAt,
  updatedAt: alliances.updatedAt,
};

type Row = Omit<AdminAlliance, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };
const toDto = (r: Row): AdminAlliance => ({
  ...r,
  members: Number(r.members),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** What the audit log keeps of an alliance (its own columns). */
const auditColumns = {
  nickname: alliances.nickname,
  name: alliances.name,
  institutionId: alliances.institutionId,
  logo: alliances.logo,
  benefit: alliances.benefit,
  benefitPlanSlug: alliances.benefitPlanSlug,
  benefitDays: alliances.benefitDays,
  active: alliances.active,
};

export async function adminListAlliances(user: SessionUser | null, query: AdminListQuery): Promise<Paged<AdminAlliance>> {
  requireAdmin(user);
  const db = await getDb();
  const sort = sortOf(query.sort, adminAllianceSorts, "nickname");
  const where = query.search
    ? or(ilike(alliances.nickname, likePattern(query.search)), ilike(alliances.name, likePattern(query.search)))
    : undefined;
  const column = { nickname: alliances.nickname, name: alliances.name, createdAt: alliances.createdAt }[sort.key];
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(alliances)
      .leftJoin(institutions, eq(institutions.id, alliances.institutionId))
      .where(where)
      .orderBy(sort.desc ? desc(column) : asc(column), asc(alliances.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(alliances).where(where),
  ]);
  return paged((rows as Row[]).map(toDto), Number(total.n), query);
}

export async function adminGetAlliance(user: SessionUser | null, id: number): Promise<AdminAlliance> {
  requireAdmin(user);
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(alliances)
    .leftJoin(institutions, eq(institutions.id, alliances.institutionId))
    .where(eq(alliances.id, id))
    .limit(1);
  if (!row) throw notFound("No existe esa alianza.");
  return toDto(row as Row);
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

async function assertFree(tx: Tx, nickname: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: alliances.id })
    .from(alliances)
    .where(eq(sql`lower(${alliances.nickname})`, nickname.toLowerCase()))
    .limit(1);
  if (taken && taken.id !== exceptId) throw conflict(NICKNAME_TAKEN, { nickname: [NICKNAME_TAKEN] });
}

async function assertInstitution(tx: Tx, institutionId: number | null | undefined) {
  if (!institutionId) return;
  const [found] = await tx.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, institutionId)).limit(1);
  if (!found) throw validationError({ institutionId: ["No existe una institución con ese número."] });
}

/** A nickname taken between the check and the write (two admins at once) is still a 409. */
function nicknameConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(NICKNAME_TAKEN, { nickname: [NICKNAME_TAKEN] });
  throw error;
}

/** `POST /api/admin/alliances` → 201. */
export async function adminCreateAlliance(user: SessionUser | null, input: AdminAllianceCreate): Promise<AdminAlliance> {
  requireAdmin(user);
  const db = await getDb();
  const id = await db
    .transaction(async (tx) => {
      await assertFree(tx, input.nickname);
      await assertInstitution(tx, input.institutionId);
      const [row] = await tx.insert(alliances).values(input).returning({ id: alliances.id });
      await recordAudit(tx, user, { entity: "alliance", entityId: row.id, action: "create", after: { ...input } });
      return row.id;
    })
    .catch(nicknameConflict);
  await invalidateCatalogue({ kind: "all" });
  return adminGetAlliance(user, id);
}

/** `PATCH /api/admin/alliances/{id}`. */
export async function adminUpdateAlliance(user: SessionUser | null, id: number, patch: AdminAlliancePatch): Promise<AdminAlliance> {
  requireAdmin(user);
  const db = await getDb();
  await db
    .transaction(async (tx) => {
      const [before] = await tx.select(auditColumns).from(alliances).where(eq(alliances.id, id)).for("update").limit(1);
      if (!before) throw notFound("No existe esa alianza.");
      if (patch.nickname !== undefined) await assertFree(tx, patch.nickname, id);
      await assertInstitution(tx, patch.institutionId);
      const after = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
      const diff = auditDiff(before, after);
      if (!Object.keys(diff.after).length) return;
      await tx
        .update(alliances)
        .set({ ...diff.after, updatedAt: new Date() })
        .where(eq(alliances.id, id));
      await recordAudit(tx, user, { entity: "alliance", entityId: id, action: "update", ...diff });
    })
    .catch(nicknameConflict);
  await invalidateCatalogue({ kind: "all" });
  return adminGetAlliance(user, id);
}

/**
 * `DELETE /api/admin/alliances/{id}`: only an alliance nobody joined through (accounts keep the
 * alliance they came with); otherwise 409 and the advice to deactivate it.
 */
export async function adminDeleteAlliance(user: SessionUser | null, id: number): Promise<{ deleted: true }> {
  requireAdmin(user);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ ...auditColumns, members })
      .from(alliances)
      .where(eq(alliances.id, id))
      .for("update")
      .limit(1);
    if (!before) throw notFound("No existe esa alianza.");
    if (Number(before.members) > 0) throw conflict("Esta alianza ya tiene cuentas registradas: desactívala en vez de borrarla.");
    const { members: _members, ...record } = before;
    await tx.delete(alliances).where(eq(alliances.id, id));
    await recordAudit(tx, user, { entity: "alliance", entityId: id, action: "delete", before: record });
  });
  await invalidateCatalogue({ kind: "all" });
  return { deleted: true };
}
