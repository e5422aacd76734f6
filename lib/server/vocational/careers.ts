import "server-only";
import { and, eq, inArray, isNotNull, lte, or, isNull, type SQL } from "drizzle-orm";
import type { CareerForRanking } from "@/lib/content/vocational";
import type { CareerFilter } from "@/lib/contracts/vocational";
import { getDb, type Db } from "@/lib/db/client";
import { careers, institutions, offerings } from "@/lib/db/schema";

// The catalogue only changes with a re-seed; keep it per database for a few minutes.
const cache = new WeakMap<Db, { at: number; rows: Promise<CareerForRanking[]> }>();
const TTL_MS = 5 * 60 * 1000;

export async function rankableCareers(): Promise<CareerForRanking[]> {
  const db = await getDb();
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.rows;
  const rows = db
    .select({
      id: careers.id,
      slug: careers.slug,
      name: careers.name,
      area: careers.area,
      level: careers.level,
      durationYears: careers.durationYears,
      riasec: careers.riasec,
      riasecCode: careers.riasecCode,
      incomeMedian: careers.incomeMedian,
    })
    .from(careers)
    .then((list) => list as CareerForRanking[]);
  cache.set(db, { at: Date.now(), rows });
  rows.catch(() => cache.delete(db));
  return rows;
}

/** Career ids that some institution offers under the filters that need offerings; null = no such filter. */
export async function careersAllowedByOfferings(filter: CareerFilter): Promise<Set<number> | null> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.regionId) conditions.push(eq(offerings.regionId, filter.regionId));
  if (filter.institutionKind) conditions.push(eq(institutions.kind, filter.institutionKind));
  if (filter.gestion) conditions.push(eq(institutions.gestion, filter.gestion));
  if (filter.maxMonthlyCost != null) conditions.push(or(isNull(offerings.costMinCents), lte(offerings.costMinCents, filter.maxMonthlyCost * 100)));
  if (!conditions.length) return null;
  const db = await getDb();
  const rows = await db
    .selectDistinct({ careerId: offerings.careerId })
    .from(offerings)
    .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
    .where(and(isNotNull(offerings.careerId), ...conditions));
  return new Set(rows.map((r) => r.careerId!));
}

export async function institutionNames(ids: number[]) {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = await db.select({ id: institutions.id, name: institutions.name, slug: institutions.slug }).from(institutions).where(inArray(institutions.id, ids));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}
