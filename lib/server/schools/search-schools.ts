import "server-only";
import { and, asc, eq, like, or } from "drizzle-orm";
import type { SchoolOption, SchoolSearchQuery } from "@/lib/contracts/school";
import { getDb } from "@/lib/db/client";
import { schools } from "@/lib/db/schema";
import { containsPattern, foldSql } from "@/lib/db/sql";

/** Schools whose name, district or código modular contain every word searched (accents ignored). */
const optionColumns = {
  id: schools.id,
  name: schools.name,
  district: schools.district,
  province: schools.province,
  department: schools.department,
  code: schools.code,
};

/** One school as the selector shows it, or null (a class invitation link names its school by id). */
export async function schoolOption(id: number): Promise<SchoolOption | null> {
  const db = await getDb();
  const [row] = await db.select(optionColumns).from(schools).where(eq(schools.id, id)).limit(1);
  return row ?? null;
}

export async function searchSchools({ search, limit }: SchoolSearchQuery): Promise<SchoolOption[]> {
  const db = await getDb();
  const words = (search ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
  const conditions = words.map((word) => {
    const pattern = containsPattern(word);
    return or(like(foldSql(schools.name), pattern), like(foldSql(schools.district), pattern), like(schools.code, pattern));
  });
  return db
    .select(optionColumns)
    .from(schools)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(schools.name), asc(schools.id))
    .limit(limit);
}
