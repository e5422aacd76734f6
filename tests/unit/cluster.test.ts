import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * scripts/cluster.mjs with two workers on loopback (a stand-in worker script with the app's bus,
 * rate-limit store and shared embedded database, tests/support/cluster-worker.mjs): a killed
 * worker is replaced, an invalidation published by one worker reaches the other, a rate limit
 * counts across workers; without DATABASE_URL, both workers use the PGlite the primary opened.
 */
const root = path.resolve(__dirname, "../..");

/** A primary with two stand-in workers on a port of its own, and what it printed. */
function primaryOn(port: number, env: Record<string, string | undefined>) {
  const base = `http://127.0.0.1:${port}`;
  const state = { output: "", process: undefined as ChildProcess | undefined };
  async function get(pathname: string, method = "GET") {
    // A connection handed to a worker that is being killed never answers: give up and ask again.
    const response = await fetch(base + pathname, { method, signal: AbortSignal.timeout(2_000) });
    return { status: response.status, text: await response.text() };
  }
  /** The pids answering on the port: new connections go round the workers. */
  async function pids(tries = 20): Promise<Set<string>> {
    const seen = new Set<string>();
    for (let i = 0; i < tries; i++) seen.add((await get("/whoami")).text);
    return seen;
  }
  async function waitFor<T>(check: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const value = await check().catch(() => undefined);
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`timed out waiting for ${what}; primary said:\n${state.output}`);
  }
  /** `ms`: how long the workers may take to answer (a fresh PGlite data directory is created first). */
  async function start(ms = 15_000) {
    const child = spawn(process.execPath, [path.join(root, "scripts/cluster.mjs"), path.join(root, "tests/support/cluster-worker.mjs")], {
      env: { ...process.env, PORT: String(port), RUMBO_WORKERS: "2", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    state.process = child;
    child.stdout!.on("data", (d) => (state.output += d));
    child.stderr!.on("data", (d) => (state.output += d));
    await waitFor(async () => ((await pids()).size === 2 ? true : undefined), "two workers", ms);
  }
  return { get, pids, waitFor, start, state, stop: () => state.process?.kill("SIGTERM") };
}

const withPg = primaryOn(3205 + Math.floor(Math.random() * 4), { DATABASE_URL: "postgres://unused" });
const { get, pids, waitFor } = withPg;
const output = () => withPg.state.output;

beforeAll(() => withPg.start(), 30_000);
afterAll(() => withPg.stop());

describe("scripts/cluster.mjs", () => {
  it("runs the asked number of workers and replaces one that dies", async () => {
    const before = await pids();
    expect(before.size).toBe(2);
    const [victim] = [...before];
    process.kill(Number(victim), "SIGKILL");
    const after = await waitFor(async () => {
      const now = await pids();
      return now.size === 2 && !now.has(victim) ? now : undefined;
    }, "a replacement worker");
    expect(after.size).toBe(2);
    expect(after.has(victim)).toBe(false);
    expect(output()).toContain("se reemplaza");
  }, 30_000);

  it("relays an invalidation from one worker to the other", async () => {
    const tag = `catalogue-${Date.now()}`;
    const publisher = (await get(`/invalidate?tag=${tag}`, "POST")).text;
    const workers = await waitFor(async () => {
      const seen = new Map<number, string[]>();
      for (let i = 0; i < 20; i++) {
        const { pid, dropped } = JSON.parse((await get("/dropped")).text) as { pid: number; dropped: string[] };
        seen.set(pid, dropped);
      }
      return seen.size === 2 && [...seen.values()].every((dropped) => dropped.includes(tag)) ? seen : undefined;
    }, "the invalidation in both workers");
    expect([...workers.keys()].map(String)).toContain(publisher);
    // Once each: the publisher dropped it itself and was not sent its own message back.
    for (const dropped of workers.values()) expect(dropped.filter((t) => t === tag)).toHaveLength(1);
  }, 30_000);

  it("counts a rate limit across workers", async () => {
    const statuses: number[] = [];
    // New connections alternate between the workers; 6 requests reach both.
    for (let i = 0; i < 6; i++) statuses.push((await get("/limit", "POST")).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  }, 30_000);
});

describe("scripts/cluster.mjs sin DATABASE_URL (PGlite)", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "rumbo-cluster-pglite-"));
  const shared = primaryOn(3215 + Math.floor(Math.random() * 4), { DATABASE_URL: "", PGLITE_DIR: dir, RUMBO_DB_TIMEOUT_MS: "10000" });
  // A new data directory is initialised by the primary before the workers start: slow on a busy machine.
  beforeAll(() => shared.start(80_000), 90_000);
  afterAll(() => {
    shared.stop();
    setTimeout(() => rmSync(dir, { recursive: true, force: true }), 2_000).unref();
  });

  it("corre dos workers sobre la base que abrió el principal: lo que escribe uno lo lee el otro", async () => {
    expect(shared.state.output).toContain("PGlite abierto en el proceso principal");
    expect((await shared.get("/db/setup", "POST")).status).toBe(200);
    const writers = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await shared.get(`/db/note?body=nota-${i}`, "POST");
      expect(res.status).toBe(200);
      writers.add(res.text);
    }
    expect(writers.size).toBe(2);
    const readers = new Map<string, string>();
    for (let i = 0; i < 6; i++) readers.set(String(i % 2), (await shared.get("/db/notes")).text);
    for (const seen of readers.values()) expect(JSON.parse(seen)).toEqual(Array.from({ length: 8 }, (_, i) => `nota-${i}`));
    // PostgreSQL's error code crosses to the worker (a duplicate: 23505).
    const duplicate = await shared.get("/db/note?body=nota-0", "POST");
    expect(duplicate).toEqual({ status: 409, text: "23505" });
  }, 30_000);

  it("la transacción abierta de un worker que muere se deshace y la base sigue respondiendo", async () => {
    const holder = await shared.get("/db/hold?body=huerfana", "POST");
    expect(holder.status).toBe(200);
    process.kill(Number(holder.text), "SIGKILL");
    const notes = await shared.waitFor(
      async () => {
        const res = await shared.get("/db/notes");
        return res.status === 200 ? (JSON.parse(res.text) as string[]) : undefined;
        // Well before the transaction's own bound (10 s) would end it: its worker's exit did.
      },
      "an answer after the kill",
      4_000,
    );
    expect(notes).not.toContain("huerfana");
    expect(notes).toContain("nota-0");
    await shared.waitFor(async () => ((await shared.pids()).size === 2 ? true : undefined), "a replacement worker");
  }, 30_000);
});
