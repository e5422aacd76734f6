#!/usr/bin/env node
/**
 * `npm run bench`: the production server against a bare Next.js app, side by side in one run.
 *
 * 1. Prepares a database of its own (PGlite in .data/bench-pglite, migrations and seed), builds the
 *    app with no database (NEXT_DIST_DIR=.next-bench) and the bare app (bench/bare-next, the root
 *    node_modules' next), unless BENCH_SKIP_BUILD=1 and both builds exist.
 * 2. Starts both (BENCH_PORT, default 3340, and BENCH_BARE_PORT, 3341), warms each URL up, then
 *    loads each in turn with autocannon (BENCH_CONNECTIONS=10 for BENCH_SECONDS=10 s): req/s,
 *    p50/p95 (from every response's time), HTML bytes (raw and gzip) and first-load JS (the page's
 *    <script src> chunks, gzip) — each as a ratio to the bare app's static page or JSON route.
 * 3. The answer-save figures (scripts/bench-vocational.mjs, BENCH_STUDENTS=20), the classrooms
 *    (PGlite, PostgreSQL + Redis and two instances, in turn for BENCH_CLASS_ROUNDS rounds), and
 *    Lighthouse mobile (scripts/lighthouse.sh: the pinned devDependency with Debian's
 *    /usr/bin/chromium) on the bare app's page, /, /instituciones, a profile, /privacy and a test
 *    section signed in, BENCH_LIGHTHOUSE_RUNS times (5), each run right after a run of the bare
 *    page: the median performance score, LCP, TBT (with each run's, and as a ratio to the median
 *    of all the bare runs), CLS and total bytes.
 * Writes reports/bench.json (reports/bench-only.json with BENCH_ONLY) and prints a markdown table. The machine matters: run it under the
 * heavy lock on a shared machine and quote ratios, not absolute figures.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { tsImport } from "tsx/esm/api";

// The server's TypeScript (server/paint-first.ts) loaded through tsx: this script runs on plain Node.
const { loaderSources } = await tsImport("../server/paint-first.ts", import.meta.url);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const port = Number(process.env.BENCH_PORT || 3340);
const barePort = Number(process.env.BENCH_BARE_PORT || 3341);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 10);
const distDir = ".next-bench";
const bareDir = path.join(root, "bench", "bare-next");
const pgliteDir = path.join(root, ".data", "bench-pglite");
const app = `http://127.0.0.1:${port}`;
const bare = `http://127.0.0.1:${barePort}`;
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };

const RENDERED = { cookie: "rumbo_user=bench" };
const GZIP = { "accept-encoding": "gzip" };

/** The measured URLs: the app's pages against the bare static page, its API against the bare route. */
const SAN_MARCOS = "/universidad-nacional-mayor-de-san-marcos";
const allTargets = [
  { name: "bare /", url: `${bare}/`, kind: "bare-page" },
  { name: "bare /api/ping", url: `${bare}/api/ping?search=san%20marcos`, kind: "bare-api" },
  // A file the app serves without the proxy and without rendering: Next's own cost in this app.
  { name: "/robots.txt (no proxy, no render)", url: `${app}/robots.txt`, kind: "static" },
  { name: "/privacy", url: `${app}/privacy`, kind: "page" },
  { name: "/", url: `${app}/`, kind: "page" },
  { name: "/instituciones", url: `${app}/instituciones`, kind: "page" },
  { name: SAN_MARCOS, url: `${app}${SAN_MARCOS}`, kind: "page" },
  { name: `${SAN_MARCOS}/carrera/medicina-humana`, url: `${app}${SAN_MARCOS}/carrera/medicina-humana`, kind: "page" },
  { name: `${SAN_MARCOS}/modalidad/presencial`, url: `${app}${SAN_MARCOS}/modalidad/presencial`, kind: "page" },
  { name: "/estudiar-carrera", url: `${app}/estudiar-carrera`, kind: "page" },
  { name: "/estudiar-carrera/medicina-humana", url: `${app}/estudiar-carrera/medicina-humana`, kind: "page" },
  { name: "/orientacion-vocacional/mundo-de-carreras", url: `${app}/orientacion-vocacional/mundo-de-carreras`, kind: "page" },
  { name: "/expo", url: `${app}/expo`, kind: "page" },
  // The directory's search: from the server's cache for a caller without a session or token
  // (server/page-cache.ts), and through Next's route handler as for a signed-in one.
  { name: "/api/institution?search=san marcos", url: `${app}/api/institution?search=san%20marcos`, kind: "api" },
  {
    name: "/api/institution?search=san marcos (por el handler en cada pedido)",
    url: `${app}/api/institution?search=san%20marcos`,
    kind: "api",
    headers: RENDERED,
  },
  // What a browser gets: it always sends Accept-Encoding, and the page cache answers gzip (made per
  // response around a fresh nonce: server/page-cache.ts). The size is the body as sent.
  { name: "/ (gzip)", url: `${app}/`, kind: "page", headers: GZIP },
  { name: "/instituciones (gzip)", url: `${app}/instituciones`, kind: "page", headers: GZIP },
  { name: `${SAN_MARCOS} (gzip)`, url: `${app}${SAN_MARCOS}`, kind: "page", headers: GZIP },
  // With a session cookie (a `rumbo_user` cookie, no session behind it): the catalogue and site
  // pages come from the page cache as for a visitor; the home page, which redirects a
  // signed-in visitor and so is rendered for her, shows the cost of a render in each request.
  { name: "/privacy (con sesión)", url: `${app}/privacy`, kind: "page", headers: RENDERED },
  { name: `${SAN_MARCOS} (con sesión)`, url: `${app}${SAN_MARCOS}`, kind: "page", headers: RENDERED },
  { name: "/ (renderizada en cada pedido)", url: `${app}/`, kind: "page", headers: RENDERED },
  // A test section with a session token: one shell for every student, from the page
  // cache (her answers arrive after hydration from GET /api/vocational); "× /privacy" is against
  // the anonymous cached page of the same run (goal ≥ 0.8). The cache does not check the token
  // (the shell's API call does), so none is needed here.
  {
    name: "/orientacion-vocacional/intereses-profesionales (sección del test con sesión)",
    url: `${app}/orientacion-vocacional/intereses-profesionales`,
    kind: "page",
    headers: { cookie: "rumbo_session=bench; rumbo_user=bench" },
  },
];

