import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { InstitutionCard } from "@/lib/contracts/catalogue";
import { getDb } from "@/lib/db/client";
import { institutions, savedInstitutions } from "@/lib/db/schema";
import { notFound } from "../http/errors";
import { institutionCardsByIds } from "./list-institutions";

async function savedIds(userId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: savedInstitutions.institutionId })
    .from(savedInstitutions)
    .where(eq(savedInstitutions.userId, userId))
    .orderBy(asc(savedInstitutions.createdAt), asc(savedInstitutions.institutionId));
  return rows.map((r) => r.id);
}

/** The student's saved institutions (the university modal's selection), oldest first. */
export async function listSavedInstitutions(userId: string): Promise<InstitutionCard[]> {
  return institutionCardsByIds(await savedIds(userId), userId);
}

/** Adds the given institutions to the list (the modal's 'Guardar'); unknown ids are refused. */
export async function saveInstitutions(userId: string, ids: number[]): Promise<InstitutionCard[]> {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const db = await getDb();
    const existing = await db.select({ id: institutions.id }).from(institutions).where(inArray(institutions.id, unique));
    if (existing.length !== unique.length) throw notFound("Alguna de las instituciones elegidas no existe.");
    await db
      .insert(savedInstitutions)
      .values(unique.map((institutionId) => ({ userId, institutionId })))
      .onConflictDoNothing();
  }
  return listSavedInstitutions(userId);
}

export async function saveInstitution(userId: string, id: number): Promise<InstitutionCard[]> {
  return saveInstitutions(userId, [id]);
}

export async function removeSavedInstitution(userId: string, id: number): Promise<InstitutionCard[]> {
  const db = await getDb();
  await db.delete(savedInstitutions).where(and(eq(savedInstitutions.userId, userId), eq(savedInstitutions.institutionId, id)));
  return listSavedInstitutions(userId);
}
