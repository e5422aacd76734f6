import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { careers } from "@/lib/db/schema";

export type CareerArea = { slug: string; name: string };

/**
 * The `area_id` of donde-estudiar (login v2 sends the area of the first chosen
 * career): a career area slug ("ingenieria") or a career id, whose area is used.
 */
export async function resolveCareerArea(areaId: string | null | undefined): Promise<CareerArea | null> {
  const value = areaId?.trim();
  if (!value || value.length > 100) return null;
  const db = await getDb();
  const where = /^\d{1,9}$/.test(value) ? eq(careers.id, Number(value)) : /^[a-z0-9-]+$/.test(value) ? eq(careers.areaSlug, value) : null;
  if (!where) return null;
  const [row] = await db.select({ slug: careers.areaSlug, name: careers.area }).from(careers).where(where).limit(1);
  return row ? { slug: row.slug, name: row.name.charAt(0).toLocaleUpperCase("es-PE") + row.name.slice(1) } : null;
}
