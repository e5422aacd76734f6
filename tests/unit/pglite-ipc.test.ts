import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownPglite, RemotePglite } from "@/lib/db/pglite-ipc.mjs";
import { isUniqueViolation } from "@/lib/server/auth/users";
import { isDatabaseUnavailable } from "@/lib/server/http/map-error";

/**
 * The embedded database shared by several workers (lib/db/pglite-ipc.mjs): the primary's PGlite
 * answers each worker's statements, and Drizzle on a worker works as on PGlite itself. Here the
 * cluster channel is a stand-in that delivers each message later, as a structured clone (what
 * `serialization: "advanced"` does); tests/unit/cluster.test.ts runs it through real processes.
 */
type Listener = (from: unknown, message: unknown) => void;

function channelPair() {
  let listener: Listener = () => {};
  let gone: (who: unknown) => void = () => {};
  const workers = new Map<string, RemotePglite>();
  const owner = {
    listen: (handler: Listener) => void (listener = handler),
    reply: (to: unknown, message: unknown) => setImmediate(() => workers.get(to as string)?.receive(structuredClone(message))),
    onGone: (handler: (who: unknown) => void) => void (gone = handler),
  };
  const worker = (name: string, timeoutMs = 0) => {
    const remote = new RemotePglite({ timeoutMs, send: (message) => setImmediate(() => listener(name, structuredClone(message))) });
    workers.set(name, remote);
    return remote;
  };
  return { owner, worker, kill: (name: string) => (workers.delete(name), gone(name)) };
}

let pg: PGlite;
let pair: ReturnType<typeof channelPair>;

beforeAll(async () => {
  pg = await PGlite.create("memory://");
  await pg.exec(`create table notes (id serial primary key, body text not null unique, at timestamptz not null default now(),
    big bigint not null default 9007199254740993, doc jsonb, raw bytea)`);
  pair = channelPair();
  ownPglite(pg, pair.owner, { timeoutMs: 1_500 });
}, 60_000);

afterAll(() => pg.close());

const count = async (remote: RemotePglite) => Number((await remote.query<{ n: number }>("select count(*)::int as n from notes")).rows[0].n);

describe("PGlite del proceso principal, desde los workers", () => {
  it("Drizzle en un worker lee y escribe como en PGlite: tipos intactos (bigint, jsonb, bytes, fechas como texto)", async () => {
    const db = drizzle({ client: pair.worker("a") as unknown as PGlite });
    await db.execute(
      sql`insert into notes (body, doc, raw) values (${"hola"}, ${JSON.stringify({ nota: [1, "dos"] })}, ${new Uint8Array([1, 2, 255])})`,
    );
    const result = await db.execute<{ body: string; big: bigint; doc: unknown; raw: Uint8Array; at: string }>(
      sql`select body, big, doc, raw, at from notes where body = ${"hola"}`,
    );
    const [row] = result.rows;
    expect(row.body).toBe("hola");
    expect(row.doc).toEqual({ nota: [1, "dos"] });
    expect([...row.raw]).toEqual([1, 2, 255]);
    // Drizzle keeps timestamps as the database's text (its parsers cross as type ids).
    expect(typeof row.at).toBe("string");
    expect(row.big.toString()).toBe("9007199254740993");
    expect(await count(pair.worker("b"))).toBe(1);
  });

  it("un error llega con su código de PostgreSQL (un duplicado es 23505)", async () => {
    const db = drizzle({ client: pair.worker("a") as unknown as PGlite });
    const error = await db.execute(sql`insert into notes (body) values (${"hola"})`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("escrituras juntas (batch) van en un solo mensaje y en una transacción: todas o ninguna, con el código del error", async () => {
    const a = pair.worker("a");
    await a.batch([
      { text: "insert into notes (body) values ($1)", params: ["juntas 1"] },
      { text: "insert into notes (body) values ($1)", params: ["juntas 2"] },
    ]);
    const before = await count(a);
    const error = await a
      .batch([
        { text: "insert into notes (body) values ($1)", params: ["juntas 3"] },
        { text: "insert into notes (body) values ($1)", params: ["juntas 1"] },
      ])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(await count(a)).toBe(before);
    const bodies = (await a.query<{ body: string }>("select body from notes where body like 'juntas%' order by body")).rows.map(
      (r) => r.body,
    );
    expect(bodies).toEqual(["juntas 1", "juntas 2"]);
  });

  it("una transacción confirma o deshace entera; mientras está abierta, lo de otro worker espera a que termine", async () => {
    const a = drizzle({ client: pair.worker("a") as unknown as PGlite });
    const b = pair.worker("b");
    const before = await count(b);
    let seenInside = -1;
    let otherDone = false;
    const other = count(b).then((n) => ((otherDone = true), n));
    await a.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('t1')`);
      await new Promise((r) => setTimeout(r, 50));
      seenInside = Number((await tx.execute<{ n: number }>(sql`select count(*)::int as n from notes`)).rows[0].n);
    });
    expect(seenInside).toBeGreaterThan(before);
    await other;
    expect(otherDone).toBe(true);
    expect(await count(b)).toBe(before + 1);

    await expect(
      a.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('t2')`);
        throw new Error("se arrepiente");
      }),
    ).rejects.toThrow("se arrepiente");
    // A failed statement inside: the whole transaction is rolled back.
    await expect(
      a.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (body) values ('t3')`);
        await tx.execute(sql`insert into notes (body) values ('hola')`);
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    // Drizzle's savepoints (a nested transaction) cross too.
    await a.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values ('t4')`);
      await tx.transaction(async (inner) => inner.execute(sql`insert into notes (body) values ('t5')`)).catch(() => {});
      await expect(tx.transaction(async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    });
    const bodies = (await b.query<{ body: string }>("select body from notes order by id")).rows.map((r) => r.body);
    expect(bodies).toContain("t1");
    expect(bodies).not.toContain("t2");
    expect(bodies).not.toContain("t3");
    expect(bodies).toEqual(expect.arrayContaining(["t4", "t5"]));
  });

  it("la transacción de un worker que muere se deshace y no deja la base tomada", async () => {
    const dying = pair.worker("muere");
    const c = pair.worker("c");
    const held = dying.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ('huérfana')");
      await new Promise(() => {}); // never ends: the worker dies meanwhile
    });
    void held.catch(() => {});
    await new Promise((r) => setTimeout(r, 50));
    const waiting = count(c);
    pair.kill("muere");
    expect(await waiting).toBeGreaterThan(0);
    expect((await c.query("select 1 from notes where body = 'huérfana'")).rows).toHaveLength(0);
  });

  it("una transacción que dura más que el tope se deshace; la espera de un worker tiene su propio tope", async () => {
    const slow = pair.worker("lento");
    await expect(
      slow.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ('tarde')");
        await new Promise((r) => setTimeout(r, 2_000));
        await tx.query("select 1");
      }),
    ).rejects.toSatisfy(isDatabaseUnavailable);
    const d = pair.worker("d", 1_000);
    expect((await d.query("select 1 from notes where body = 'tarde'")).rows).toHaveLength(0);
    // A statement that waits longer than the worker's bound (behind a transaction): 503, not a hang.
    const e = pair.worker("e");
    let opened!: () => void;
    const isOpen = new Promise<void>((r) => (opened = r));
    const holding = e.transaction(async (tx) => {
      await tx.query("select 1");
      opened();
      await new Promise((r) => setTimeout(r, 1_300));
    });
    await isOpen;
    await expect(pair.worker("f", 300).query("select 1")).rejects.toSatisfy(isDatabaseUnavailable);
    await holding;
  }, 10_000);
});
