import { envDbOptions, openDb } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";

/** `npm run db:migrate`: applies the generated SQL migrations to the configured database. */
async function main() {
  const options = envDbOptions();
  const handle = await openDb(options);
  try {
    await runMigrations(handle);
    console.log(`Migraciones aplicadas (${handle.engine === "pglite" ? `PGlite en ${options.dir}` : "PostgreSQL"}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`No se pudieron aplicar las migraciones: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
