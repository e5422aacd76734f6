/**
 * Kept answers for the embedded database's hottest read: every signed-in request
 * looks its session up, and on PGlite each statement costs its process ~1 ms of WebAssembly even
 * for a one-row lookup by key. `keepReads(pg)` gives the process that owns the PGlite (the only
 * server process, or the cluster's primary, which answers every worker) `pg.cachedQuery`: the
 * same answer as `pg.query`, kept for a few seconds and given again while nothing that could
 * change it has been written.
 *
 * What could change it is read off every statement this PGlite runs (all of them pass through its
 * owner: the workers' too, lib/db/pglite-ipc.mjs): any write that names a watched table
 * (`sessions`, `users`, `memberships`) moves a version, and a kept answer is given only while the
 * version is the one it was read at. A plain INSERT of a new session or a new account does not
 * move it (no kept answer is about a row that did not exist: answers without rows are not kept);
 * an INSERT … ON CONFLICT, an UPDATE, a DELETE, a migration do. A write inside a transaction
 * moves it when it runs and again when the transaction ends, so an answer read meanwhile is not
 * kept. Time alone changes a session (its expiry, checked by the caller) and a membership (its
 * period's end): kept answers live `ttlMs` at most.
 *
 * Plain JavaScript: scripts/cluster.mjs (a plain Node script) calls it on the primary's PGlite.
 */
const WATCHED = /(?:^|[^\w$])"?(sessions|users|memberships)"?(?![\w$])/gi;
const WRITE = /\b(insert|update|delete|truncate|alter|drop|create|merge|copy)\b/i;
const NEW_ROW = /^\s*insert\s+into\s+"?(sessions|users)"?\s*\(/i;
const MAX_ENTRIES = 5000;

/** Whether a statement can change what a kept answer says. */
export function changesKeptReads(text) {
  if (typeof text !== "string" || !WRITE.test(text)) return false;
  const named = new Set([...text.matchAll(WATCHED)].map((m) => m[1].toLowerCase()));
  if (named.size === 0) return false;
  // A new session or a new account, and nothing else: no kept answer is about a row that did not exist.
  const inserted = NEW_ROW.exec(text)?.[1]?.toLowerCase();
  return !(inserted && named.size === 1 && named.has(inserted) && !/\bon\s+conflict\b/i.test(text));
}

/**
 * Installs `pg.cachedQuery(text, params, options, ttlMs)` on the PGlite that this process owns
 * and watches its `query`, `exec` and `transaction` for writes. Returns the counters (hits,
 * misses, version) for the bench and the tests.
 * @param {any} pg
 */
export function keepReads(pg) {
  const state = { version: 0, hits: 0, misses: 0, entries: new Map() };
  const moved = () => {
    state.version += 1;
    state.entries.clear();
  };
  const query = pg.query.bind(pg);
  const exec = pg.exec.bind(pg);
  const transaction = pg.transaction.bind(pg);
  pg.query = (text, params, options) => {
    if (changesKeptReads(text)) moved();
    return query(text, params, options);
  };
  pg.exec = (text, options) => {
    if (changesKeptReads(text)) moved();
    return exec(text, options);
  };
  pg.transaction = (fn) => {
    let wrote = false;
    const watch = (text) => {
      if (changesKeptReads(text)) {
        wrote = true;
        moved();
      }
    };
    return transaction((tx) =>
      fn({
        query: (text, params, options) => (watch(text), tx.query(text, params, options)),
        sql: (strings, ...values) => (watch(strings.join(" ")), tx.sql(strings, ...values)),
        exec: (text, options) => (watch(text), tx.exec(text, options)),
        rollback: () => tx.rollback(),
        listen: (...args) => tx.listen(...args),
        get closed() {
          return tx.closed;
        },
      }),
    ).finally(() => {
      if (wrote) moved();
    });
  };
  pg.cachedQuery = async (text, params, options, ttlMs = 10_000) => {
    let key;
    try {
      key = `${options?.rowMode ?? ""}\u0000${text}\u0000${JSON.stringify(params ?? [])}`;
    } catch {
      return pg.query(text, params, options);
    }
    const now = Date.now();
    const kept = state.entries.get(key);
    if (kept && kept.version === state.version && kept.until > now) {
      state.hits += 1;
      return kept.result;
    }
    state.misses += 1;
    const version = state.version;
    const result = await pg.query(text, params, options);
    if (state.version === version && result?.rows?.length) {
      if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value);
      state.entries.set(key, { version, until: now + ttlMs, result });
    }
    return result;
  };
  return state;
}
