import path from "node:path";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";
import { guardPglite, guardPool, markTransactions } from "./guard";
import { RemotePglite } from "./pglite-ipc.mjs";
import { keepReads } from "./read-cache.mjs";
import { liveEnv } from "@/lib/config/env";

/**
 * One Drizzle API over either engine: PGlite (embedded, the default) or a PostgreSQL pool
 * (`DATABASE_URL`). Both expose the same query builder; the node-postgres one is typed as the
 * PGlite one so that domain code has a single type to import.
 */
export type Db = PgliteDatabase<typeof schema>;

export type DbHandle = {
  db: Db;
  /**
   * The same database for the few reads whose answers may be kept a few seconds while nothing that
   * could change them is written (lib/db/read-cache.mjs: the session lookup); the plain `db` where
   * nothing is kept (PostgreSQL).
   */
  kept?: Db;
  /**
   * Runs statements in one transaction in one message to the process that owns the embedded
   * database (lib/db/pglite-ipc.mjs), where a transaction would otherwise hold the single
   * connection across a round trip per statement.
   */
  batch?: (statements: { text: string; params: unknown[] }[]) => Promise<void>;
  engine: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type DbOptions = {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or "memory://" for an in-memory database. */
  dir?: string;
  /** A PGlite dump (from `dumpDataDir`) to start from: used by the test harness. */
  loadDataDir?: Blob | File;
  /**
   * A query on the root handle inside an open transaction's callback throws instead of running
   * (lib/db/guard.ts): the tests and development turn it on.
   */
  strictTransactions?: boolean;
  /**
   * The longest a statement (and, on PGlite, a transaction or the wait for its single connection)
   * may take before it fails; 0 or absent: no bound (migrations, the seed, scripts).
   */
  timeoutMs?: number;
};

export function defaultPgliteDir(): string {
  return liveEnv("PGLITE_DIR")?.trim() || path.join(process.cwd(), ".data", "pglite");
}

export async function openDb(options: DbOptions = {}): Promise<DbHandle> {
  if (options.url) {
    const bound = options.timeoutMs ? { statement_timeout: options.timeoutMs, idle_in_transaction_session_timeout: options.timeoutMs } : {};
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5000, ...bound });
    // An idle client that loses its server must not crash the process: the next query fails instead.
    pool.on("error", () => {});
    if (options.strictTransactions) guardPool(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (options.strictTransactions) markTransactions(db as never);
    return { db, engine: "postgres", close: () => pool.end() };
  }
  const dir = options.dir ?? defaultPgliteDir();
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  guardPglite(client, { strict: Boolean(options.strictTransactions), timeoutMs: options.timeoutMs ?? 0 });
  keepReads(client);
  const db = drizzlePglite(client, { schema });
  if (options.strictTransactions) markTransactions(db as never);
  return { db, kept: keptReadsDb(client), engine: "pglite", close: () => client.close() };
}

type Holder = { handle?: Promise<DbHandle> };
// Kept on globalThis so that route handlers, server components and dev reloads share one
// connection (PGlite allows a single opener per data directory).
const holder = ((globalThis as { __rumboDb?: Holder }).__rumboDb ??= {});

export function envDbOptions(): DbOptions {
  const url = liveEnv("DATABASE_URL")?.trim();
  return url ? { url } : { dir: defaultPgliteDir() };
}

/**
 * The server's bound on one statement (and, on PGlite, one transaction or the wait for the single
 * connection): `RUMBO_DB_TIMEOUT_MS`, 15 s unless said; one stuck request cannot hold the site.
 */
export function serverDbTimeoutMs(): number {
  const value = Number(liveEnv("RUMBO_DB_TIMEOUT_MS"));
  return Number.isFinite(value) && value > 0 ? value : 15_000;
}

/**
 * A worker of scripts/cluster.mjs on the embedded database: the primary opened it and answers
 * this process's statements over the cluster channel (lib/db/pglite-ipc.mjs).
 */
