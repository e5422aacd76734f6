import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { Pool } from "pg";

/**
 * Two guards around the database handle (lib/db/client.ts):
 *
 * - **strict transactions** (the tests, both engines; development): a query sent on the root handle
 *   (`db`) from inside an open transaction's callback throws at once instead of running. On the
 *   embedded database (one connection) such a query waits for the transaction that waits for it:
 *   the process stops answering. On PostgreSQL it takes a second connection and does not see the
 *   transaction's own writes. Either way it is a bug; the guard makes it fail loudly in a test.
 * - **a time bound** (the server): a query, or a transaction on the embedded database, that takes
 *   longer than the limit fails instead of holding the connection, so one stuck request cannot hold
 *   the site (on PostgreSQL the server's own `statement_timeout` and
 *   `idle_in_transaction_session_timeout` do it, set on the pool in `openDb`).
 */
const openTransaction = new AsyncLocalStorage<{ startedAt: number }>();

export class RootQueryInTransactionError extends Error {
  constructor(text: unknown) {
    super(
      "A query was sent on the root database handle while a transaction is open in the same request: " +
        "use the transaction (`tx`) inside `db.transaction(...)`, or run the query after it ends. " +
        `Query: ${String(text).slice(0, 200)}`,
    );
    this.name = "RootQueryInTransactionError";
  }
}

export class DbTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`Database ${what} took longer than ${ms} ms and was abandoned.`);
    this.name = "DbTimeoutError";
  }
}

/** Whether the calling code runs inside a transaction callback opened on the root handle. */
export function inOpenTransaction(): boolean {
  return openTransaction.getStore() !== undefined;
}

function assertOutsideTransaction(text: unknown): void {
  if (openTransaction.getStore()) throw new RootQueryInTransactionError(text);
}

/** `promise`, or a rejection after `ms` (`onTimeout` runs first); 0 means no bound. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  if (!ms) return promise;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new DbTimeoutError(what, ms));
    }, ms);
    timer.unref?.();
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

type Transactional = { transaction: (fn: (tx: never) => Promise<unknown>, config?: unknown) => Promise<unknown> };

/** Marks the callbacks of `db.transaction(...)` so that the root query guard can see them. */
export function markTransactions(db: Transactional): void {
  const original = db.transaction.bind(db);
  db.transaction = ((fn: (tx: never) => Promise<unknown>, config?: unknown) =>
    original((tx: never) => openTransaction.run({ startedAt: Date.now() }, () => fn(tx)), config)) as Transactional["transaction"];
}

/**
 * The embedded client: root queries refused inside a transaction (strict), root queries bounded in
 * time (waiting for the single connection included), and a transaction that outlives the bound is
 * rolled back and its handle closed, so that its late queries fail instead of running outside it.
 */
export function guardPglite(client: PGlite, options: { strict: boolean; timeoutMs: number }): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], opts?: unknown) => {
    if (options.strict) assertOutsideTransaction(text);
    return withTimeout(query(text, params, opts as never), options.timeoutMs, "query");
  }) as PGlite["query"];
  client.exec = ((text: string, opts?: unknown) => {
    if (options.strict) assertOutsideTransaction(text);
    return withTimeout(exec(text, opts as never), options.timeoutMs, "query");
  }) as PGlite["exec"];
  if (!options.timeoutMs) return;
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      let abandoned = false;
      const check = () => {
        if (abandoned) throw new DbTimeoutError("transaction", options.timeoutMs);
      };
      const bounded: Transaction = {
        query: (async (...args: Parameters<Transaction["query"]>) => (check(), tx.query(...args))) as Transaction["query"],
        sql: (async (...args: Parameters<Transaction["sql"]>) => (check(), tx.sql(...args))) as Transaction["sql"],
        exec: async (...args) => (check(), tx.exec(...args)),
        rollback: async () => (check(), tx.rollback()),
        listen: async (...args) => (check(), tx.listen(...args)),
        get closed() {
          return abandoned || tx.closed;
        },
      };
      return withTimeout(fn(bounded), options.timeoutMs, "transaction", () => {
        abandoned = true;
      });
    })) as PGlite["transaction"];
}

/** The PostgreSQL pool: root queries refused inside a transaction (strict). */
export function guardPool(pool: Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const first = args[0];
    assertOutsideTransaction(typeof first === "object" && first && "text" in first ? (first as { text: unknown }).text : first);
    return query(...args);
  }) as Pool["query"];
}
