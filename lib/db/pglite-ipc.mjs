/**
 * The embedded database on every core: PGlite allows one opener per data directory,
 * so under scripts/cluster.mjs with more than one worker the primary opens it (`ownPglite`) and
 * each worker talks to it over Node's cluster IPC through `RemotePglite`, which has the part of
 * PGlite's interface Drizzle uses (`query`, `exec`, `transaction`). The workers render pages and
 * run route handlers on both cores; the database's own work (PGlite runs Postgres compiled to
 * WebAssembly, on the thread that opened it) no longer shares a thread with them.
 *
 * Semantics are the single connection's, as in one process: PGlite runs one statement at a time,
 * and while a transaction is open (begun by one worker, for one request) every other statement, of
 * any worker, waits for it to end. A transaction lives in the primary inside PGlite's own
 * `transaction()`: the worker sends its statements one by one, then commit or rollback; a
 * transaction whose worker dies, or that outlives `timeoutMs`, is rolled back.
 *
 * Messages go over the cluster channel with `serialization: "advanced"` (structured clone:
 * bigint, dates, bytes and nested JSON arrive as they left). Errors arrive with their name,
 * message and the PostgreSQL fields (`code`, `constraint`, `detail`…) that the app reads.
 * Plain JavaScript: the primary is a plain Node script; types in pglite-ipc.d.mts.
 */
const MARK = "rumboDb";
const STATE = Symbol.for("rumbo.pgliteIpc");
/** The error fields kept across the channel (PGlite's DatabaseError carries PostgreSQL's). */
const ERROR_FIELDS = ["code", "detail", "hint", "constraint", "table", "column", "schema", "severity", "position", "where", "routine"];
/** The only query options that cross: PGlite's row mode and the types whose text is kept as is. */
const PROBE = "rumbo-parser-probe";

/** An error as it crosses the channel. */
function packError(error) {
  const source = error instanceof Error ? error : new Error(String(error));
  const packed = { name: source.name, message: source.message };
  for (const field of ERROR_FIELDS) if (source[field] !== undefined) packed[field] = source[field];
  return packed;
}

/** The error again on the worker's side, with the same name, message and PostgreSQL fields. */
function unpackError(packed) {
  const error = new Error(packed.message);
  error.name = packed.name;
  for (const field of ERROR_FIELDS) if (packed[field] !== undefined) error[field] = packed[field];
  return error;
}

/** The database's bound on a statement or a transaction, as lib/db/guard.ts names it. */
function timeoutError(what, ms) {
  const error = new Error(`Database ${what} took longer than ${ms} ms and was abandoned.`);
  error.name = "DbTimeoutError";
  return error;
}

/**
 * PGlite's query options as they cross: `rowMode`, and the type ids whose parser keeps the text
 * (Drizzle's `(value) => value` for dates, timestamps, intervals). Any other option or parser
 * cannot cross (a function stays in its process): it throws.
 */
function packOptions(options) {
  if (!options) return undefined;
  const packed = {};
  for (const [key, value] of Object.entries(options)) {
    if (key === "rowMode") packed.rowMode = value;
    else if (key === "parsers") {
      packed.keepText = Object.entries(value ?? {}).map(([oid, parse]) => {
        if (parse(PROBE, Number(oid)) !== PROBE)
          throw new Error(`Only text-keeping parsers cross to the database's process (type ${oid}).`);
        return Number(oid);
      });
    } else if (value !== undefined) throw new Error(`The query option «${key}» does not cross to the database's process.`);
  }
  return packed;
}

function unpackOptions(packed) {
  if (!packed) return undefined;
  const options = {};
  if (packed.rowMode) options.rowMode = packed.rowMode;
  if (packed.keepText) options.parsers = Object.fromEntries(packed.keepText.map((oid) => [oid, (value) => value]));
  return options;
}

/** Resolves or rejects the call a reply answers (anything else on the channel is not for it). */
function settle(state, message) {
  const reply = message && typeof message === "object" ? message[MARK] : undefined;
  const waiting = reply && typeof reply.id === "number" ? state.pending.get(reply.id) : undefined;
  if (!waiting) return;
  state.pending.delete(reply.id);
  if (reply.ok) waiting.resolve(reply.result);
  else waiting.reject(unpackError(reply.error));
}

/** The state of this process's side of the channel: one per process (Next compiles modules more than once). */
function workerState() {
  const global = /** @type {any} */ (globalThis);
  if (!global[STATE]) {
    const state = { next: 0, pending: new Map() };
    global[STATE] = state;
    process.on("message", (message) => {
      settle(state, message);
    });
    // The primary is gone (it takes the database with it): nothing pending will be answered.
    process.on("disconnect", () => {
      for (const waiting of state.pending.values()) waiting.reject(new Error("PGlite is closed: the server's primary process is gone."));
      state.pending.clear();
    });
  }
  return global[STATE];
}

