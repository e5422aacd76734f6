import "server-only";
import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { careers, institutions, offerings } from "@/lib/db/schema";

export type CatalogueStats = { universities: number; institutes: number; careers: number; offerings: number };

/** How much of Peru's catalogue Rumbo holds: shown on the landing page. */
export async function getCatalogueStats(): Promise<CatalogueStats> {
  const db = await getDb();
  const [[u], [i], [c], [o]] = await Promise.all([
    db.select({ n: count() }).from(institutions).where(eq(institutions.kind, "universidad")),
    db.select({ n: count() }).from(institutions).where(eq(institutions.kind, "instituto")),
    db.select({ n: count() }).from(careers),
    db.select({ n: count() }).from(offerings),
  ]);
  return { universities: u.n, institutes: i.n, careers: c.n, offerings: o.n };
}
