import "server-only";
import type { z } from "zod";
import { and, asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AdminListQuery } from "@/lib/contracts/admin";
import type { AdminSchool, AdminSchoolCode } from "@/lib/contracts/admin-schools";
import { GENERATED_CODE_LENGTH, type schoolCodeInputSchema, type schoolCodePatchSchema } from "@/lib/contracts/admin-schools";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { schoolCodes, schools } from "@/lib/db/schema";
import { notFound } from "../http/errors";
import { limaInstant } from "@/lib/utils/lima-time";
import { createSchoolCode as createCode, randomCode } from "../membership/school-codes";
import { recordAudit } from "../audit";
import { orderFrom } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

const codeCount = sql<number>`(select count(*)::int from school_codes c where c.school_id = "schools"."id")`;
const studentCount = sql<number>`(select count(*)::int from users u where u.school_id = "schools"."id")`;
const schoolColumns = {
  id: schools.id,
  code: schools.code,
  name: schools.name,
  level: schools.level,
  department: schools.department,
  province: schools.province,
  district: schools.district,
  codes: codeCount,
  students: studentCount,
};
const toSchool = (r: AdminSchool): AdminSchool => ({ ...r, codes: Number(r.codes), students: Number(r.students) });

/** `GET /api/admin/schools`: search by name, MINEDU code or district. */
export async function listSchools(viewer: SessionUser | null, query: AdminListQuery) {
  requireAdmin(viewer);
  const order = orderFrom(query.sort, { name: schools.name, district: schools.district, codes: codeCount, students: studentCount }, "name");
  const p = query.search ? likePattern(query.search) : null;
  const where = p ? or(ilike(schools.name, p), ilike(schools.code, p), ilike(schools.district, p), ilike(schools.province, p)) : undefined;
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select(schoolColumns).from(schools).where(where).orderBy(order, asc(schools.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(schools)
      .where(where),
  ]);
  return paged(rows.map(toSchool), Number(total), query);
}

export async function getSchool(viewer: SessionUser | null, id: number): Promise<AdminSchool> {
  requireAdmin(viewer);
  const db = await getDb();
  const [row] = await db.select(schoolColumns).from(schools).where(eq(schools.id, id)).limit(1);
  if (!row) throw notFound("No encontramos ese colegio.");
  return toSchool(row);
}

const codeColumns = {
  id: schoolCodes.id,
  schoolId: schoolCodes.schoolId,
  code: schoolCodes.code,
  active: schoolCodes.active,
  capacity: schoolCodes.maxUses,
  used: schoolCodes.uses,
  expiresAt: schoolCodes.expiresAt,
  grade: schoolCodes.grade,
  section: schoolCodes.section,
  createdAt: schoolCodes.createdAt,
};
type CodeRow = Omit<AdminSchoolCode, "expiresAt" | "createdAt" | "expired"> & { expiresAt: Date | null; createdAt: Date };
const toCode = (r: CodeRow, now = new Date()): AdminSchoolCode => ({
  ...r,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  expired: Boolean(r.expiresAt && r.expiresAt.getTime() <= now.getTime()),
  createdAt: r.createdAt.toISOString(),
});

/** The school's codes, newest first, with how many students used each. */
export async function listSchoolCodes(viewer: SessionUser | null, schoolId: number, query: AdminListQuery) {
  await getSchool(viewer, schoolId);
  const order = orderFrom(query.sort, { createdAt: schoolCodes.createdAt, code: schoolCodes.code, used: schoolCodes.uses }, "-createdAt");
  const where = query.search
    ? and(eq(schoolCodes.schoolId, schoolId), ilike(schoolCodes.code, likePattern(query.search)))
    : eq(schoolCodes.schoolId, schoolId);
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select(codeColumns).from(schoolCodes).where(where).orderBy(order, desc(schoolCodes.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(schoolCodes)
      .where(where),
  ]);
  return paged(
    rows.map((r) => toCode(r)),
    Number(total),
    query,
  );
}

/**
 * `POST /api/admin/schools/{id}/codes`: a code for `capacity` students, valid until the end of
 * `expiresAt` (a Lima day) when given. Without `code`, a readable random one. Codes are kept in
 * capitals and compared without case (lib/server/membership/school-codes.ts): the same code twice
 * in a school is a 409 at the field.
 */
export async function createSchoolCode(
  viewer: SessionUser | null,
  schoolId: number,
  input: z.output<typeof schoolCodeInputSchema>,
): Promise<AdminSchoolCode> {
  const school = await getSchool(viewer, schoolId);
  const v = input;
  const expiresAt = v.expiresAt ? new Date(limaInstant(v.expiresAt, "00:00").getTime() + 86_400_000) : null;
  const db = await getDb();
  const row = await createCode(
    db,
    {
      schoolId,
      code: v.code,
      generate: () => randomCode(GENERATED_CODE_LENGTH),
      maxUses: v.capacity,
      expiresAt,
      grade: v.grade ?? null,
      section: v.section ?? null,
    },
    (tx, inserted) =>
      recordAudit(tx, viewer!, {
        entity: "school",
        entityId: schoolId,
        action: "create_code",
        after: {
          codeId: inserted.id,
          code: inserted.code,
          capacity: v.capacity,
          expiresAt: v.expiresAt ?? null,
          grade: v.grade ?? null,
          section: v.section ?? null,
          school: school.name,
        },
      }),
  );
  const { maxUses, uses, ...rest } = row;
  return toCode({ ...rest, capacity: maxUses, used: uses });
}

/** `PATCH /api/admin/schools/{id}/codes/{codeId} {active}`: switches a code off (or on again); uses stay. */
export async function setSchoolCodeActive(
  viewer: SessionUser | null,
  schoolId: number,
  codeId: number,
  input: z.output<typeof schoolCodePatchSchema>,
): Promise<AdminSchoolCode> {
  await getSchool(viewer, schoolId);
  const { active } = input;
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(codeColumns)
      .from(schoolCodes)
      .where(and(eq(schoolCodes.id, codeId), eq(schoolCodes.schoolId, schoolId)))
      .for("update");
    if (!before) throw notFound("No encontramos ese código.");
    if (before.active === active) return before;
    const [updated] = await tx.update(schoolCodes).set({ active }).where(eq(schoolCodes.id, codeId)).returning(codeColumns);
    await recordAudit(tx, viewer!, {
      entity: "school",
      entityId: schoolId,
      action: active ? "activate_code" : "deactivate_code",
      before: { codeId, code: before.code, active: before.active },
      after: { codeId, code: before.code, active },
    });
    return updated;
  });
  return toCode(row);
}
