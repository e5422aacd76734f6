#!/usr/bin/env node
/**
 * node scripts/bench-classroom.mjs [--url http://127.0.0.1:3000] [--students 200] [--ramp 30]
 *   [--pause 3000] [--shared] [--school-id N --code RUMBO2026] [--follow-retry-after]
 *
 * A school taking the test together: N students start within `--ramp` seconds, each a
 * browser with its own connection and cookies, from its own loopback address (127.0.0.2, …: the
 * server sees each as a different client; no X-Forwarded-For is sent) or, with `--shared`, all
 * from 127.0.0.1 (a school's one public address), registering with the school's code. Each one:
 * opens the landing page, registers, opens the quick interests test (a signed-in page), answers
 * its 30 items in 6 batches of 5 saves with `--pause` ms (±50 %) between batches, reads the result
 * (`GET /api/vocational/progress/result`) and its page, and opens the directory. Prints JSON:
 * p50/p95/p99 per kind (landing, register, page, save, read), errors by kind and status, and lost
 * answers (every process read back). Saves are retried like the browser's queue on a 5xx or a
 * dropped connection; the first attempt is timed. Linux routes all of 127.0.0.0/8 to loopback.
 * With `--follow-retry-after` a registration answered 429 waits its `Retry-After` and is sent
 * again, as the sign-up form does («Muchos registros desde tu red: seguimos en N s»): the waits
 * are counted (`registrationWaits`, `registrationWaitSeconds`) and the registration is timed from
 * its first attempt to its 201.
 */
import http from "node:http";
import { gunzipSync } from "node:zlib";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const base = new URL(arg("url", process.env.BENCH_URL ?? "http://127.0.0.1:3000"));
const students = Number(arg("students", 200));
const rampMs = Number(arg("ramp", 30)) * 1000;
const pauseMs = Number(arg("pause", 3000));
const shared = process.argv.includes("--shared");
const schoolId = arg("school-id") ? Number(arg("school-id")) : null;
const code = arg("code");
const followRetryAfter = process.argv.includes("--follow-retry-after");
let registrationWaits = 0;
let registrationWaitMs = 0;
/** The quick test's 30 statements, as the API gives them to anyone: the set changes with the instrument. */
async function quickItemIds() {
  const res = await fetch(new URL("/api/vocational/questions/professional-interest?mode=quick", base));
  if (!res.ok) throw new Error(`GET /api/vocational/questions/professional-interest?mode=quick → ${res.status}`);
  return (await res.json()).data.items.map((item) => item.id);
}
const items = await quickItemIds();
const TEST_PAGE = "/orientacion-vocacional/intereses-profesionales";
const RESULT_PAGE = "/orientacion-vocacional/resultado-proceso-vocacional";

