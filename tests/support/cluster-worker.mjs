/**
 * A stand-in for the server (server/serve.ts) under scripts/cluster.mjs (tests/unit/cluster.test.ts): the
 * same cross-worker bus and cluster rate-limit store the app uses, behind three URLs, without a
 * Next build. GET /whoami → pid; POST /invalidate?tag=x → publishes on the bus and drops locally;
 * GET /dropped → tags this worker dropped; POST /limit → 200 or 429 (3 a minute, all workers together).
 * On the shared embedded database (RUMBO_PGLITE_IPC=1, lib/db/pglite-ipc.mjs): POST /db/setup,
 * POST /db/note?body=x (→ pid, or 409 with PostgreSQL's code), GET /db/notes (→ the bodies),
 * POST /db/hold?body=x (inserts in a transaction that never ends, then answers).
 */
import http from "node:http";
import rateLimiterFlexible from "rate-limiter-flexible";
import { RemotePglite } from "../../lib/db/pglite-ipc.mjs";
import { publishToWorkers, subscribeWorkers } from "../../lib/server/cluster/bus.mjs";

const db = process.env.RUMBO_PGLITE_IPC === "1" ? new RemotePglite({ timeoutMs: 5_000 }) : null;

const dropped = [];
subscribeWorkers("rumbo:cache-invalidate", (payload) => dropped.push(...payload.tags));
const limiter = new rateLimiterFlexible.RateLimiterCluster({ keyPrefix: "test", points: 3, duration: 60, timeoutMs: 2_000 });

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, "http://x");
  res.setHeader("connection", "close");
  if (url.pathname === "/whoami") return void res.end(String(process.pid));
  if (url.pathname === "/dropped") return void res.end(JSON.stringify({ pid: process.pid, dropped }));
  if (url.pathname === "/invalidate") {
    const tag = url.searchParams.get("tag");
    dropped.push(tag);
    publishToWorkers("rumbo:cache-invalidate", { tags: [tag] });
    return void res.end(String(process.pid));
  }
  if (db && url.pathname.startsWith("/db/")) {
    const body = url.searchParams.get("body");
    try {
      if (url.pathname === "/db/setup") await db.exec("create table if not exists notes (body text primary key, pid int not null)");
      if (url.pathname === "/db/note") await db.query("insert into notes (body, pid) values ($1, $2)", [body, process.pid]);
      if (url.pathname === "/db/notes")
        return void res.end(JSON.stringify((await db.query("select body from notes order by body")).rows.map((r) => r.body)));
      if (url.pathname === "/db/hold") {
        void db.transaction(async (tx) => {
          await tx.query("insert into notes (body, pid) values ($1, $2)", [body, process.pid]);
          res.end(String(process.pid));
          await new Promise(() => {});
        });
        return;
      }
      res.end(String(process.pid));
    } catch (error) {
      res.statusCode = 409;
      res.end(String(error.code ?? error.message));
    }
    return;
  }
  if (url.pathname === "/limit") {
    try {
      await limiter.consume("same-address");
      res.end("ok");
    } catch {
      res.statusCode = 429;
      res.end("limited");
    }
    return;
  }
  res.statusCode = 404;
  res.end();
});
server.listen(Number(process.env.PORT), "127.0.0.1");
