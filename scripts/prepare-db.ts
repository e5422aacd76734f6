import { parseEnv } from "@/lib/config/env";
import { envDbOptions, openDb } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { seedAll } from "@/lib/seed";
import { seedDemoUsers } from "@/lib/seed/demo-users";
import { ensureAdminFromEnv } from "@/lib/seed/first-admin";
import { closeInvalidationPublisher, publishInvalidation } from "@/lib/server/cache/broadcast";

/**
 * What `npm start` does before serving: validate the environment, apply migrations and seed
 * whatever data changed since the last start (the seed skips unchanged files), and create or
 * update the admin of RUMBO_ADMIN_EMAIL / RUMBO_ADMIN_PASSWORD.
 */
async function main() {
  parseEnv(process.env);
  const started = Date.now();
  const options = envDbOptions();
  const handle = await openDb(options);
  try {
    await runMigrations(handle);
    await seedAll(handle.db, { log: (line) => console.log(line) });
    await seedDemoUsers(handle.db, (line) => console.log(line));
    // Other instances already serving this database (REDIS_URL) drop their cached page data.
    await publishInvalidation(["*"]);
    await closeInvalidationPublisher();
    // The first admin of a real deployment (the demo admin exists only in development and tests).
    await ensureAdminFromEnv(handle.db, process.env, (line) => console.log(line));
  } finally {
    await handle.close();
  }
  const where = handle.engine === "pglite" ? `PGlite en ${options.dir}` : "PostgreSQL";
  console.log(`Base de datos lista (${where}) en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
