/**
 * A stand-in for scripts/serve.mjs under scripts/cluster.mjs (tests/unit/cluster.test.ts): the
 * same cross-worker bus and cluster rate-limit store the app uses, behind three URLs, without a
 * Next build. GET /whoami → pid; POST /invalidate?tag=x → publishes on the bus and drops locally;
 * GET /dropped → tags this worker dropped; POST /limit → 200 or 429 (3 a minute, all workers together).
 */
import http from "node:http";
import rateLimiterFlexible from "rate-limiter-flexible";
import { publishToWorkers, subscribeWorkers } from "../../lib/server/cluster/bus.mjs";

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