/**
 * A worker's PGlite: each call goes to the primary (`ownPglite`) and resolves with its answer.
 * A statement (and the wait for the single connection) is bounded by `timeoutMs` here; a
 * transaction, by the primary.
 */
export class RemotePglite {
  /** @param {{ timeoutMs?: number; send?: (message: unknown) => void }} [options] */
  constructor({ timeoutMs = 0, send } = {}) {
    this.timeoutMs = timeoutMs;
    this.send = send ?? ((message) => process.send(message));
    this.state = send ? { next: 0, pending: new Map() } : workerState();
    this.nextTx = 0;
  }

  /** A reply to this process (the tests' in-process channel calls it; a worker's comes through `process.on("message")`). */
  receive(message) {
    settle(this.state, message);
  }

  call(request, bound = true) {
    const id = ++this.state.next;
    return new Promise((resolve, reject) => {
      let timer;
      const settle = (fn) => (value) => {
        clearTimeout(timer);
        fn(value);
      };
      this.state.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
      if (bound && this.timeoutMs) {
        timer = setTimeout(() => {
          // Its answer, if it ever comes, finds nobody waiting.
          this.state.pending.delete(id);
          reject(
            timeoutError(
              request.op === "query" || request.op === "exec" || request.op === "cached" ? "query" : "transaction",
              this.timeoutMs,
            ),
          );
        }, this.timeoutMs);
        timer.unref?.();
      }
      try {
        this.send({ [MARK]: { id, ...request } });
      } catch (error) {
        this.state.pending.delete(id);
        clearTimeout(timer);
        reject(new Error(`PGlite is closed: ${error instanceof Error ? error.message : String(error)}`));
      }
    });
  }

  query(text, params, options) {
    return this.call({ op: "query", text, params, options: packOptions(options) });
  }

  exec(text, options) {
    return this.call({ op: "exec", text, options: packOptions(options) });
  }

  /** Statements run in one transaction by the primary, sent and answered as one message. */
  async batch(statements) {
    await this.call({ op: "batch", statements });
  }

  /** A read the primary may answer from its kept answers (lib/db/read-cache.mjs). */
  cachedQuery(text, params, options) {
    return this.call({ op: "cached", text, params, options: packOptions(options) });
  }

  /** `fn(tx)` inside one transaction in the primary: committed when it resolves, rolled back when it throws. */
  async transaction(fn) {
    const tx = `${process.pid}:${++this.nextTx}`;
    // The wait for the connection is bounded here; the transaction's life, by the primary.
    try {
      await this.call({ op: "begin", tx });
    } catch (error) {
      // Given up waiting: if the primary opens it later, it finds this rollback first and lets go at once.
      this.call({ op: "rollback", tx }, false).catch(() => {});
      throw error;
    }
    let closed = false;
    const step = (op, text, params, options) => {
      if (closed) return Promise.reject(new Error("This transaction is already closed."));
      return this.call({ op, tx, text, params, options: packOptions(options) }, false);
    };
    const handle = {
      query: (text, params, options) => step("query", text, params, options),
      sql: () => Promise.reject(new Error("tx.sql`…` does not cross to the database's process: use tx.query.")),
      exec: (text, options) => step("exec", text, undefined, options),
      rollback: async () => {
        await step("rollback");
        closed = true;
      },
      listen: () => Promise.reject(new Error("LISTEN does not cross to the database's process.")),
      get closed() {
        return closed;
      },
    };
    let result;
    try {
      result = await fn(handle);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: "rollback", tx }, false).catch(() => {});
      }
      throw error;
    }
    if (closed) return result;
    closed = true;
    await this.call({ op: "commit", tx }, false);
    return result;
  }

  /** The primary closes the database when the server stops. */
  async close() {}
}

/** A rollback the primary was asked for: ends PGlite's `transaction()` without committing. */
class RolledBack extends Error {}

/**
 * The primary's side: runs each worker's requests on `pg` (a PGlite) and answers them.
 * `listen(handler)` gives each request as `(from, message)`; `reply(from, message)` answers it;
 * `onGone(handler)` tells when a sender is gone (its transactions are rolled back).
 * With Node's cluster: `ownPglite(pg, clusterChannel(cluster), { timeoutMs })`.
 * @param {import("@electric-sql/pglite").PGlite} pg
 * @param {{ listen: (handler: (from: unknown, message: any) => void) => void; reply: (to: unknown, message: unknown) => void; onGone: (handler: (who: unknown) => void) => void }} channel
 * @param {{ timeoutMs?: number }} [options]
 */
