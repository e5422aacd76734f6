import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { CareerEnrolment } from "@/lib/contracts/catalogue";
import { getDb } from "@/lib/db/client";
import { careers, careerEnrolments, institutions } from "@/lib/db/schema";
import { validationError } from "../http/errors";

type CareerEnrolInput = { careerId: number; institutionId: number; action: CareerEnrolment["action"] };

const columns = {
  careerId: careerEnrolments.careerId,
  institutionId: careerEnrolments.institutionId,
  action: careerEnrolments.action,
  updatedAt: careerEnrolments.updatedAt,
};

function toDto(row: { careerId: number; institutionId: number; action: string; updatedAt: Date }): CareerEnrolment {
  return { ...row, action: row.action as CareerEnrolment["action"], updatedAt: row.updatedAt.toISOString() };
}

/** `POST /api/student/enroll`: the student's latest intention for a career at an institution. */
export async function enrolInCareer(userId: string, input: CareerEnrolInput): Promise<CareerEnrolment> {
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
    .insert(careerEnrolments)
    .values({
      userId,
      institutionId: input.institutionId,
      careerId: input.careerId,
      action: input.action,
      active: input.action !== "descartar",
    })
    .onConflictDoUpdate({
      target: [careerEnrolments.userId, careerEnrolments.institutionId, careerEnrolments.careerId],
      set: { action: input.action, active: input.action !== "descartar", updatedAt: now },
    })
    .returning(columns);
  return toDto(row);
}

/** `GET /api/student/enroll?institutionId=&careerId=`: the student's intentions, newest first. */
export async function listCareerEnrolments(
  userId: string,
  filter: { institutionId?: number; careerId?: number },
): Promise<CareerEnrolment[]> {
  const db = await getDb();
  const conditions: SQL[] = [eq(careerEnrolments.userId, userId)];
  if (filter.institutionId) conditions.push(eq(careerEnrolments.institutionId, filter.institutionId));
  if (filter.careerId) conditions.push(eq(careerEnrolments.careerId, filter.careerId));
  const rows = await db
    .select(columns)
    .from(careerEnrolments)
    .where(and(...conditions))
    .orderBy(desc(careerEnrolments.updatedAt));
  return rows.map(toDto);
}
