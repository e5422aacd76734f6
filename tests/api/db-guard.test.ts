import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openDb } from "@/lib/db/client";
import { DbTimeoutError } from "@/lib/db/guard";

/**
 * The server's time bound on the database (lib/db/client.ts `timeoutMs`): a stuck query or, on the
 * embedded database, a transaction that never ends fails after the bound and leaves the connection
 * free for the next request, instead of holding the site until a restart.
 */
describe("límite de tiempo de la base de datos", () => {
  it.runIf(!inject("testDatabaseUrl"))(
    "PGlite: una transacción que no termina se deshace al vencer el límite y la conexión queda libre",
    async () => {
      const handle = await openDb({ dir: "memory://", timeoutMs: 300, strictTransactions: true });
      try {
        const { db } = handle;
        await db.execute(sql`create table t (n int)`);
        let late: Promise<unknown> | undefined;
        const stuck = db.transaction(async (tx) => {
          await tx.execute(sql`insert into t values (1)`);
          await new Promise((resolve) => setTimeout(resolve, 600));
          // Whatever the abandoned callback tries afterwards fails instead of running outside it.
          late = tx.execute(sql`insert into t values (2)`);
          await late.catch(() => {});
        });
        // A request that arrives meanwhile waits for the single connection, but not forever.
        const waiting = db.execute(sql`select count(*)::int as n from t`);
        await expect(stuck).rejects.toBeInstanceOf(DbTimeoutError);
        const settled = waiting.then(
          () => "answered",
          () => "answered",
        );
        expect(await Promise.race([settled, new Promise((resolve) => setTimeout(() => resolve("hung"), 2_000))])).toBe("answered");
        await new Promise((resolve) => setTimeout(resolve, 400));
        await expect(late).rejects.toThrow();
        const after = await db.execute(sql`select count(*)::int as n from t`);
        expect((after as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
      } finally {
        await handle.close();
      }
    },
  );

  it.runIf(Boolean(inject("testDatabaseUrl")))(
    "PostgreSQL: statement_timeout corta una consulta larga y el pool sigue respondiendo",
    async () => {
      const handle = await openDb({ url: inject("testDatabaseUrl"), timeoutMs: 300 });
      try {
        const started = Date.now();
        await expect(handle.db.execute(sql`select pg_sleep(3)`)).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(2_000);
        await expect(handle.db.execute(sql`select 1`)).resolves.toBeDefined();
      } finally {
        await handle.close();
      }
    },
  );
});