/**
 * BENCH_ONLY (comma-separated parts of row names, e.g. "(gzip),/privacy") measures just those rows
 * (the bare app's always, for the ratios) and skips the answer saves, the classrooms and Lighthouse:
 * for a quick look. A part "lighthouse" measures Lighthouse too (BENCH_ONLY=lighthouse: the bare
 * rows and Lighthouse alone), a part "aula" the classrooms (BENCH_ONLY=aula: the bare rows and the
 * classrooms of every deployment).
 */
const only = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const onlyLighthouse = only.includes("lighthouse");
const onlyClassroom = only.includes("aula");
const targets = only.length
  ? allTargets.filter((t) => t.kind.startsWith("bare") || only.some((part) => t.name.includes(part)))
  : allTargets;

function run(label, command, args, options = {}) {
  const started = Date.now();
  process.stderr.write(`▸ ${label}…\n`);
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env: baseEnv, ...options });
  if (result.status !== 0) throw new Error(`${label} falló (${result.status ?? result.signal})`);
  process.stderr.write(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}

/**
 * The app runs on its production server as `npm start` runs it (scripts/cluster.mjs: one worker of
 * the server (server/serve.ts) per core with the page cache; on PGlite the primary owns the database and the
 * workers reach it over the cluster channel, with BENCH_DATABASE_URL they use PostgreSQL); the bare
 * app on `next start`.
 */
function start(label, args, cwd, env) {
  const command =
    label === "app"
      ? [path.join(root, "scripts", "cluster.mjs")]
      : [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", ...args];
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...baseEnv, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.label = label;
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} no respondió`);
}

/**
 * HTML bytes (raw, gzip) and the first-load JS of a page: its <script src> chunks, gzip. When the
 * request asks for gzip, "gzip" is the body as the server sent it (fetch hands over the decoded page).
 */
async function weigh(url, headers = {}) {
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "";
  const asked = /gzip/.test(headers["accept-encoding"] ?? "");
  const length = response.headers.get("content-length");
  const served = asked && response.headers.get("content-encoding") === "gzip" && length ? Number(length) : null;
  const weight = {
    status: response.status,
    bytes: body.length,
    gzipBytes: served ?? gzipSync(body).length,
    contentEncoding: response.headers.get("content-encoding"),
    jsGzipBytes: null,
    jsFiles: null,
  };
  if (type.includes("text/html")) {
    const html = body.toString("utf8");
    // Next's tags, and on a page from the cache the ones its loader adds after the first frame (server/paint-first.ts).
    const srcs = [...new Set([...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]), ...loaderSources(html)])];
    let js = 0;
    for (const src of srcs) js += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length;
    weight.jsGzipBytes = js;
    weight.jsFiles = srcs.length;
  }
  return weight;
}

/** req/s and exact p50/p95 (every response's time) at `connections` for `seconds`. */
async function load(url, headers = {}) {
  // Warm-up: compiled code paths and caches, as a server that has been running would have them.
  await autocannon({ url, headers, connections: 2, duration: 2 });
  const times = [];
  const instance = autocannon({ url, headers, connections, duration: seconds });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (p) => (times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] : null);
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: round(at(50)),
    p95: round(at(95)),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The result of a full profile with career filters (p95 ≤ 50 ms at 10 connections):
 * BENCH_RESULT_STUDENTS (20) students registered here, each given the same full profile (the full
 * interests test, personality, intelligences, values, the choice sections) and filters that read
 * the offerings (university, a cost cap, three areas), then `GET /api/vocational/progress/result`
 * at `connections` connections taking the students in turn, 25 calls each (the per-user call gate
 * allows 30 a minute: lib/server/handler/call-gates.ts), and the result page for `seconds` s, the
 * students in turn: from the server's per-person page cache (each student's first load, the
 * warm-up, renders it; the loads counted as hit/miss by `x-rumbo-cache`) and, in the same run,
 * rendered by Next on every request (the same page with a query, which the cache leaves alone).
 * The first call of each student computes (warm-up); the measured ones are the kept result, as for
 * a student who reads it again.
 */
async function resultFigures() {
  const students = Number(process.env.BENCH_RESULT_STUDENTS || 20);
  const call = async (method, url, cookie, body, forwardedFor) => {
    const response = await fetch(`${app}${url}`, {
      method,
      headers: {
        origin: app,
        accept: "application/json",
        ...(cookie ? { cookie } : {}),
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
    return { json: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie() };
  };
  const cookies = [];
  let profile = null;
  for (let i = 0; i < students; i++) {
    const id = `${process.pid}-${i}`;
    const phone = `+5199${String(process.pid % 1000).padStart(3, "0")}${String(i).padStart(4, "0")}`;
    const registered = await call(
      "POST",
      "/api/v2/auth/register",
      null,
      {
        user: phone,
        password: `Clave-${id}!`,
        name: "Resultado",
        surname: "Bench",
        email: `bench-result-${id}@example.pe`,
        role: "user",
        typeUser: "user",
        careers: [],
      },
      `10.26.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    );
    const cookie = registered.cookies.map((c) => c.split(";")[0]).join("; ");
    cookies.push(cookie);
    profile ??= await fullProfile(call, cookie);
    const { json } = await call("GET", "/api/vocational", cookie);
    for (const data of profile) await call("PUT", `/api/vocational/progress/${json.data.process.id}`, cookie, { data });
    const first = await call("GET", "/api/vocational/progress/result", cookie);
    if (!first.json.data.ready || !first.json.data.suggestions.length) throw new Error("el perfil del bench no da un resultado");
  }
  // Her result as JSON, from the server's personal cache (a GET with her cookie), each
  // connection taking the students in turn. (Through Next's handler on every request it would
  // soon meet the result's per-student rate limit: its cost is the rendered page's row below.)
  const api = await loadInTurn(`${app}/api/vocational/progress/result`, cookies);
  const resultPage = `${app}/orientacion-vocacional/resultado-proceso-vocacional`;
  const { bytes, gzipBytes } = await weigh(resultPage, { cookie: cookies[0], ...GZIP });
  const page = { bytes, gzipBytes, ...(await loadInTurn(resultPage, cookies)) };
  const pageRendered = await loadInTurn(`${resultPage}?sin-cache=1`, cookies, { cached: false });
  return { api, page, pageRendered };
}

