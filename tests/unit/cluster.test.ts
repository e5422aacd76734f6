import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * scripts/cluster.mjs with two workers on loopback (a stand-in worker script with the app's bus
 * and rate-limit store, tests/support/cluster-worker.mjs): a killed worker is replaced, an
 * invalidation published by one worker reaches the other, and a rate limit counts across workers.
 */
const root = path.resolve(__dirname, "../..");
const port = 3205 + Math.floor(Math.random() * 4);
const base = `http://127.0.0.1:${port}`;
let primary: ChildProcess;
let output = "";

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
  throw new Error(`timed out waiting for ${what}; primary said:\n${output}`);
}

beforeAll(async () => {
  primary = spawn(process.execPath, [path.join(root, "scripts/cluster.mjs"), path.join(root, "tests/support/cluster-worker.mjs")], {
    env: { ...process.env, PORT: String(port), RUMBO_WORKERS: "2", DATABASE_URL: "postgres://unused" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  primary.stdout!.on("data", (d) => (output += d));
  primary.stderr!.on("data", (d) => (output += d));
  await waitFor(async () => ((await pids()).size === 2 ? true : undefined), "two workers");
}, 30_000);

afterAll(() => {
  primary?.kill("SIGTERM");
});

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
    expect(output).toContain("se reemplaza");
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
