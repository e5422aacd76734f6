import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDb } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { seedAll } from "@/lib/seed";

declare module "vitest" {
  export interface ProvidedContext {
    dbDumpPath: string;
    testDatabaseUrl: string;
  }
}

/**
 * Prepares the database the API suite runs against, once per run:
 * - by default an in-memory PGlite, migrated and seeded, dumped to a file that every test file
 *   loads into its own fresh in-memory PGlite (fast and isolated);
 * - with TEST_DATABASE_URL, that PostgreSQL database, migrated and seeded in place.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL?.trim() ?? "";
  const quiet = { log: () => {} };
  if (url) {
    const handle = await openDb({ url });
    await runMigrations(handle);
    await seedAll(handle.db, quiet);
    await handle.close();
    project.provide("testDatabaseUrl", url);
    project.provide("dbDumpPath", "");
    return;
  }
  const handle = await openDb({ dir: "memory://" });
  await runMigrations(handle);
  await seedAll(handle.db, quiet);
  const client = (handle.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  const dir = mkdtempSync(path.join(os.tmpdir(), "rumbo-db-"));
  const file = path.join(dir, "seeded.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("dbDumpPath", file);
  project.provide("testDatabaseUrl", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