/**
 * `url` for `seconds` s at `connections`, each connection taking the students in turn; after a
 * warm-up in which every connection asks for every student twice (with several workers each
 * connection stays on one, whose cache is its own; `cached: false`, a short one). req/s, exact p50/p95, statuses and the
 * `x-rumbo-cache` answers of the measured requests.
 */
async function loadInTurn(url, cookies, { cached = true } = {}) {
  const inTurn = (onResponse) => ({
    // context: per connection (autocannon); each starts at another student.
    setupRequest: (request, context) => {
      context.turn = (context.turn ?? Math.floor(Math.random() * cookies.length)) + 1;
      return { ...request, headers: { ...request.headers, cookie: cookies[context.turn % cookies.length] } };
    },
    ...(onResponse ? { onResponse } : {}),
  });
  // Rendered on every request, a short warm-up (compiled paths) is enough.
  await autocannon({ url, connections, amount: (cached ? cookies.length * 2 : 2) * connections, requests: [inTurn()] });
  const times = [];
  const statuses = {};
  const cache = {};
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      inTurn((_status, _body, _context, headers) => {
        const answer = headers["x-rumbo-cache"] ?? "none";
        cache[answer] = (cache[answer] ?? 0) + 1;
      }),
    ],
  });
  instance.on("response", (_client, status, _bytes, responseTime) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
    times.push(responseTime);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (p) =>
    times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] * 10) / 10 : null;
  return {
    students: cookies.length,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    statuses,
    cache,
  };
}

/** The full profile with filters the result's figures use, built from the questions the API serves. */
async function fullProfile(call, cookie) {
  const questions = async (id, query = "") => (await call("GET", `/api/vocational/questions/${id}${query}`, cookie)).json.data;
  const rate = (items) => Object.fromEntries(items.map((item, i) => [item.id, ((i * 7) % 5) + 1]));
  const interests = await questions("professional-interest", "?mode=full");
  const personality = await questions("personality");
  const intelligences = await questions("multiple-intelligence");
  const values = await questions("professional-values");
  const pickIds = async (id, n) => (await questions(id)).options.slice(0, n).map((o) => o.id);
  const areas = await pickIds("career-world", 3);
  return [
    { section: "professional-interest", mode: "full", answers: rate(interests.items), position: interests.items.length },
    { section: "personality", answers: rate(personality.items), position: personality.items.length },
    { section: "multiple-intelligence", answers: rate(intelligences.items), position: intelligences.items.length },
    { section: "professional-values", answers: { ranking: values.options.slice(0, values.pick).map((o) => o.id) } },
    { section: "abilities", answers: { selected: await pickIds("abilities", 3) } },
    { section: "unique-qualities", answers: { selected: await pickIds("unique-qualities", 3) } },
    { section: "activities-of-interest", answers: { selected: await pickIds("activities-of-interest", 3) } },
    { section: "career-world", answers: { areas } },
    { section: "career-filter", answers: { levels: ["universitaria"], areas, institutionKind: "universidad", maxMonthlyCost: 3000 } },
  ];
}

/** bench-classroom.mjs's arguments for registering with the demo school's code (none without the school). */
const schoolCodeArgs = (schoolId) => (schoolId ? ["--school-id", String(schoolId), "--code", "RUMBO2026"] : []);

/**
 * Rounds of each classroom scenario (BENCH_CLASS_ROUNDS, default 3). One class's p95 moves 2-4x
 * between two identical runs a few minutes apart on a shared 2-core machine, as the machine's own
 * speed does (the bare page's req/s moved as much within one session); each deployment's row is the
 * median of its rounds, and the deployments take turns within a round, so they are compared in
 * the same minutes.
 */
const CLASS_ROUNDS = Math.max(1, Number(process.env.BENCH_CLASS_ROUNDS) || 3);

/**
 * The classes of the classroom (scripts/bench-classroom.mjs): BENCH_CLASS students (200) within
 * 30 s, each from its own loopback address (`each`), and as many from one shared address
 * registering with the demo school's code (`code`; the bench databases have the demo accounts and
 * code). With `extra` (the PGlite server) also 120 from one address without a code within a
 * minute, following the server's Retry-After as the form does (BENCH_CLASS_NO_CODE=0 skips it),
 * and a school morning (BENCH_CLASS_MORNING=0 skips it): measured once, after the rounds.
 */
