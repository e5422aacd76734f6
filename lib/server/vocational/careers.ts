import "server-only";
import { and, eq, inArray, isNotNull, lte, or, isNull, sql, type SQL } from "drizzle-orm";
import type { CareerForRanking } from "./ranking";
import type { CareerFilter } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { careers, institutions, offerings } from "@/lib/db/schema";
import { INCOME_SOURCE } from "@/lib/content/catalogue/sources";
import { summariseCosts, type CostSummary } from "@/lib/format/catalogue-costs";
import { placeLicenceText } from "@/lib/format/licence";
import { cached } from "../cache/data-cache";
import { CATALOGUE_TAG } from "../catalogue/page-data";

/**
 * The careers the ranking reads, kept in the data cache under the catalogue's tag: an
 * admin edit or the seed (`invalidateCatalogue`) drops them with the pages and the kept results,
 * so a result computed after a change never ranks the careers from before it.
 */
export function rankableCareers(): Promise<CareerForRanking[]> {
  return cached("vocational:rankable-careers", [CATALOGUE_TAG], async () => {
    const db = await getDb();
    const rows = await db
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
      .from(careers);
    return rows as CareerForRanking[];
  });
}

/** Career ids that some institution offers under the filters that need offerings; null = no such filter. */
export async function careersAllowedByOfferings(filter: CareerFilter): Promise<Set<number> | null> {
  const { regionId, institutionKind, gestion, maxMonthlyCost } = filter;
  if (!regionId && !institutionKind && !gestion && maxMonthlyCost == null) return null;
  // The same filters give the same careers until the catalogue changes: kept under its tag.
  const key = `vocational:allowed:${JSON.stringify([regionId ?? null, institutionKind ?? null, gestion ?? null, maxMonthlyCost ?? null])}`;
  const ids = await cached(key, [CATALOGUE_TAG], async () => [...((await allowedByOfferings(filter)) ?? [])]);
  return new Set(ids);
}

async function allowedByOfferings(filter: CareerFilter): Promise<Set<number> | null> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.regionId) conditions.push(eq(offerings.regionId, filter.regionId));
  if (filter.institutionKind) conditions.push(eq(institutions.kind, filter.institutionKind));
  if (filter.gestion) conditions.push(eq(institutions.gestion, filter.gestion));
  if (filter.maxMonthlyCost != null)
    conditions.push(or(isNull(offerings.costMinCents), lte(offerings.costMinCents, filter.maxMonthlyCost * 100)));
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
  const rows = await db
    .select({ id: institutions.id, name: institutions.name, slug: institutions.slug })
    .from(institutions)
    .where(inArray(institutions.id, ids));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

export type CareerFigures = {
  careerId: number;
  incomeMedian: { soles: number; source: string; year: number; note?: string } | null;
  duration: { years: number; source: string } | null;
  /** The catalogue's one cost rule (lib/format/catalogue-costs.ts) over every offering of the career. */
  cost: (CostSummary & { source: string; year: number }) | null;
  institutions: number;
};

/**
 * Income, duration and typical cost (the catalogue's cost rule: every offering counts, the median
 * with «n de N con costo», public and private apart, figures above S/ 5,000 labelled as probably
 * yearly or per term), with sources. Computed for the whole catalogue at once and kept in the data cache under its tag
 *: a result's ten suggestions are then a look-up, and a catalogue change drops them.
 */
export async function careerFigures(ids: number[]): Promise<Map<number, CareerFigures>> {
  const out = new Map<number, CareerFigures>();
  if (!ids.length) return out;
  const all = await cached("vocational:figures", [CATALOGUE_TAG], async () => computeFigures((await rankableCareers()).map((c) => c.id)));
  for (const id of ids) {
    const figures = all.get(id);
    if (figures) out.set(id, figures);
  }
  return out;
}

