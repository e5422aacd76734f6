/**
 * The demo alliance: the Universidad de Lima offers 30 days of
 * the self-guided plan to whoever registers through `/alliance/ulima`. Idempotent: created once
 * (by nickname), then edited as data. No "server-only": the seed runs from scripts and tests.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { alliances, institutions } from "@/lib/db/schema";

export const demoAlliance = {
  nickname: "ulima",
  institutionSlug: "universidad-de-lima",
  name: "Universidad de Lima",
  benefit:
    "30 días del plan autoguiado de Rumbo gratis: el «Reto» de tu vocación, la revisión escrita de tu resultado por un orientador y el coach digital.",
  benefitPlanSlug: "autoguiado",
  benefitDays: 30,
};

export async function seedAlliances(db: Db, opts: { log?: (line: string) => void } = {}): Promise<number> {
  const [existing] = await db
    .select({ id: alliances.id })
    .from(alliances)
    .where(eq(sql`lower(${alliances.nickname})`, demoAlliance.nickname))
    .limit(1);
  if (existing) return 0;
  const [institution] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.slug, demoAlliance.institutionSlug))
    .limit(1);
  const { institutionSlug: _slug, ...values } = demoAlliance;
  const inserted = await db
    .insert(alliances)
    .values({ ...values, institutionId: institution?.id ?? null })
    .onConflictDoNothing()
    .returning({ id: alliances.id });
  if (inserted.length) opts.log?.(`Alianza de demostración creada: /alliance/${demoAlliance.nickname}.`);
  return inserted.length;
}