function classScenarios(schoolId, label, { shared = false, extra = false } = {}) {
  const studentsInClass = process.env.BENCH_CLASS || "200";
  // 500 registrations in 5 minutes through one address with a school code.
  const morning = process.env.BENCH_CLASS_MORNING ?? "500";
  const noCode = process.env.BENCH_CLASS_NO_CODE ?? "120";
  const withCode = ["--shared", ...schoolCodeArgs(schoolId)];
  const rounds = [
    ...(shared ? [] : [{ key: "each", label: `${label}: una dirección por estudiante`, args: ["--students", studentsInClass] }]),
    { key: "code", label: `${label}: una dirección compartida, código de colegio`, args: ["--students", studentsInClass, ...withCode] },
  ];
  const once = [
    ...(extra && noCode !== "0"
      ? [
          {
            label: `${label}: ${noCode} sin código por una dirección en 1 minuto, esperando el Retry-After como el formulario`,
            args: ["--students", noCode, "--ramp", "60", "--shared", "--follow-retry-after"],
          },
        ]
      : []),
    ...(extra && morning !== "0"
      ? [
          {
            label: `${label}: una mañana, ${morning} en 5 minutos por una dirección, código de colegio`,
            args: ["--students", morning, "--ramp", "300", ...withCode],
          },
        ]
      : []),
  ];
  return { rounds, once };
}

/** The machine's CPU time so far (Linux /proc/stat, in ticks), or null elsewhere. */
function cpuTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}

/**
 * The share of the machine's CPU that was busy, and the share its host took (steal: a virtual
 * machine's cores given to another guest), between two cpuTicks() readings, in %.
 */
function cpuShare(before, after) {
  if (!before || !after) return null;
  const busy = after.busy - before.busy;
  const steal = after.steal - before.steal;
  const total = busy + steal + (after.idle - before.idle);
  return total > 0 ? { busyPercent: Math.round((100 * busy) / total), stealPercent: Math.round((100 * steal) / total) } : null;
}

/** One class through `url`: its figures (bench-classroom.mjs's JSON) and the machine's CPU meanwhile, or its error. */
async function runClass(url, { label, args }) {
  process.stderr.write(`▸ Aula: ${label}\n`);
  const before = cpuTicks();
  // Not spawnSync: the two-instance proxy lives in this process's event loop.
  const result = await runChild(process.execPath, ["scripts/bench-classroom.mjs", "--url", url, ...args], baseEnv);
  if (result.status !== 0) return { label, error: (result.stderr || result.stdout).trim().slice(0, 500) };
  return { label, ...JSON.parse(result.stdout.slice(result.stdout.indexOf("{"))), cpu: cpuShare(before, cpuTicks()) };
}

/**
 * The rounds of one scenario as one row: for each kind of request the median of the rounds' p50,
 * p95 and p99 (and every round's p95 in `roundsP95`), the errors of all rounds added up, the
 * answers lost in all of them, the fewest registered in a round.
 */
function combineRounds(label, results) {
  const failed = results.find((r) => r.error);
  if (failed) return { label, error: failed.error, rounds: results.length };
  const kinds = {};
  for (const kind of Object.keys(results[0].kinds)) {
    const of = (key) => median(results.map((r) => r.kinds[kind][key]).filter((v) => v !== null));
    kinds[kind] = {
      count: results.reduce((sum, r) => sum + r.kinds[kind].count, 0),
      p50: of("p50"),
      p95: of("p95"),
      p99: of("p99"),
      roundsP95: results.map((r) => r.kinds[kind].p95),
    };
  }
  const errors = {};
  for (const r of results) for (const [k, v] of Object.entries(r.errors)) errors[k] = (errors[k] ?? 0) + v;
  return {
    label,
    rounds: results.length,
    students: results[0].students,
    registered: Math.min(...results.map((r) => r.registered)),
    kinds,
    errors,
    answersChecked: results.reduce((sum, r) => sum + r.answersChecked, 0),
    lostAnswers: results.reduce((sum, r) => sum + r.lostAnswers, 0),
    cpuRounds: results.map((r) => r.cpu),
  };
}

/**
 * The classrooms of every deployment: the bench's PGlite server, and (unless skipped) the scaled
 * deployment, one instance with a worker per core and two instances of one worker behind one
 * address, all up at once. CLASS_ROUNDS rounds; in each, every scenario runs on each deployment in
 * turn (PGlite, PostgreSQL, the two instances), the rate limits in Redis emptied before each
 * PostgreSQL class. Then the PGlite server's classes measured once.
 */
async function classrooms(schoolId) {
  const scaled = await scaledDeployments().catch((error) => ({
    skipped: `falló (${error instanceof Error ? error.message : String(error)})`,
  }));
  try {
    const deployments = [
      { url: app, ...classScenarios(schoolId, "PGlite", { extra: true }), before: async () => {} },
      ...(scaled.deployments ?? []).map((d) => ({ ...d, ...classScenarios(scaled.schoolId, d.label, { shared: d.shared }) })),
    ];
    // The same uncounted classes as the scaled servers had (with BENCH_ONLY=aula nothing else warmed it).
    await warmUp(app, schoolId);
    const results = new Map();
    for (let round = 0; round < CLASS_ROUNDS; round++) {
      for (const key of ["each", "code"]) {
        for (const d of deployments) {
          const scenario = d.rounds.find((s) => s.key === key);
          if (!scenario) continue;
          await d.before();
          const result = await runClass(d.url, { ...scenario, label: `${scenario.label} (ronda ${round + 1} de ${CLASS_ROUNDS})` });
          results.set(scenario.label, [...(results.get(scenario.label) ?? []), result]);
        }
      }
    }
    const rows = (d) => d.rounds.map((s) => combineRounds(s.label, results.get(s.label)));
    const pglite = [...rows(deployments[0])];
    for (const scenario of deployments[0].once) pglite.push(await runClass(app, scenario));
    return { pglite, scaled: scaled.deployments ? deployments.slice(1).flatMap(rows) : { skipped: scaled.skipped } };
  } finally {
    await scaled.stop?.();
  }
}

