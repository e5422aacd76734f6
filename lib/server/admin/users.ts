import "server-only";
import { asc, count, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import type { AdminListQuery, Paged } from "@/lib/contracts/admin";
import { adminUserSorts, type AdminUser, type AdminUserPatch } from "@/lib/contracts/admin-catalogue";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb, type Db } from "@/lib/db/client";
import { schools, sessions, users } from "@/lib/db/schema";
import { AppError, notFound } from "../http/errors";
import { auditDiff, recordAudit } from "../audit";
import { likePattern, paged, pageWindow, sortOf } from "../paging";
import { requireAdmin } from "../access";

/** Explicit columns: never the password hash (only whether there is one). */
const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  surname: users.surname,
  role: users.role,
  schoolId: users.schoolId,
  schoolName: schools.name,
  isAdmin: users.isAdmin,
  deactivatedAt: users.deactivatedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`,
  createdAt: users.createdAt,
};

type Row = {
  [K in keyof typeof columns]: K extends "hasPassword"
    ? boolean
    : K extends "schoolName"
      ? string | null
      : (typeof users.$inferSelect)[K & keyof typeof users.$inferSelect];
};

function toDto(r: Row): AdminUser {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    surname: r.surname,
    role: r.role,
    schoolId: r.schoolId,
    schoolName: r.schoolName,
    isAdmin: r.isAdmin,
    active: r.deactivatedAt === null,
    deactivatedAt: r.deactivatedAt?.toISOString() ?? null,
    emailVerified: r.emailVerifiedAt !== null,
    hasPassword: Boolean(r.hasPassword),
    createdAt: r.createdAt.toISOString(),
  };
}

/** `GET /api/admin/users`: search by name or e-mail; newest first unless said. */
export async function adminListUsers(user: SessionUser | null, query: AdminListQuery): Promise<Paged<AdminUser>> {
  requireAdmin(user);
  const db = await getDb();
  const sort = sortOf<(typeof adminUserSorts)[number]>(query.sort, adminUserSorts, "-createdAt");
  const pattern = query.search ? likePattern(query.search) : null;
  const where = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.surname, pattern),
        ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern),
      )
    : undefined;
  const column = { createdAt: users.createdAt, email: users.email, name: users.name }[sort.key];
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(where)
      .orderBy(sort.desc ? desc(column) : asc(column), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return paged((rows as Row[]).map(toDto), Number(total.n), query);
}

export async function adminGetUser(user: SessionUser | null, id: string): Promise<AdminUser> {
  requireAdmin(user);
  const db = await getDb();
  const [row] = await db.select(columns).from(users).leftJoin(schools, eq(schools.id, users.schoolId)).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound("No existe esa cuenta.");
  return toDto(row as Row);
}

/** How many admins can still log in (the last one is never removed), read in the change's own transaction. */
async function activeAdmins(tx: Pick<Db, "select">): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(sql`${users.isAdmin} and ${users.deactivatedAt} is null`);
  return Number(row.n);
}

/**
 * `PATCH /api/admin/users/{id}`: make or unmake admin, deactivate (ends every session; log-in then
 * refuses) or reactivate, make the account a school's counsellor (role `school`) or take that role
 * away. An admin cannot take the first two away from themselves.
 */
export async function adminUpdateUser(actor: SessionUser | null, id: string, patch: AdminUserPatch): Promise<AdminUser> {
  requireAdmin(actor);
  if (id === actor.id && patch.isAdmin === false) {
    throw new AppError("forbidden", "No puedes quitarte a ti mismo el rol de administrador.", {
      errors: { isAdmin: ["No puedes quitarte a ti mismo el rol de administrador."] },
    });
  }
  if (id === actor.id && patch.active === false) {
    throw new AppError("forbidden", "No puedes desactivar tu propia cuenta.", {
      errors: { active: ["No puedes desactivar tu propia cuenta."] },
    });
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    // Changes that can take an admin away run one at a time, so that the count below sees the
    // previous one (two admins removing each other at once cannot leave none, nor deadlock).
    if (patch.isAdmin === false || patch.active === false) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-roles'))`);
      // An admin whose own role was taken away a moment ago (by a change that ran first) acts no more.
      const [self] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.id} = ${actor.id} and ${users.isAdmin} and ${users.deactivatedAt} is null`);
      if (!self) throw new AppError("forbidden", "Esta sección es solo para el equipo de Rumbo.");
    }
    const [before] = await tx
      .select({ isAdmin: users.isAdmin, deactivatedAt: users.deactivatedAt, role: users.role, schoolId: users.schoolId })
      .from(users)
      .where(eq(users.id, id))
      .for("update")
      .limit(1);
    if (!before) throw notFound("No existe esa cuenta.");
    const wasActive = before.deactivatedAt === null;
    const wasCounsellor = before.role === "school";
    let counsellorOf: number | null = wasCounsellor ? before.schoolId : null;
    if (patch.counsellorSchoolId !== undefined) {
      if (patch.counsellorSchoolId !== null) {
        const [school] = await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, patch.counsellorSchoolId)).limit(1);
        if (!school) {
          throw new AppError("validation", "Revisa los datos enviados.", {
            errors: { counsellorSchoolId: ["Elige un colegio de la lista."] },
          });
        }
      }
      counsellorOf = patch.counsellorSchoolId;
    }
    const next = { isAdmin: patch.isAdmin ?? before.isAdmin, active: patch.active ?? wasActive, counsellorSchoolId: counsellorOf };
    const diff = auditDiff(
      { isAdmin: before.isAdmin, active: wasActive, counsellorSchoolId: wasCounsellor ? before.schoolId : null },
      next,
    );
    if (!Object.keys(diff.after).length) return;
    if (before.isAdmin && wasActive && !(next.isAdmin && next.active) && (await activeAdmins(tx)) <= 1) {
      throw new AppError("conflict", "Es el último administrador activo: nombra a otro antes.");
    }
    const roleChange =
      patch.counsellorSchoolId === undefined || counsellorOf === (wasCounsellor ? before.schoolId : null)
        ? {}
        : counsellorOf !== null
          ? // A counsellor of one school: the panel shows that school's consenting students.
            { role: "school" as const, schoolId: counsellorOf, shareWithSchool: false }
          : // Without the role the account is an ordinary one again (the school's panel is closed to it).
            { role: "user" as const, schoolId: null };
    await tx
      .update(users)
      .set({
        isAdmin: next.isAdmin,
        deactivatedAt: next.active ? null : (before.deactivatedAt ?? new Date()),
        ...roleChange,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    // A deactivated account, or one that lost a role or changed school, starts from a fresh log-in.
    if (!next.active || (before.isAdmin && !next.isAdmin) || "role" in roleChange) await tx.delete(sessions).where(eq(sessions.userId, id));
    const action =
      "counsellorSchoolId" in diff.after
        ? counsellorOf !== null
          ? "make-counsellor"
          : "remove-counsellor"
        : !next.active && wasActive
          ? "deactivate"
          : next.active && !wasActive
            ? "reactivate"
            : next.isAdmin
              ? "grant-admin"
              : "revoke-admin";
    await recordAudit(tx, actor, { entity: "user", entityId: id, action, ...diff });
  });
  return adminGetUser(actor, id);
}

/** For the dashboard: how many accounts are deactivated. */
export async function deactivatedUsers(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(users).where(isNotNull(users.deactivatedAt));
  return Number(row.n);
}