export function ownPglite(pg, channel, { timeoutMs = 0 } = {}) {
  /** Open transactions by `tx`: their sender and the queue of steps waiting to run in them. */
  const open = new Map();
  /** Why an abandoned transaction ended, for its late statements (kept a minute). */
  const abandoned = new Map();
  const answer = (from, id, outcome) => {
    try {
      channel.reply(from, { [MARK]: { id, ...outcome } });
    } catch {
      // A worker that is exiting: its requests die with it.
    }
  };
  const ok = (from, id) => (result) => answer(from, id, { ok: true, result });
  const failed = (from, id) => (error) => answer(from, id, { ok: false, error: packError(error) });

  function begin(from, id, tx) {
    /** began: the worker was told the transaction is open; final: its commit, once asked. */
    const entry = { from, steps: [], wake: null, abandoned: null, began: false, final: null };
    open.set(tx, entry);
    const nextStep = () =>
      new Promise((resolve, reject) => {
        if (entry.abandoned) return reject(entry.abandoned);
        if (entry.steps.length) return resolve(entry.steps.shift());
        entry.wake = { resolve, reject };
      });
    let timer;
    if (timeoutMs) {
      timer = setTimeout(() => abandon(tx, timeoutError("transaction", timeoutMs)), timeoutMs);
      timer.unref?.();
    }
    pg.transaction(async (handle) => {
      entry.began = true;
      ok(from, id)(null);
      for (;;) {
        const step = await nextStep();
        if (step.op === "commit") return (entry.final = step);
        if (step.op === "rollback") throw Object.assign(new RolledBack(), { step });
        try {
          const options = unpackOptions(step.options);
          const result = step.op === "exec" ? await handle.exec(step.text, options) : await handle.query(step.text, step.params, options);
          ok(from, step.id)(result);
        } catch (error) {
          // Postgres refuses the rest of an aborted transaction; the worker rolls it back.
          failed(from, step.id)(error);
        }
      }
    })
      .then((step) => ok(from, step.id)(null))
      .catch((error) => {
        if (error instanceof RolledBack) return ok(from, error.step.id)(null);
        // Abandoned (time, a dead worker), a failed COMMIT or a BEGIN PGlite refused: whoever waits learns why.
        for (const step of entry.steps) failed(from, step.id)(error);
        if (entry.final) failed(from, entry.final.id)(error);
        if (!entry.began) failed(from, id)(error);
      })
      .finally(() => {
        clearTimeout(timer);
        open.delete(tx);
        if (!entry.abandoned) return;
        abandoned.set(tx, entry.abandoned);
        setTimeout(() => abandoned.delete(tx), 60_000).unref?.();
      });
  }

  function abandon(tx, why) {
    const entry = open.get(tx);
    if (!entry || entry.abandoned) return;
    entry.abandoned = why;
    if (entry.wake) entry.wake.reject(why);
    entry.wake = null;
  }

  channel.listen((from, message) => {
    const request = message?.[MARK];
    if (!request || typeof request.id !== "number") return;
    const { id, op, tx } = request;
    if (op === "begin") return begin(from, id, tx);
    if (tx !== undefined) {
      const entry = open.get(tx);
      if (!entry || entry.from !== from) return failed(from, id)(abandoned.get(tx) ?? new Error("This transaction is already closed."));
      if (entry.abandoned) return failed(from, id)(entry.abandoned);
      const step = { id, op, text: request.text, params: request.params, options: request.options };
      if (entry.wake) {
        const { resolve } = entry.wake;
        entry.wake = null;
        resolve(step);
      } else entry.steps.push(step);
      return;
    }
    if (op === "batch") {
      pg.transaction(async (handle) => {
        for (const statement of request.statements) await handle.query(statement.text, statement.params);
      }).then(() => ok(from, id)(null), failed(from, id));
      return;
    }
    const options = unpackOptions(request.options);
    const run =
      op === "exec"
        ? pg.exec(request.text, options)
        : op === "cached" && typeof pg.cachedQuery === "function"
          ? pg.cachedQuery(request.text, request.params, options)
          : pg.query(request.text, request.params, options);
    run.then(ok(from, id), failed(from, id));
  });

  channel.onGone((who) => {
    for (const [tx, entry] of open) if (entry.from === who) abandon(tx, new Error("The worker that opened this transaction is gone."));
  });
}

/** Node's cluster as `ownPglite`'s channel: requests from the workers, answers to each. */
export function clusterChannel(cluster) {
  return {
    listen: (handler) => cluster.on("message", (worker, message) => handler(worker, message)),
    reply: (worker, message) => worker.isConnected() && worker.send(message),
    onGone: (handler) => cluster.on("exit", (worker) => handler(worker)),
  };
}
