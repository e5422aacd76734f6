import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { careers, regions } from "@/lib/db/schema";

export type CareerOption = { id: number; name: string; area: string };
export type RegionOption = { slug: string; name: string };

/** What the v2 register offers to choose from: the catalogue's careers (by area) and regions. */
export async function registerV2Options(): Promise<{ careers: CareerOption[]; regions: RegionOption[] }> {
  const db = await getDb();
  const [careerRows, regionRows] = await Promise.all([
    db.select({ id: careers.id, name: careers.name, area: careers.area }).from(careers).orderBy(asc(careers.area), asc(careers.name)),
    db.select({ slug: regions.slug, name: regions.name }).from(regions).orderBy(asc(regions.name)),
  ]);
  return { careers: careerRows, regions: regionRows };
}
