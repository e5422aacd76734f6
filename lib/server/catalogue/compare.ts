import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { InstitutionCard, OfferingDto } from "@/lib/contracts/catalogue";
import { getDb } from "@/lib/db/client";
import { careers, offerings } from "@/lib/db/schema";
import { institutionCardsBySlugs } from "./list-institutions";
import { COST_REVIEW_CENTS, offeringColumns, toOffering, type OfferingRowDto } from "./offerings";

export type InstitutionStats = {
  offeringCount: number;
  costMedianCents: number | null;
  admissionMedian: number | null;
  incomeMedian: number | null;
  withCredit: number;
  withScholarships: number;
};

export async function compareInstitutions(
  slugs: string[],
  userId?: string | null,
): Promise<{ card: InstitutionCard; stats: InstitutionStats }[]> {
  const cards = await institutionCardsBySlugs(slugs, userId);
  if (!cards.length) return [];
  const db = await getDb();
  const rows = await db
    .select({
      institutionId: offerings.institutionId,
      n: sql<number>`count(*)::int`,
      cost: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${offerings.costMinCents}) filter (where ${offerings.costMaxCents} <= ${COST_REVIEW_CENTS})`,
      admission: sql<number | null>`percentile_cont(0.5) within group (order by ${offerings.admissionRate})`,
      income: sql<number | null>`percentile_cont(0.5) within group (order by ${offerings.income})`,
      credit: sql<number>`count(*) filter (where ${offerings.credit})::int`,
      scholarships: sql<number>`count(*) filter (where ${offerings.scholarships})::int`,
    })
    .from(offerings)
    .where(
      inArray(
        offerings.institutionId,
        cards.map((c) => c.id),
      ),
    )
    .groupBy(offerings.institutionId);
  const byId = new Map(rows.map((r) => [r.institutionId, r]));
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return cards.map((card) => {
    const r = byId.get(card.id);
    return {
      card,
      stats: {
        offeringCount: r ? Number(r.n) : 0,
        costMedianCents: num(r?.cost),
        admissionMedian: num(r?.admission),
        incomeMedian: num(r?.income),
        withCredit: r ? Number(r.credit) : 0,
        withScholarships: r ? Number(r.scholarships) : 0,
      },
    };
  });
}

/** One career at up to 4 institutions: the first matching offering of each (null when not taught). */
export async function compareCareerAt(careerSlug: string, slugs: string[], userId?: string | null) {
  const cards = await institutionCardsBySlugs(slugs, userId);
  const db = await getDb();
  const [career] = await db
    .select({ id: careers.id, name: careers.name, slug: careers.slug })
    .from(careers)
    .where(eq(careers.slug, careerSlug))
    .limit(1);
  if (!career) return null;
  const rows = cards.length
    ? ((await db
        .select({ ...offeringColumns, institutionId: offerings.institutionId })
        .from(offerings)
        .leftJoin(careers, eq(careers.id, offerings.careerId))
        .where(
          and(
            eq(offerings.careerId, career.id),
            inArray(
              offerings.institutionId,
              cards.map((c) => c.id),
            ),
          ),
        )
        .orderBy(offerings.id)) as (OfferingRowDto & { institutionId: number })[])
    : [];
  const first = new Map<number, OfferingDto>();
  for (const r of rows) if (!first.has(r.institutionId)) first.set(r.institutionId, toOffering(r));
  return { career, columns: cards.map((card) => ({ card, offering: first.get(card.id) ?? null })) };
}