function sharedPglite(): boolean {
  return liveEnv("RUMBO_PGLITE_IPC") === "1" && !liveEnv("DATABASE_URL")?.trim() && typeof process.send === "function";
}

function openSharedPglite(timeoutMs: number): DbHandle {
  const client = new RemotePglite({ timeoutMs });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    kept: keptReadsDb(client),
    batch: (statements) => client.batch(statements),
    engine: "pglite",
    close: () => client.close(),
  };
}

/** A Drizzle whose reads go through the owner's `cachedQuery` (lib/db/read-cache.mjs); only reads. */
function keptReadsDb(client: object): Db | undefined {
  const owner = client as { cachedQuery?: (text: string, params?: unknown[], options?: unknown) => Promise<unknown> };
  if (typeof owner.cachedQuery !== "function") return undefined;
  const cachedQuery = owner.cachedQuery.bind(client);
  const reader = {
    query: (text: string, params?: unknown[], options?: unknown) => cachedQuery(text, params, options),
    exec: () => Promise.reject(new Error("Only reads go through the kept answers.")),
    transaction: () => Promise.reject(new Error("Only reads go through the kept answers.")),
  };
  return drizzlePglite({ client: reader as unknown as PGlite, schema });
}

/** The process-wide database, opened on first use from the environment. */
export function getDbHandle(): Promise<DbHandle> {
  if (!holder.handle) {
    holder.handle = sharedPglite()
      ? Promise.resolve(openSharedPglite(serverDbTimeoutMs()))
      : openDb({
          ...envDbOptions(),
          timeoutMs: serverDbTimeoutMs(),
          strictTransactions: liveEnv("NODE_ENV") === "development",
        });
    // A failed open is not cached: the next request tries again (and answers 503 meanwhile).
    holder.handle.catch(() => {
      holder.handle = undefined;
    });
  }
  return holder.handle;
}

/**
 * Nothing reads the database while `next build` prerenders: a page or metadata that
 * asks for it during the build is marked dynamic through `connection()` and rendered on demand, so
 * the build needs no database and never bakes in the build machine's data.
 */
async function deferDuringBuild(): Promise<void> {
  if (liveEnv("NEXT_PHASE") !== "phase-production-build") return;
  const { connection } = await import("next/server");
  await connection();
  // Outside a prerender (a build-time route handler or script) there is nothing to defer to.
  throw new Error("La base de datos no se lee durante la compilación.");
}

export async function getDb(): Promise<Db> {
  await deferDuringBuild();
  return (await getDbHandle()).db;
}

/** A statement built by Drizzle and not yet run. */
export type BuiltStatement = PromiseLike<unknown> & { toSQL(): { sql: string; params: unknown[] } };

/**
 * Writes that go together (all or none) and need nothing from each other's answers, built on the
 * database they are given: in one transaction, which on the embedded database shared by several
 * workers is one message to the primary instead of a round trip per statement (a registration
 * under a classroom's load held the single connection for every worker meanwhile).
 */
export async function writeTogether(build: (db: Db) => BuiltStatement[]): Promise<void> {
  await deferDuringBuild();
  const handle = await getDbHandle();
  if (handle.batch) {
    await handle.batch(
      build(handle.db).map((statement) => {
        const { sql, params } = statement.toSQL();
        return { text: sql, params };
      }),
    );
    return;
  }
  await handle.db.transaction(async (tx) => {
    for (const statement of build(tx as unknown as Db)) await statement;
  });
}

/**
 * The database for a read whose answer may be a few seconds old unless something that could
 * change it was written (lib/db/read-cache.mjs; only the session lookup uses it): on PGlite its
 * answers are kept by the process that owns the database, on PostgreSQL it is `getDb()`.
 */
export async function getKeptReadsDb(): Promise<Db> {
  await deferDuringBuild();
  const handle = await getDbHandle();
  return handle.kept ?? handle.db;
}

/** Test harness: make `getDb()` return this database. */
export function setDbHandle(handle: DbHandle | undefined) {
  holder.handle = handle ? Promise.resolve(handle) : undefined;
}
