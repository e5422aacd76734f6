/**
 * The directory search with 10× the seeded institutions, on an in-memory PGlite (or on
 * PostgreSQL with DATABASE_URL pointing at a throwaway database):
 *
 *   node --conditions=react-server --import tsx scripts/bench-catalogue-scale.ts [--factor 10]
 *
 * Seeds, copies every institution (factor − 1) times with its offerings, runs ANALYZE, then times
 * `queryInstitutionPage` (the uncached query behind GET /api/institution) for real searches and prints
 * p50/p95 per engine, and whether the plan uses the trigram index.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb, setDbHandle } from "../lib/db/client";
import { runMigrations } from "../lib/db/migrate";
import { seedAll } from "@/lib/seed";
import { queryInstitutionPage } from "../lib/server/catalogue/list-institutions";
import { institutionSearchText } from "../lib/server/catalogue/search-text";
import { containsPattern } from "../lib/db/sql";

const factorArg = process.argv.indexOf("--factor");
const factor = factorArg > 0 ? Number(process.argv[factorArg + 1]) : 10;
const terms = [
  "san marcos",
  "UNMSM",
  "católica",
  "ingeniería",
  "senati",
  "cayetano",
  "lima",
  "nacional",
  "tecnológico",
  "pedagógico",
  "arequipa",
  "cesar vallejo",
];

async function main() {
  const url = process.env.DATABASE_URL?.trim();
  const handle = await openDb(url ? { url } : { dir: "memory://" });
  setDbHandle(handle);
  await runMigrations(handle);
  await seedAll(handle.db, { log: () => {}, reportDir: mkdtempSync(path.join(os.tmpdir(), "rumbo-bench-")) });
  const db = handle.db;
  await db.execute(sql`delete from institutions where slug like '%-copia-%'`);
  await db.execute(sql`
    insert into institutions (slug, name, source_name, short_name, kind, gestion, region_id, province, district, licence_status, licence_label, licence_data_cut, source)
    select i.slug || '-copia-' || g, i.name || ' ' || g, i.source_name, i.short_name, i.kind, i.gestion, i.region_id, i.province, i.district, i.licence_status, i.licence_label, i.licence_data_cut, i.source
    from institutions i cross join generate_series(1, ${factor - 1}) g`);
  await db.execute(sql`
    insert into offerings (institution_id, career_id, source_key, program_name, family, slug, region_id, region_name, cost_min_cents, cost_max_cents, admission_rate, income, sources)
    select c.id, o.career_id, o.source_key || '-copia-' || c.id, o.program_name, o.family, o.slug, o.region_id, o.region_name, o.cost_min_cents, o.cost_max_cents, o.admission_rate, o.income, o.sources
    from offerings o join institutions i on i.id = o.institution_id join institutions c on c.slug like i.slug || '-copia-%'`);
  await db.execute(sql`analyze`);
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from institutions`)).rows as { n: number }[];
  const [{ m }] = (await db.execute(sql`select count(*)::int as m from offerings`)).rows as { m: number }[];

  const plan = (
    await db.execute(sql`explain select id from institutions where ${institutionSearchText} like ${containsPattern("marcos")}`)
  ).rows
    .map((r) => Object.values(r as Record<string, string>)[0])
    .join(" | ");

  const times: number[] = [];
  const perTerm: Record<string, number> = {};
  for (const t of terms) await queryInstitutionPage({ search: t, page: 1, perPage: 20 });
  for (let round = 0; round < 10; round++) {
    for (const t of terms) {
      const start = performance.now();
      await queryInstitutionPage({ search: t, page: 1, perPage: 20 });
      const ms = performance.now() - start;
      times.push(ms);
      perTerm[t] = Math.max(perTerm[t] ?? 0, Math.round(ms));
    }
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(1);
  console.log(
    JSON.stringify({
      engine: handle.engine,
      factor,
      institutions: n,
      offerings: m,
      queries: times.length,
      p50ms: Number(pct(50)),
      p95ms: Number(pct(95)),
      slowestByTerm: perTerm,
      plan,
    }),
  );
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
