import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
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
 * How many vitest workers run API files at once (vitest.config.ts's maxWorkers): on PostgreSQL each
 * has its own copy of the seeded database, so files run in parallel as on PGlite.
 */
export const API_WORKERS = Math.max(2, os.availableParallelism() - 1);

/** The database of vitest worker `pool` (VITEST_POOL_ID, 1…API_WORKERS): `<base>_w<pool>` on the same server. */
export function workerDatabaseUrl(url: string, pool: number): string {
  const parsed = new URL(url);
  parsed.pathname = `${parsed.pathname}_w${pool}`;
  return parsed.toString();
}

/** Runs statements on the server's `postgres` database (CREATE/DROP DATABASE cannot run inside the one they copy). */
async function onServer(url: string, statements: string[]) {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
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
    // One copy per worker, made from the seeded database as a template (a file copy: fast).
    const base = new URL(url).pathname.slice(1);
    const copies = Array.from({ length: API_WORKERS }, (_, i) => `"${base}_w${i + 1}"`);
    await onServer(url, [
      ...copies.map((db) => `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`),
      ...copies.map((db) => `CREATE DATABASE ${db} TEMPLATE "${base}"`),
    ]);
    project.provide("testDatabaseUrl", url);
    project.provide("dbDumpPath", "");
    return () =>
      onServer(
        url,
        copies.map((db) => `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`),
      );
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
