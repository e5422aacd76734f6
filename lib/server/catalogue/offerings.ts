import "server-only";
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { careers, offerings } from "@/lib/db/schema";
import type { FigureSource } from "@/lib/db/schema";
import type { OfferingDto } from "@/lib/contracts/catalogue";
import { BECA18_SOURCE } from "@/lib/content/catalogue/sources";

/** What PRONABEC's 2026 list says of the offering in the row (null: not in the list). */
type Confirmation = { modalities: string[]; districts: string[]; eib: boolean; programme: string } | null;

/** The offering's rows in PRONABEC's 2026 list, aggregated; no row → null (only known from 2015–16). */
export const confirmationSql: SQL<Confirmation> = sql<Confirmation>`(select json_build_object('modalities', array_agg(distinct l.modality order by l.modality), 'districts', array_agg(distinct l.district order by l.district), 'eib', bool_or(l.eib), 'programme', min(l.programme)) from beca18_listings l where l.offering_id = ${offerings.id} group by l.offering_id)`;
/** Confirmed offerings first (0), then those only known from 2015–16 (1). */
export const confirmedFirstSql: SQL<number> = sql<number>`case when exists(select 1 from beca18_listings l where l.offering_id = ${offerings.id}) then 0 else 1 end`;

import { COST_REVIEW_CENTS, COST_REVIEW_NOTE, isLikelyNotMonthly } from "@/lib/format/catalogue-costs";

// The threshold and its note live with the cost rule (lib/format/catalogue-costs.ts).
export { COST_REVIEW_CENTS, COST_REVIEW_NOTE };

export const offeringColumns = {
  id: offerings.id,
  slug: offerings.slug,
  programName: offerings.programName,
  family: offerings.family,
  careerId: careers.id,
  careerSlug: careers.slug,
  careerName: careers.name,
  careerArea: careers.area,
  regionName: offerings.regionName,
  durationYears: offerings.durationYears,
  costMinCents: offerings.costMinCents,
  costMaxCents: offerings.costMaxCents,
  admissionRate: offerings.admissionRate,
  admitted: offerings.admitted,
  applicants: offerings.applicants,
  enrolled: offerings.enrolled,
  income: offerings.income,
  credit: offerings.credit,
  scholarships: offerings.scholarships,
  sources: offerings.sources,
  confirmation: confirmationSql,
};

export type OfferingRowDto = {
  id: number;
  slug: string;
  programName: string;
  family: string;
  careerId: number | null;
  careerSlug: string | null;
  careerName: string | null;
  careerArea: string | null;
  regionName: string | null;
  durationYears: number | null;
  costMinCents: number | null;
  costMaxCents: number | null;
  admissionRate: number | null;
  admitted: number | null;
  applicants: number | null;
  enrolled: number | null;
  income: number | null;
  credit: boolean | null;
  scholarships: boolean | null;
  sources: Record<string, FigureSource>;
  confirmation?: Confirmation;
};

export function toOffering(row: OfferingRowDto): OfferingDto {
  return {
    id: row.id,
    slug: row.slug,
    programName: row.programName,
    family: row.family.trim(),
    career:
      row.careerId !== null && row.careerSlug && row.careerName
        ? { id: row.careerId, slug: row.careerSlug, name: row.careerName, area: row.careerArea ?? "" }
        : null,
    regionName: row.regionName,
    durationYears: row.durationYears,
    costMinCents: row.costMinCents,
    costMaxCents: row.costMaxCents,
    costNote: isLikelyNotMonthly(row) ? COST_REVIEW_NOTE : null,
    admissionRate: row.admissionRate,
    admitted: row.admitted,
    applicants: row.applicants,
    enrolled: row.enrolled,
    income: row.income,
    credit: row.credit,
    scholarships: row.scholarships,
    sources: row.sources ?? {},
    confirmed2026: row.confirmation
      ? {
          source: BECA18_SOURCE,
          year: 2026,
          modalities: row.confirmation.modalities ?? [],
          districts: row.confirmation.districts ?? [],
          eib: Boolean(row.confirmation.eib),
          programme: row.confirmation.programme ?? "",
        }
      : null,
  };
}

/**
 * The offerings of one institution, with their catalogue career (left join): those PRONABEC's 2026
 * list confirms first, then by programme, region and id; the caller picks the columns (the
 * profile: offeringColumns; the admin: its own).
 */
export async function institutionOfferingRows(columns: SelectedFields, institutionId: number): Promise<unknown[]> {
  const db = await getDb();
  return db
    .select(columns)
    .from(offerings)
    .leftJoin(careers, eq(careers.id, offerings.careerId))
    .where(eq(offerings.institutionId, institutionId))
    .orderBy(confirmedFirstSql, asc(offerings.programName), asc(offerings.regionName), asc(offerings.id));
}
