import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { careerAreas } from "@/lib/content/vocational";
import type { CareerFilter, StudentAttributeData } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { regions, studentAttributes, vocationalSections } from "@/lib/db/schema";
import { notFound } from "../http/errors";
import { currentProcessId } from "./process";

const columns = {
  name: studentAttributes.name,
  attributes: studentAttributes.attributes,
  careers: studentAttributes.careers,
  careersNot: studentAttributes.careersNot,
  updatedAt: studentAttributes.updatedAt,
};

const toDto = (r: { name: string; attributes: string[]; careers: number[]; careersNot: number[]; updatedAt: Date }) => ({
  ...r,
  updatedAt: r.updatedAt.toISOString(),
});

/** `POST /api/student/{id}/attribute`: upserts one named attribute set; only for oneself. */
export async function saveStudentAttribute(userId: string, studentId: string, body: StudentAttributeData) {
  if (studentId !== userId) throw notFound("No encontramos a ese estudiante.");
  const db = await getDb();
  const [row] = await db
    .insert(studentAttributes)
    .values({ userId, ...body })
    .onConflictDoUpdate({
      target: [studentAttributes.userId, studentAttributes.name],
      set: { attributes: body.attributes, careers: body.careers, careersNot: body.careersNot, updatedAt: new Date() },
    })
    .returning(columns);
  return toDto(row);
}

export async function listStudentAttributes(userId: string) {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(studentAttributes)
    .where(eq(studentAttributes.userId, userId))
    .orderBy(asc(studentAttributes.name));
  return rows.map(toDto);
}

/** `GET /api/student/careers-filter`: the student's career filter and the options to build it. */
export async function careersFilter(userId: string) {
  const db = await getDb();
  const processId = await currentProcessId(userId);
  const filterRow = await db
    .select({ answers: vocationalSections.answers })
    .from(vocationalSections)
    .where(and(eq(vocationalSections.processId, processId), eq(vocationalSections.section, "career-filter")));
  const filter = (filterRow[0]?.answers ?? {}) as CareerFilter;
  const regionRows = await db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name));
  return {
    processId,
    filter,
    options: {
      levels: [
        { id: "universitaria" as const, label: "Universitaria" },
        { id: "tecnica" as const, label: "Técnica (instituto)" },
      ],
      durations: [3, 4, 5, 6, 7].map((years) => ({ id: years, label: `Hasta ${years} años` })),
      areas: careerAreas,
      regions: regionRows,
      institutionKinds: [
        { id: "universidad" as const, label: "Universidad" },
        { id: "instituto" as const, label: "Instituto" },
      ],
      gestion: [
        { id: "publica" as const, label: "Pública" },
        { id: "privada" as const, label: "Privada" },
      ],
    },
  };
}
