import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db/client";
import { careers, offerings } from "@/lib/db/schema";
import type { FigureSource } from "@/lib/db/schema";
import type { OfferingDto } from "@/lib/contracts/catalogue";

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
  };
}

/**
 * The offerings of one institution, with their catalogue career (left join), by programme, region
 * and id; the caller picks the columns (the profile: offeringColumns; the admin: its own).
 */
export async function institutionOfferingRows(columns: SelectedFields, institutionId: number): Promise<unknown[]> {
  const db = await getDb();
  return db
    .select(columns)
    .from(offerings)
    .leftJoin(careers, eq(careers.id, offerings.careerId))
    .where(eq(offerings.institutionId, institutionId))
    .orderBy(asc(offerings.programName), asc(offerings.regionName), asc(offerings.id));
}