async function computeFigures(ids: number[]): Promise<Map<number, CareerFigures>> {
  const out = new Map<number, CareerFigures>();
  if (!ids.length) return out;
  const db = await getDb();
  const base = await db
    .select({
      id: careers.id,
      incomeMedian: careers.incomeMedian,
      durationYears: careers.durationYears,
      durationSource: careers.durationSource,
    })
    .from(careers)
    .where(inArray(careers.id, ids));
  const offers = await db
    .select({
      careerId: offerings.careerId,
      institutionId: offerings.institutionId,
      costMinCents: offerings.costMinCents,
      costMaxCents: offerings.costMaxCents,
      gestion: institutions.gestion,
      sources: offerings.sources,
    })
    .from(offerings)
    // The counting rule of the catalogue (data/SOURCES.md): the offerings at institutions of the career's own type.
    .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
    .innerJoin(careers, eq(careers.id, offerings.careerId))
    .where(
      and(
        inArray(offerings.careerId, ids),
        eq(institutions.visible, true),
        sql`${institutions.kind}::text = case ${careers.level} when 'universitaria' then 'universidad' else 'instituto' end`,
      ),
    );
  const byCareer = new Map<number, typeof offers>();
  for (const o of offers) {
    if (o.careerId === null) continue;
    const list = byCareer.get(o.careerId);
    if (list) list.push(o);
    else byCareer.set(o.careerId, [o]);
  }
  for (const c of base) {
    const mine = byCareer.get(c.id) ?? [];
    const summary = summariseCosts(mine);
    const costSource = mine.find((o) => o.sources?.cost)?.sources.cost;
    out.set(c.id, {
      careerId: c.id,
      incomeMedian: c.incomeMedian ? { soles: c.incomeMedian, ...INCOME_SOURCE } : null,
      duration: c.durationYears ? { years: c.durationYears, source: c.durationSource ?? "Ponte en Carrera" } : null,
      cost: summary.all.withCost && costSource ? { ...summary, source: costSource.source, year: costSource.year } : null,
      institutions: new Set(mine.map((o) => o.institutionId)).size,
    });
  }
  return out;
}

export type StudyPlace = {
  institutionId: number;
  name: string;
  slug: string;
  kind: string;
  /** The licence in words ("licenciada por SUNEDU", "⚠ licencia denegada por SUNEDU: …"). */
  licence: string | null;
  /** The latest SUNEDU status: licenciada | denegada | otro | null. */
  licenceStatus: string | null;
  region: string | null;
  monthlyCostMinCents: number | null;
};

/**
 * Where to study a career: the institutions that offer it, the ones she chose first, then those
 * in her region filter, then licensed ones, then the cheapest; at most `limit`.
 */
export async function studyPlaces(
  careerId: number,
  opts: { preferIds?: number[]; regionId?: number | null; limit?: number } = {},
): Promise<StudyPlace[]> {
  const db = await getDb();
  const rows = await db
    .select({
      institutionId: institutions.id,
      name: institutions.name,
      slug: institutions.slug,
      kind: institutions.kind,
      licence: institutions.licenceLabel,
      licenceStatus: institutions.licenceStatus,
      region: offerings.regionName,
      regionId: offerings.regionId,
      cost: offerings.costMinCents,
    })
    .from(offerings)
    .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
    .where(eq(offerings.careerId, careerId));
  const prefer = new Set(opts.preferIds ?? []);
  const seen = new Set<number>();
  const rank = (r: (typeof rows)[number]) =>
    (prefer.has(r.institutionId) ? 0 : 8) +
    (opts.regionId && r.regionId === opts.regionId ? 0 : 4) +
    (r.licenceStatus === "licenciada" ? 0 : 2) +
    (r.licenceStatus === "denegada" && !prefer.has(r.institutionId) ? 16 : 0) +
    (r.cost ? 0 : 1);
  return rows
    .sort((a, b) => rank(a) - rank(b) || (a.cost ?? 1e12) - (b.cost ?? 1e12) || a.name.localeCompare(b.name, "es"))
    .filter((r) => (seen.has(r.institutionId) ? false : (seen.add(r.institutionId), true)))
    .slice(0, opts.limit ?? 3)
    .map((r) => ({
      institutionId: r.institutionId,
      name: r.name,
      slug: r.slug,
      kind: r.kind,
      licence: r.kind === "universidad" ? placeLicenceText(r.kind, r.licenceStatus, r.licence) : null,
      licenceStatus: r.licenceStatus,
      region: r.region,
      monthlyCostMinCents: r.cost,
    }));
}
