import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { DbHandle } from "./client";

export const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

/** Applies the generated SQL migrations; the same files run on PGlite and PostgreSQL. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.engine === "pglite") {
    await migratePglite(handle.db, { migrationsFolder });
  } else {
    // The node-postgres migrator takes the same drizzle object; only its static type differs.
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}
