import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { InstitutionCard, OfferingDto } from "@/lib/contracts/catalogue";
import { getDb } from "@/lib/db/client";
import { careers, offerings, regions } from "@/lib/db/schema";
import { institutionCardsBySlugs } from "./list-institutions";
import { summariseGroup, type CostGroupSummary } from "@/lib/format/catalogue-costs";
import { confirmedFirstSql, offeringColumns, toOffering, type OfferingRowDto } from "./offerings";

export type InstitutionStats = {
  offeringCount: number;
  /** The cost rule over every career of the institution: the median, its range and «n de N con costo». */
  cost: CostGroupSummary;
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
  const costs = await db
    .select({ institutionId: offerings.institutionId, costMinCents: offerings.costMinCents, costMaxCents: offerings.costMaxCents })
    .from(offerings)
    .where(
      inArray(
        offerings.institutionId,
        cards.map((c) => c.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.institutionId, r]));
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return cards.map((card) => {
    const r = byId.get(card.id);
    return {
      card,
      stats: {
        offeringCount: r ? Number(r.n) : 0,
        cost: summariseGroup(costs.filter((c) => c.institutionId === card.id)),
        admissionMedian: num(r?.admission),
        incomeMedian: num(r?.income),
        withCredit: r ? Number(r.credit) : 0,
        withScholarships: r ? Number(r.scholarships) : 0,
      },
    };
  });
}

/** A campus of a career at an institution, for the comparator's picker. */
export type CampusOption = { value: string; label: string };

/** The figures an offering has (cost, duration, admission, income): the default campus has the most. */
function figureCount(o: OfferingDto): number {
  return [o.costMinCents, o.durationYears, o.admissionRate, o.income].filter((v) => v !== null).length;
}

/** The region of the student's career filter (read only; null when she has none). */
async function studentRegionId(userId: string): Promise<number | null> {
  const db = await getDb();
  const rows = await db.execute(sql`
    select (s.answers->>'regionId')::int as region_id
    from vocational_sections s join vocational_processes p on p.id = s.process_id
    where p.user_id = ${userId} and s.section = 'career-filter'
    order by p.created_at desc limit 1`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { region_id: number | null }[];
  return list[0]?.region_id ?? null;
}

/**
 * One career at up to 4 institutions, one campus each: the one chosen (`sede` = "institution:offering"),
 * else the one in the student's region (`region` slug, else her career filter's), else the one with
 * the most figures. Each column lists its campuses for the picker.
 */
export async function compareCareerAt(
  careerSlug: string,
  slugs: string[],
  userId?: string | null,
  opts: { sede?: string[]; region?: string | null } = {},
) {
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
        .select({ ...offeringColumns, institutionId: offerings.institutionId, regionId: offerings.regionId })
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
        .orderBy(confirmedFirstSql, offerings.regionName, offerings.id)) as (OfferingRowDto & {
        institutionId: number;
        regionId: number | null;
      })[])
    : [];
  let regionId: number | null = null;
  let regionName: string | null = null;
  if (opts.region) {
    const [r] = await db.select({ id: regions.id, name: regions.name }).from(regions).where(eq(regions.slug, opts.region)).limit(1);
    if (r) ({ id: regionId, name: regionName } = r);
  } else if (userId) {
    regionId = await studentRegionId(userId);
    if (regionId)
      regionName = (await db.select({ name: regions.name }).from(regions).where(eq(regions.id, regionId)).limit(1))[0]?.name ?? null;
  }
  const chosen = new Set(opts.sede ?? []);
  return {
    career,
    region: regionName,
    columns: cards.map((card) => {
      const mine = rows.filter((r) => r.institutionId === card.id).map((r) => ({ regionId: r.regionId, offering: toOffering(r) }));
      const best = (list: typeof mine) => [...list].sort((a, b) => figureCount(b.offering) - figureCount(a.offering))[0];
      const picked = mine.find((m) => chosen.has(`${card.username}:${m.offering.slug}`));
      const inRegion = regionId ? best(mine.filter((m) => m.regionId === regionId)) : undefined;
      const pick = picked ?? inRegion ?? best(mine);
      return {
        card,
        offering: pick?.offering ?? null,
        pickedBy: !pick ? null : picked ? ("elegida" as const) : inRegion ? ("region" as const) : ("cifras" as const),
        campuses: mine.map((m): CampusOption => ({
          value: `${card.username}:${m.offering.slug}`,
          label: [
            m.offering.regionName ?? "Sede sin región",
            m.offering.programName,
            m.offering.confirmed2026 ? "Ofrecida en 2026 · PRONABEC" : "Dato de 2016",
          ].join(" · "),
        })),
      };
    }),
  };
}
