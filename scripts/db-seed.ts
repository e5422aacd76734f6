/**
 * npm run db:seed [-- --force]
 * Opens the database from the environment (DATABASE_URL, or PGlite in PGLITE_DIR / .data/pglite),
 * applies the migrations and loads the catalogue (idempotent; unchanged steps are skipped unless
 * --force). The import report is written to reports/seed-report.{json,txt}.
 */
import { envDbOptions, openDb, type DbHandle } from "../lib/db/client";
import { closeInvalidationPublisher, publishInvalidation } from "../lib/server/cache/broadcast";
import { runMigrations } from "../lib/db/migrate";
import { seedAll } from "@/lib/seed";
import { seedDemoUsers } from "@/lib/seed/demo-users";

async function main(): Promise<number> {
  const force = process.argv.includes("--force");
  let handle: DbHandle | undefined;
  try {
    handle = await openDb(envDbOptions());
    await runMigrations(handle);
    const report = await seedAll(handle.db, { force, log: (line) => console.log(line) });
    await seedDemoUsers(handle.db, (line) => console.log(line));
    // Running instances sharing this database (REDIS_URL) drop the pages' cached data now; a
    // server started later begins with an empty cache anyway.
    await publishInvalidation(["*"]);
    await closeInvalidationPublisher();
    const c = report.counts;
    console.log(
      `Listo: ${c.regions} regiones, ${c.universities} universidades, ${c.institutes} institutos, ${c.careers} carreras, ${c.offerings} ofertas, ${c.schools} colegios.`,
    );
    if (report.files) console.log(`Informe de importación: ${report.files.txt} (y ${report.files.json})`);
    return 0;
  } catch (e) {
    console.error(`No se pudo cargar el catálogo: ${e instanceof Error ? e.message : String(e)}`);
    if (e instanceof Error && e.stack && process.env.DEBUG) console.error(e.stack);
    return 1;
  } finally {
    await handle?.close().catch(() => {});
  }
}

main().then((code) => process.exit(code));
