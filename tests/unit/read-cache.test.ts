import { PGlite } from "@electric-sql/pglite";
import { getTableConfig } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownPglite, RemotePglite } from "@/lib/db/pglite-ipc.mjs";
import { changesKeptReads, keepReads, type KeptReads } from "@/lib/db/read-cache.mjs";
import { memberships, sessions, users } from "@/lib/db/schema";

/**
 * The kept answers of the embedded database (lib/db/read-cache.mjs): the session lookup's answer is
 * given again only while nothing written could have changed it, whoever wrote it (this process, or
 * another worker through the primary).
 */
type Owner = PGlite & { cachedQuery: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

let pg: Owner;
let kept: KeptReads;
const LOOKUP = `select s.id, u.name, exists (select 1 from memberships m where m.user_id = u.id) as member
  from sessions s join users u on u.id = s.user_id where s.id = $1 and u.deactivated_at is null limit 1`;

beforeAll(async () => {
  pg = (await PGlite.create("memory://")) as unknown as Owner;
  await pg.exec(`create table users (id text primary key, name text not null, deactivated_at timestamptz);
    create table sessions (id text primary key, user_id text not null references users(id) on delete cascade);
    create table memberships (id serial primary key, user_id text not null references users(id) on delete cascade);
    create table answers (id serial primary key, user_id text not null, value int not null);
    insert into users (id, name) values ('u1', 'Lucía'), ('u2', 'Mateo');
    insert into sessions (id, user_id) values ('s1', 'u1'), ('s2', 'u2');`);
  kept = keepReads(pg);
}, 60_000);

afterAll(() => pg.close());

const nameOf = async (session: string) => (await pg.cachedQuery(LOOKUP, [session])).rows[0]?.name ?? null;

describe("respuestas guardadas del PGlite embebido", () => {
  it("da la misma respuesta sin volver a la base mientras no se escribe nada que la cambie", async () => {
    expect(await nameOf("s1")).toBe("Lucía");
    const before = { ...kept };
    expect(await nameOf("s1")).toBe("Lucía");
    expect(kept.hits).toBe(before.hits + 1);
    expect(kept.misses).toBe(before.misses);
    // Writes elsewhere (an answer saved) and new sessions or accounts do not change it.
    await pg.query("insert into answers (user_id, value) values ($1, $2)", ["u1", 3]);
    await pg.query(`insert into "sessions" ("id", "user_id") values ($1, $2)`, ["s3", "u1"]);
    await pg.query(`insert into "users" ("id", "name") values ($1, $2) returning "id"`, ["u3", "Ana"]);
    expect(await nameOf("s1")).toBe("Lucía");
    expect(kept.hits).toBe(before.hits + 2);
  });

  it("un cambio del usuario, una sesión cerrada, una cuenta desactivada o una membresía nueva se ven en la siguiente lectura", async () => {
    await nameOf("s2");
    await pg.query(`update "users" set "name" = $1 where "id" = $2`, ["Mateo R.", "u2"]);
    expect(await nameOf("s2")).toBe("Mateo R.");
    expect((await pg.cachedQuery(LOOKUP, ["s2"])).rows[0].member).toBe(false);
    await pg.query(`insert into "memberships" ("user_id") values ($1)`, ["u2"]);
    expect((await pg.cachedQuery(LOOKUP, ["s2"])).rows[0].member).toBe(true);
    await pg.query(`delete from "sessions" where "id" = $1`, ["s2"]);
    expect(await nameOf("s2")).toBeNull();
    await nameOf("s1");
    await pg.exec(`update users set deactivated_at = now() where id = 'u1'`);
    expect(await nameOf("s1")).toBeNull();
    await pg.exec(`update users set deactivated_at = null where id = 'u1'`);
    expect(await nameOf("s1")).toBe("Lucía");
  });

  it("una escritura dentro de una transacción no deja guardada una respuesta vieja (ni mientras corre, ni si se deshace)", async () => {
    await nameOf("s1");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let wrote: () => void = () => {};
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const tx = pg.transaction(async (t) => {
      await t.query(`update "users" set "name" = $1 where "id" = $2`, ["Lucía Q.", "u1"]);
      wrote();
      await held;
    });
    await written;
    // Asked once the open transaction has written: not the kept answer; it waits, and sees what was committed.
    const during = nameOf("s1");
    release();
    await tx;
    expect(await during).toBe("Lucía Q.");
    expect(await nameOf("s1")).toBe("Lucía Q.");
    await pg
      .transaction(async (t) => {
        await t.query(`update "users" set "name" = $1 where "id" = $2`, ["Nadie", "u1"]);
        throw new Error("deshecha");
      })
      .catch(() => {});
    expect(await nameOf("s1")).toBe("Lucía Q.");
  });

  it("no guarda respuestas sin filas: una sesión que se crea después se encuentra", async () => {
    expect(await nameOf("s9")).toBeNull();
    await pg.query(`insert into "sessions" ("id", "user_id") values ($1, $2)`, ["s9", "u1"]);
    expect(await nameOf("s9")).toBe("Lucía Q.");
  });

  it("una escritura con la plantilla sql`…` dentro de una transacción también cuenta", async () => {
    expect(await nameOf("s9")).toBe("Lucía Q.");
    await pg.transaction(async (t) => {
      await t.sql`update users set name = ${"Lucía Quispe Q."} where id = ${"u1"}`;
    });
    expect(await nameOf("s9")).toBe("Lucía Quispe Q.");
    await pg.query(`update "users" set "name" = $1 where "id" = $2`, ["Lucía Q.", "u1"]);
  });

  it("desde otro worker, por el canal del proceso principal: lo que escribe un worker lo ve la lectura del otro", async () => {
    let listener: (from: unknown, message: unknown) => void = () => {};
    const remotes = new Map<string, RemotePglite>();
    ownPglite(pg, {
      listen: (handler) => void (listener = handler),
      reply: (to, message) => setImmediate(() => remotes.get(to as string)?.receive(structuredClone(message))),
      onGone: () => {},
    });
    const worker = (name: string) => {
      const remote = new RemotePglite({ send: (message) => setImmediate(() => listener(name, structuredClone(message))) });
      remotes.set(name, remote);
      return remote;
    };
    const a = worker("a");
    const b = worker("b");
    const read = async () => (await a.cachedQuery<{ name: string }>(LOOKUP, ["s1"])).rows[0]?.name ?? null;
    expect(await read()).toBe("Lucía Q.");
    const hits = kept.hits;
    expect(await read()).toBe("Lucía Q.");
    expect(kept.hits).toBe(hits + 1);
    await b.transaction(async (t) => {
      await t.query(`update "users" set "name" = $1 where "id" = $2`, ["Lucía Quispe", "u1"]);
    });
    expect(await read()).toBe("Lucía Quispe");
    await b.query(`delete from "sessions" where "id" = $1`, ["s1"]);
    expect(await read()).toBeNull();
  });
});

describe("qué escrituras cambian una respuesta guardada", () => {
  it("las que nombran sesiones, usuarios o membresías, salvo una fila nueva de sesión o de cuenta", () => {
    expect(changesKeptReads(`update "sessions" set "last_seen_at" = $1 where "sessions"."id" = $2`)).toBe(true);
    expect(changesKeptReads(`delete from "users" where "id" = $1`)).toBe(true);
    expect(changesKeptReads(`insert into "memberships" ("user_id") values ($1)`)).toBe(true);
    expect(changesKeptReads(`insert into "users" ("id") values ($1) on conflict ("id") do update set "name" = $2`)).toBe(true);
    expect(changesKeptReads(`update "answers" set "value" = 1 from "users" where "users"."id" = "answers"."user_id"`)).toBe(true);
    expect(changesKeptReads(`insert into "sessions" ("id", "user_id", "expires_at") values ($1, $2, $3)`)).toBe(false);
    expect(changesKeptReads(`insert into "users" ("id", "name") values ($1, $2) returning "id", "name"`)).toBe(false);
    expect(changesKeptReads(`select * from "users" where "id" = $1`)).toBe(false);
    expect(changesKeptReads(`insert into "school_users" ("user_id") values ($1)`)).toBe(false);
  });

  it("ninguna otra tabla cambia esas tres por una llave foránea (cascada o null), que no nombraría la escritura", () => {
    const watched = new Set([users, sessions, memberships].map((table) => getTableConfig(table).name));
    for (const table of [users, sessions, memberships]) {
      for (const key of getTableConfig(table).foreignKeys) {
        const target = getTableConfig(key.reference().foreignTable).name;
        const changes = [key.onDelete, key.onUpdate].some((action) => action && action !== "no action" && action !== "restrict");
        if (changes) expect(watched.has(target), `${getTableConfig(table).name} → ${target}`).toBe(true);
      }
    }
  });
});
