import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Enrollment } from "@/lib/contracts/catalog";
import { getDb } from "@/lib/db/client";
import { careers, enrollments, institutions } from "@/lib/db/schema";
import { validationError } from "../http/errors";

type EnrollInput = { careerId: number; institutionId: number; action: Enrollment["action"] };

const columns = {
  careerId: enrollments.careerId,
  institutionId: enrollments.institutionId,
  action: enrollments.action,
  updatedAt: enrollments.updatedAt,
};

function toDto(row: { careerId: number; institutionId: number; action: string; updatedAt: Date }): Enrollment {
  return { ...row, action: row.action as Enrollment["action"], updatedAt: row.updatedAt.toISOString() };
}

/** `POST /api/student/enroll`: the student's latest intention for a career at an institution. */
export async function enroll(userId: string, input: EnrollInput): Promise<Enrollment> {
  const db = await getDb();
  const [[inst], [career]] = await Promise.all([
    db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, input.institutionId)).limit(1),
    db.select({ id: careers.id }).from(careers).where(eq(careers.id, input.careerId)).limit(1),
  ]);
  const errors: Record<string, string[]> = {};
  if (!inst) errors.institutionId = ["Esa institución no existe."];
  if (!career) errors.careerId = ["Esa carrera no existe."];
  if (Object.keys(errors).length) throw validationError(errors);
  const now = new Date();
  const [row] = await db
    .insert(enrollments)
    .values({
      userId,
      institutionId: input.institutionId,
      careerId: input.careerId,
      action: input.action,
      active: input.action !== "descartar",
    })
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.institutionId, enrollments.careerId],
      set: { action: input.action, active: input.action !== "descartar", updatedAt: now },
    })
    .returning(columns);
  return toDto(row);
}

/** `GET /api/student/enroll?institutionId=&careerId=`: the student's intentions, newest first. */
export async function listEnrollments(userId: string, filter: { institutionId?: number; careerId?: number }): Promise<Enrollment[]> {
  const db = await getDb();
  const conditions: SQL[] = [eq(enrollments.userId, userId)];
  if (filter.institutionId) conditions.push(eq(enrollments.institutionId, filter.institutionId));
  if (filter.careerId) conditions.push(eq(enrollments.careerId, filter.careerId));
  const rows = await db
    .select(columns)
    .from(enrollments)
    .where(and(...conditions))
    .orderBy(desc(enrollments.updatedAt));
  return rows.map(toDto);
}
