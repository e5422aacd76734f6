import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Stand } from "@/lib/contracts/fair";
import { isSlug } from "@/lib/contracts/slug";
import { getDb } from "@/lib/db/client";
import { fairStands, institutions, regions } from "@/lib/db/schema";
import { findCurrentFair, listConferencesByStand } from "./conferences";

async function selectStands(where: SQL, userId: string | null, now: Date): Promise<Stand[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: fairStands.id,
      headline: fairStands.headline,
      description: fairStands.description,
      highlights: fairStands.highlights,
      institutionId: institutions.id,
      slug: institutions.slug,
      name: institutions.name,
      shortName: institutions.shortName,
      kind: institutions.kind,
      website: institutions.website,
      region: regions.name,
    })
    .from(fairStands)
    .innerJoin(institutions, eq(institutions.id, fairStands.institutionId))
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .where(where)
    .orderBy(asc(fairStands.position), asc(institutions.name));
  const conferences = await listConferencesByStand(
    rows.map((r) => r.id),
    userId,
    now,
  );
  return rows.map((r) => ({
    id: r.id,
    headline: r.headline,
    description: r.description,
    highlights: r.highlights,
    institution: {
      id: r.institutionId,
      slug: r.slug,
      name: r.name,
      shortName: r.shortName,
      kind: r.kind,
      region: r.region,
      website: r.website,
    },
    conferences: conferences.get(r.id) ?? [],
  }));
}

/** The stands of the current fair, in their order. */
export async function listStands({ userId = null, now = new Date() }: { userId?: string | null; now?: Date } = {}): Promise<Stand[]> {
  const fair = await findCurrentFair(now);
  if (!fair) return [];
  return selectStands(eq(fairStands.fairId, fair.id), userId, now);
}

/** One institution's stand at the current fair (the embeddable stand), or null. */
export async function getStandByInstitutionSlug(slug: string, { now = new Date() }: { now?: Date } = {}): Promise<Stand | null> {
  if (!isSlug(slug)) return null;
  const fair = await findCurrentFair(now);
  if (!fair) return null;
  const [stand] = await selectStands(and(eq(fairStands.fairId, fair.id), eq(institutions.slug, slug))!, null, now);
  return stand ?? null;
}