/** A child process's exit status and output, without blocking this process's event loop. */
function runChild(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (stderr += chunk));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/**
 * A TCP proxy on `port` that hands each new connection to the next of `targets` in turn: two
 * instances behind one address, as a school's traffic reaches a deployment behind a balancer.
 */
function roundRobin(port, targets) {
  let next = 0;
  const server = net.createServer((client) => {
    const target = targets[next++ % targets.length];
    const upstream = net.connect(target, "127.0.0.1");
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close);
    upstream.on("error", close);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/**
 * The scaled deployment, up for the classrooms: PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432; a database of its own, dropped by `stop`) and Redis
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379/13, emptied before each class: the rate limits
 * start from zero), as one instance with a worker per core and as two instances of one worker each
 * behind a round-robin proxy on one address, both on the same database. Each serves an uncounted
 * class of each kind first (warmUp). `{ skipped }` without PostgreSQL or Redis, or with
 * BENCH_SCALED=0.
 */
async function scaledDeployments() {
  if (process.env.BENCH_SCALED === "0") return { skipped: "no medida (BENCH_SCALED=0)" };
  const pgBase = (process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
  const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379/13";
  const { default: pg } = await import("pg");
  const { default: Redis } = await import("ioredis");
  const database = `rumbo_bench_${process.pid}`;
  const databaseUrl = `${pgBase}/${database}`;
  const adminQuery = async (sql) => {
    const client = new pg.Client({ connectionString: `${pgBase}/postgres`, connectionTimeoutMillis: 2_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const flushRedis = async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    redis.on("error", () => {});
    try {
      await redis.connect();
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
  };
  try {
    await adminQuery(`create database ${database}`);
    await flushRedis();
  } catch (error) {
    return { skipped: `sin PostgreSQL o Redis (${error instanceof Error ? error.message : String(error)})` };
  }
  const servers = [];
  let proxy = null;
  const stop = async () => {
    proxy?.close();
    for (const s of servers.splice(0)) {
      if (s.exitCode === null) s.kill("SIGTERM");
      await new Promise((r) => (s.exitCode === null ? s.once("exit", r) : r()));
    }
    await adminQuery(`drop database if exists ${database} with (force)`).catch(() => {});
  };
  try {
    run("PostgreSQL de la medición (migraciones y datos)", bin("tsx"), ["scripts/prepare-db.ts"], {
      env: { ...baseEnv, DATABASE_URL: databaseUrl, RUMBO_DEMO_USERS: "1" },
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query("select school_id from school_codes where code = 'RUMBO2026' limit 1");
    await client.end();
    const schoolId = rows[0]?.school_id ?? null;
    const env = (serverPort, workers) => ({
      PORT: String(serverPort),
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      APP_URL: `http://127.0.0.1:${serverPort}`,
      TRUST_PROXY: "1",
      RUMBO_REMINDER_JOB: "off",
      LOG_LEVEL: "warn",
      ...(workers ? { RUMBO_WORKERS: String(workers) } : {}),
    });
    const one = Number(process.env.BENCH_SCALED_PORT || 3344);
    const [a, b, front] = [one + 1, one + 2, one + 3];
    servers.push(start("app", [], root, env(one)), start("app", [], root, env(a, 1)), start("app", [], root, env(b, 1)));
    await Promise.all([one, a, b].map((p) => waitFor(`http://127.0.0.1:${p}/v1/health`)));
    proxy = await roundRobin(front, [a, b]);
    const deployments = [
      { url: `http://127.0.0.1:${one}`, label: `PostgreSQL + Redis, ${os.availableParallelism()} workers`, shared: false },
      { url: `http://127.0.0.1:${front}`, label: "PostgreSQL + Redis, dos instancias tras una dirección", shared: true },
    ];
    for (const d of deployments) await warmUp(d.url, schoolId, { shared: d.shared });
    return { schoolId, stop, deployments: deployments.map((d) => ({ ...d, before: flushRedis })) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A fresh server's first classes, not counted: 20 students with the school's code through `url`,
 * and (unless `shared`) 20 more each from its own address (every worker compiles its routes, opens
 * its database connections and fills its caches along both ways of registering). Every deployment
 * has them before its first class, the PGlite server too: the scaled servers start cold, and
 * without this their first class measured their start-up instead.
 */
async function warmUp(url, schoolId, { shared = false } = {}) {
  process.stderr.write(`▸ Aula: calentamiento de ${url} (no cuenta)\n`);
  const base = ["scripts/bench-classroom.mjs", "--url", url, "--students", "20", "--ramp", "10", "--pause", "300"];
  for (const args of [[...base, "--shared", ...schoolCodeArgs(schoolId)], ...(shared ? [] : [base])]) {
    const result = await runChild(process.execPath, args, baseEnv);
    if (result.status !== 0) throw new Error(`calentamiento: ${(result.stderr || result.stdout).trim().slice(0, 300)}`);
  }
}

/** The CPU shares of a class's rounds: "93 / 4" for one, "93 / 4 · 88 / 9" for several. */
const cpuCell = (shares) =>
  shares.every(Boolean) && shares.length ? shares.map((c) => `${c.busyPercent} / ${c.stealPercent}`).join(" · ") : "–";

/** The markdown lines of the classroom runs. */
function classroomLines(runs) {
  if (!Array.isArray(runs)) return [`Aula: ${runs.skipped}`];
  const cell = (k) => (k?.count ? `${k.p50} / ${k.p95} / ${k.p99}${k.roundsP95 ? ` (${k.roundsP95.join(" · ")})` : ""}` : "–");
  return [
    `Aula (p50 / p95 / p99 ms; con rondas, la mediana de ${CLASS_ROUNDS} ${CLASS_ROUNDS === 1 ? "ronda" : "rondas en turno con los otros despliegues"} y, entre paréntesis, el p95 de cada ronda; la CPU de la máquina durante cada clase):`,
    "",
    "| escenario | estudiantes | landing | registro | página con sesión | guardado | resultado | errores | perdidas | CPU ocupada / robada % |",
    "|---|---:|---|---|---|---|---|---|---:|---|",
    ...runs.map((r) =>
      r.error
        ? `| ${r.label} | – | falló: ${r.error.replaceAll("|", "/").slice(0, 120)} | | | | | | | |`
        : `| ${r.label}${r.rounds ? ` (${r.rounds} ${r.rounds === 1 ? "ronda" : "rondas"})` : ""} | ${r.students} (${r.registered} registrados${r.rounds > 1 ? " en cada una" : ""}${r.registrationWaits === undefined ? "" : `; ${r.registrationWaits} esperas del Retry-After, ${r.registrationWaitSeconds} s`}) | ${cell(r.kinds.landing)} | ${cell(r.kinds.register)} | ${cell(r.kinds.page)} | ${cell(r.kinds.save)} | ${cell(r.kinds.read)} | ${
            Object.entries(r.errors)
              .map(([k, v]) => `${k}: ${v}`)
              .join(", ") || 0
          } | ${r.lostAnswers} | ${cpuCell(r.cpuRounds ?? [r.cpu])} |`,
    ),
  ];
}

/** The demo school's id (its code RUMBO2026), read from the bench's PGlite before the server opens it. */
async function demoSchoolId() {
  if (process.env.BENCH_DATABASE_URL) return null;
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/contrib/pg_trgm")]);
  const db = await PGlite.create(pgliteDir, { extensions: { pg_trgm } });
  try {
    const { rows } = await db.query("select school_id from school_codes where code = 'RUMBO2026' limit 1");
    return rows[0]?.school_id ?? null;
  } finally {
    await db.close();
  }
}

function answerSaves() {
  const students = process.env.BENCH_STUDENTS || "20";
  const result = spawnSync(process.execPath, ["scripts/bench-vocational.mjs", "--url", app, "--students", students, "--think", "200"], {
    encoding: "utf8",
    env: baseEnv,
  });
  if (result.status !== 0) return { error: (result.stderr || result.stdout).trim().slice(0, 500) };
  return JSON.parse(result.stdout.slice(result.stdout.indexOf("{")));
}

/** The pages Lighthouse measures (mobile): the landing page, the directory, a profile and a static page. */
const LIGHTHOUSE_PAGES = ["/", "/instituciones", SAN_MARCOS, "/privacy"];

/** One page's Lighthouse figures, read from the JSON report scripts/lighthouse.sh wrote in `dir`. */
function lighthouseFigures(page, dir) {
  const name = page === "/" ? "_inicio" : page.replaceAll("/", "_");
  const report = JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8"));
  const value = (id) => report.audits[id]?.numericValue ?? null;
  // Every request of the run, to show that nothing left the machine (the app serves all it needs).
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const remote = requests.filter((r) => !/^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:)/.test(r.url));
  return {
    page,
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(value("largest-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
    totalBytes: value("total-byte-weight"),
    requests: requests.length,
    remoteRequests: remote.map((r) => r.url),
    lighthouseVersion: report.lighthouseVersion,
    formFactor: report.configSettings?.formFactor ?? null,
  };
}

/** A test section, measured signed in: the demo student of the README, logged in by the API. */
const LIGHTHOUSE_SECTION = "/orientacion-vocacional/intereses-profesionales";
/**
 * Runs of each page (BENCH_LIGHTHOUSE_RUNS, default 5): one run's total blocking time moves by half
 * or more from one run to the next, even on a quiet machine; the report gives the median and each run.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5);

/** The demo student's session cookies for the bench server, or null. */
async function demoStudentCookie() {
  const res = await fetch(`${app}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app },
    body: JSON.stringify({ user: "estudiante@rumbo.pe", password: "Estudiante2026!", role: "user" }),
  });
  if (!res.ok) return null;
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Each page's runs in one row: the median of each figure, the largest CLS, and each run's total blocking time. */
function medianRow(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    ...runs[0],
    performance: pick("performance"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: Math.max(...runs.map((r) => r.cls)),
    tbtRuns: runs.map((r) => r.tbtMs),
    remoteRequests: [...new Set(runs.flatMap((r) => r.remoteRequests))],
  };
}

/**
 * Lighthouse mobile (scripts/lighthouse.sh) with Debian's Chromium and the pinned devDependency: the
 * app's pages and the test section signed in, LIGHTHOUSE_RUNS times in turn, each run right after a
 * run of the bare app's static page (the framework's own floor). The bare page's own TBT moves
 * between runs as much as the gap being measured (73 to 200 ms on one quiet machine), so its floor
 * is the median of all its runs, one beside each of the app's, spread over the same minutes.
 */
async function lighthouse() {
  const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(chrome)) return { skipped: `sin Chromium en ${chrome} (apt-get install -y chromium, o CHROME_PATH)` };
  const bin = process.env.LIGHTHOUSE_BIN || path.join(root, "node_modules", ".bin", "lighthouse");
  if (!existsSync(bin)) return { skipped: `sin Lighthouse en ${bin} (npm install: es una devDependency)` };
  const loadAtStart = os.loadavg()[0];
  const cookie = await demoStudentCookie();
  const dir = path.join(root, "reports", "lighthouse");
  const floorTarget = { base: bare, page: "/", label: "bare /", out: path.join(dir, "bare"), env: {} };
  const targets = [
    ...LIGHTHOUSE_PAGES.map((page) => ({ base: app, page, label: page, out: dir, env: {} })),
    ...(cookie
      ? [{ base: app, page: LIGHTHOUSE_SECTION, label: `${LIGHTHOUSE_SECTION} (con sesión)`, out: dir, env: { LIGHTHOUSE_COOKIE: cookie } }]
      : []),
  ];
  const measure = (target) => {
    const result = spawnSync("bash", ["scripts/lighthouse.sh", target.base, target.page], {
      encoding: "utf8",
      env: { ...baseEnv, LIGHTHOUSE_BIN: bin, CHROME_PATH: chrome, LIGHTHOUSE_OUT: target.out, ...target.env },
    });
    if (result.status !== 0) throw new Error(`${target.label}: ${(result.stderr || result.stdout).trim().slice(0, 500)}`);
    return { ...lighthouseFigures(target.page, target.out), page: target.label };
  };
  const runs = new Map([floorTarget, ...targets].map((t) => [t.label, []]));
  try {
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      for (const target of targets) {
        runs.get(floorTarget.label).push(measure(floorTarget));
        runs.get(target.label).push(measure(target));
      }
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const pages = [floorTarget, ...targets].map((t) => medianRow(runs.get(t.label)));
  for (const page of pages) page.tbtVsBare = ratio(page.tbtMs, pages[0].tbtMs);
  return { runs: LIGHTHOUSE_RUNS, loadAtStart, loadAtEnd: os.loadavg()[0], pages };
}

/** The Lighthouse lines of the markdown report. */
function lighthouseLines(lh) {
  if (!lh.pages) return [`Lighthouse: ${lh.skipped ?? lh.error}`];
  const first = lh.pages[0];
  return [
    `Lighthouse ${first.lighthouseVersion} (${first.formFactor === "mobile" ? "móvil" : first.formFactor}, 4G lento y CPU ×4 simulados), mediana de ${lh.runs} corridas por página, carga media ${lh.loadAtStart.toFixed(1)} al empezar y ${lh.loadAtEnd.toFixed(1)} al terminar:`,
    "",
    `La página mínima (bare) se mide justo antes de cada corrida de cada página: su fila es la mediana de esas ${lh.pages[0].tbtRuns.length} corridas.`,
    "",
    "| Página | Rendimiento | LCP ms | TBT ms | TBT de cada corrida | TBT × bare | CLS | Total KB | Peticiones | Fuera de la máquina |",
    "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|",
    ...lh.pages.map(
      (p) =>
        `| ${p.page} | ${p.performance} | ${p.lcpMs} | ${p.tbtMs} | ${p.tbtRuns.join(" · ")} | ${p.tbtVsBare ?? "–"} | ${p.cls.toFixed(3)} | ${kb(p.totalBytes)} | ${p.requests} | ${p.remoteRequests.length} |`,
    ),
  ];
}

const counts = (byKey) =>
  Object.entries(byKey)
    .map(([k, v]) => `${k}×${v}`)
    .join(", ");
const pageLine = (page) =>
  `${page.requestsPerSecond} req/s, p50 ${page.p50} ms, p95 ${page.p95} ms, p99 ${page.p99} ms (${page.students} estudiantes por turno; respuestas ${counts(page.statuses)}; x-rumbo-cache ${counts(page.cache)})`;
const ratio = (value, base) => (value === null || base === null || !base ? null : Math.round((value / base) * 100) / 100);
const kb = (bytes) => (bytes === null ? "–" : (bytes / 1024).toFixed(1));

async function main() {
  const loadAtStart = os.loadavg();
  mkdirSync(path.join(root, "reports"), { recursive: true });
  // BENCH_DATABASE_URL: PostgreSQL instead of the bench's PGlite (the workers reach it directly).
  const database = process.env.BENCH_DATABASE_URL || "";
  run("Base de datos de la medición (migraciones y datos)", bin("tsx"), ["scripts/prepare-db.ts"], {
    env: { ...baseEnv, PGLITE_DIR: pgliteDir, DATABASE_URL: database, RUMBO_DEMO_USERS: "1" },
  });
  const schoolId = await demoSchoolId();
  const skipBuild = process.env.BENCH_SKIP_BUILD === "1";
  if (!skipBuild || !existsSync(path.join(root, distDir, "BUILD_ID"))) {
    const noDb = path.join(os.tmpdir(), `rumbo-bench-nodb-${process.pid}`, "absent");
    run("next build (la aplicación, sin base de datos)", bin("next"), ["build"], {
      env: { ...baseEnv, NEXT_DIST_DIR: distDir, DATABASE_URL: "", PGLITE_DIR: noDb },
    });
  }
  if (!skipBuild || !existsSync(path.join(bareDir, ".next", "BUILD_ID"))) {
    run(
      "next build (la aplicación mínima de referencia)",
      process.execPath,
      [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"],
      { cwd: bareDir },
    );
  }

  const servers = [
    start("app", [], root, {
      PORT: String(port),
      NEXT_DIST_DIR: distDir,
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: database,
      APP_URL: app,
      TRUST_PROXY: "1",
      RUMBO_REMINDER_JOB: "off",
      LOG_LEVEL: "warn",
    }),
    start("bare", ["-p", String(barePort)], bareDir, {}),
  ];
  const stop = () => servers.forEach((s) => s.exitCode === null && s.kill("SIGTERM"));
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  try {
    await Promise.all([waitFor(`${app}/v1/health`), waitFor(`${bare}/`)]);
    const rows = [];
    for (const target of targets) {
      process.stderr.write(`▸ ${target.name}\n`);
      const weight = await weigh(target.url, target.headers);
      const { headers: _headers, ...row } = target;
      rows.push({ ...row, ...weight, ...(await load(target.url, target.headers)) });
    }
    const barePage = rows.find((r) => r.kind === "bare-page");
    const bareApi = rows.find((r) => r.kind === "bare-api");
    const privacy = rows.find((r) => r.name === "/privacy");
    // Every page against the cached /privacy.
    const privacyRendered = privacy;
    for (const row of rows) {
      const base = row.kind === "api" || row.kind === "bare-api" ? bareApi : barePage;
      row.vsBare = {
        requestsPerSecond: ratio(row.requestsPerSecond, base.requestsPerSecond),
        p50: ratio(row.p50, base.p50),
        bytes: ratio(row.bytes, base.bytes),
        jsGzipBytes: ratio(row.jsGzipBytes, base.jsGzipBytes),
      };
      const privacyBase = row.name.includes("(renderizada") ? privacyRendered : privacy;
      row.vsPrivacy = row.kind === "page" && privacyBase ? ratio(row.requestsPerSecond, privacyBase.requestsPerSecond) : null;
    }
    process.stderr.write("▸ Guardado de respuestas (scripts/bench-vocational.mjs)\n");
    const saves = only.length ? { skipped: "no medido (BENCH_ONLY)" } : answerSaves();
    const classes = only.length && !onlyClassroom ? null : await classrooms(schoolId);
    const classRuns = classes?.pglite ?? { skipped: "no medida (BENCH_ONLY)" };
    const scaledRuns = classes?.scaled ?? { skipped: "no medida (BENCH_ONLY)" };
    process.stderr.write("▸ Resultado de un perfil completo con filtros\n");
    const result =
      !only.length || only.some((part) => "resultado".includes(part) || part.includes("resultado")) ? await resultFigures() : null;
    process.stderr.write("▸ Lighthouse\n");
    const lh = only.length && !onlyLighthouse ? { skipped: "no medido (BENCH_ONLY)" } : await lighthouse();
    const report = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? null,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        // At the start (before the build and the database), and when the report is written.
        loadAverage: loadAtStart,
        loadAverageAtEnd: os.loadavg(),
      },
      settings: { connections, seconds, only },
      rows: rows.map(({ url: _url, ...row }) => row),
      answerSaves: saves,
      result,
      classroom: classRuns,
      scaledClassroom: scaledRuns,
      lighthouse: lh,
    };
    writeFileSync(path.join(root, "reports", only.length ? "bench-only.json" : "bench.json"), `${JSON.stringify(report, null, 2)}\n`);

    const lines = [
      `Bench ${report.date.slice(0, 16).replace("T", " ")} UTC · ${report.machine.cpus} núcleos (${report.machine.cpuModel}) · ${connections} conexiones, ${seconds} s por URL · carga media al empezar ${report.machine.loadAverage[0].toFixed(1)}, al terminar ${report.machine.loadAverageAtEnd[0].toFixed(1)}`,
      "",
      "| URL | req/s | × bare | × /privacy | p50 ms | p95 ms | HTML KB | gzip KB | × bare | JS gzip KB | × bare |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.requestsPerSecond} | ${r.vsBare.requestsPerSecond ?? "–"} | ${r.vsPrivacy ?? "–"} | ${r.p50} | ${r.p95} | ${kb(r.bytes)} | ${kb(r.gzipBytes)} | ${r.vsBare.bytes ?? "–"} | ${kb(r.jsGzipBytes)} | ${r.vsBare.jsGzipBytes ?? "–"} |`,
      ),
      "",
      saves.skipped
        ? `Guardado de respuestas: ${saves.skipped}`
        : saves.error
          ? `Guardado de respuestas: falló (${saves.error})`
          : `Guardado de respuestas (${saves.students} estudiantes, pausa ${saves.thinkMs} ms): p50 ${saves.p50} ms, p95 ${saves.p95} ms, p99 ${saves.p99} ms, ${saves.lostAnswers} respuestas perdidas.`,
      "",
      result
        ? `Resultado, perfil completo con filtros (${result.api.students} estudiantes, ${connections} conexiones): API desde la caché personal ${pageLine(result.api)}; página (${kb(result.page.bytes)} KB, ${kb(result.page.gzipBytes)} KB con gzip) desde la caché personal ${pageLine(result.page)}; renderizada en cada pedido ${pageLine(result.pageRendered)}.`
        : "Resultado: no medido (BENCH_ONLY sin «resultado»)",
      "",
      ...classroomLines(Array.isArray(classRuns) && Array.isArray(scaledRuns) ? [...classRuns, ...scaledRuns] : classRuns),
      ...(Array.isArray(scaledRuns) ? [] : ["", `Aula en PostgreSQL + Redis: ${scaledRuns.skipped}`]),
      "",
      ...lighthouseLines(lh),
    ];
    console.log(lines.join("\n"));
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