const times = { landing: [], register: [], page: [], save: [], read: [] };
const errors = {};
const fail = (kind, what) => {
  const key = `${kind} ${what}`;
  errors[key] = (errors[key] ?? 0) + 1;
};
/** Nine-digit mobiles (9 and 8 digits), distinct within a run and unlikely to meet another run's. */
const phoneBase = 10_000_000 + Math.floor(Math.random() * 89_000_000);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One browser: its own keep-alive connection(s), source address and cookies. */
function browser(n) {
  const localAddress = shared ? "127.0.0.1" : `127.0.${Math.floor((n + 2) / 250)}.${((n + 2) % 250) + 1}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const cookies = new Map();
  /**
   * A request on this browser's connections. When a kept-alive connection turns out closed by the
   * server just as it is reused (its idle timeout meeting the next request: after a Retry-After
   * wait), the request is sent once more on a new one, as Chromium does; anything else is status 0.
   */
  function request(method, path, body, resent = false) {
    return new Promise((resolve) => {
      const headers = { "accept-encoding": "gzip", accept: "text/html,application/json" };
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      let payload;
      if (body !== undefined) {
        payload = Buffer.from(JSON.stringify(body));
        headers["content-type"] = "application/json";
        headers["content-length"] = String(payload.length);
        headers.origin = base.origin;
      }
      const t0 = performance.now();
      const req = http.request({ host: base.hostname, port: base.port, method, path, headers, agent, localAddress }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          for (const line of res.headers["set-cookie"] ?? []) {
            const [pair] = line.split(";");
            const eq = pair.indexOf("=");
            const value = pair.slice(eq + 1);
            if (value) cookies.set(pair.slice(0, eq), value);
            else cookies.delete(pair.slice(0, eq));
          }
          const raw = Buffer.concat(chunks);
          const ms = performance.now() - t0;
          const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode,
            ms,
            body,
            cache: res.headers["x-rumbo-cache"],
            retryAfter: Number(res.headers["retry-after"]) || null,
          });
        });
        res.on("error", () => resolve({ status: 0, ms: performance.now() - t0 }));
      });
      req.setTimeout(60_000, () => req.destroy());
      req.on("error", (error) => {
        const stale = req.reusedSocket && ["ECONNRESET", "EPIPE"].includes(error.code);
        if (stale && !resent) resolve(request(method, path, body, true));
        else resolve({ status: 0, ms: performance.now() - t0 });
      });
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}

/** A timed request of `kind`; false (and counted) unless it answered `expected`. */
async function timed(b, kind, method, path, body, expected = 200) {
  const res = await b.request(method, path, body);
  if (res.status === expected) times[kind].push(res.ms);
  else fail(kind, res.status);
  return res;
}

/** The form's way: a 429 waits its Retry-After (at most 10 times), then the same data again. */
async function registerFollowingRetryAfter(b, registration) {
  const t0 = performance.now();
  for (let attempt = 0; ; attempt++) {
    const res = await b.request("POST", "/api/v2/auth/register", registration);
    if (res.status === 201) {
      times.register.push(performance.now() - t0);
      return res;
    }
    if (res.status !== 429 || !res.retryAfter || attempt >= 10) {
      fail("register", res.status);
      return res;
    }
    registrationWaits++;
    registrationWaitMs += res.retryAfter * 1000;
    await sleep(res.retryAfter * 1000);
  }
}

async function student(n) {
  await sleep((n / students) * rampMs);
  const b = browser(n);
  try {
    await timed(b, "landing", "GET", "/");
    const stamp = `${process.pid}-${n}-${Date.now()}`;
    const registration = {
      user: `+519${phoneBase + n}`,
      password: "Bench-clave-2026",
      name: "Estudiante",
      surname: "Colegio",
      email: `aula-${stamp}@example.pe`,
      careers: [],
      ...(schoolId && code ? { schoolId, code, shareWithSchool: true } : {}),
    };
    const registered = followRetryAfter
      ? await registerFollowingRetryAfter(b, registration)
      : await timed(b, "register", "POST", "/api/v2/auth/register", registration, 201);
    if (registered.status !== 201) return null;
    await timed(b, "page", "GET", TEST_PAGE);
    const vocational = await b.request("GET", "/api/vocational");
    const processId = vocational.status === 200 ? JSON.parse(vocational.body).data.process.id : null;
    if (!processId) return void fail("read", `process ${vocational.status}`);
    for (let k = 0; k < items.length; k++) {
      if (k && k % 5 === 0) await sleep(pauseMs * (0.5 + Math.random()));
      const body = { data: { section: "professional-interest", mode: "quick", answers: { [items[k]]: (k % 5) + 1 }, position: k + 1 } };
      for (let attempt = 0; ; attempt++) {
        const res = await b.request("PUT", `/api/vocational/progress/${processId}`, body);
        if (res.status === 200) {
          if (attempt === 0) times.save.push(res.ms);
          break;
        }
        fail("save", res.status);
        if ((res.status >= 400 && res.status < 500) || attempt > 100) return { b, processId };
        await sleep(250);
      }
    }
    await timed(b, "read", "GET", "/api/vocational/progress/result");
    await timed(b, "page", "GET", RESULT_PAGE);
    await timed(b, "page", "GET", "/instituciones");
    return { b, processId };
  } catch (error) {
    fail("client", error instanceof Error ? error.message : String(error));
    return null;
  }
}

const percentile = (sorted, p) =>
  sorted.length ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1) : null;
const started = performance.now();
const done = await Promise.all(Array.from({ length: students }, (_, n) => student(n)));
const wall = performance.now() - started;
let lost = 0;
let checked = 0;
for (const s of done) {
  if (!s) continue;
  const res = await s.b.request("GET", `/api/vocational/progress/${s.processId}`);
  if (res.status !== 200) {
    lost += items.length;
    continue;
  }
  const answers = JSON.parse(res.body).data.sections["professional-interest"].answers;
  items.forEach((id, k) => {
    checked++;
    if (answers[id] !== (k % 5) + 1) lost++;
  });
  s.b.close();
}
const kinds = Object.fromEntries(
  Object.entries(times).map(([kind, list]) => {
    list.sort((a, b) => a - b);
    return [kind, { count: list.length, p50: percentile(list, 50), p95: percentile(list, 95), p99: percentile(list, 99) }];
  }),
);
console.log(
  JSON.stringify(
    {
      students,
      rampSeconds: rampMs / 1000,
      pauseMs,
      addresses: shared ? "one (127.0.0.1)" : "one per student (127.0.0.x)",
      schoolCode: Boolean(schoolId && code),
      wallSeconds: +(wall / 1000).toFixed(1),
      registered: done.filter(Boolean).length,
      ...(followRetryAfter ? { registrationWaits, registrationWaitSeconds: Math.round(registrationWaitMs / 1000) } : {}),
      kinds,
      errors,
      answersChecked: checked,
      lostAnswers: lost,
    },
    null,
    2,
  ),
);
