#!/usr/bin/env node
/**
 * node scripts/two-instances.mjs — two production servers behind one PostgreSQL and one Redis
 * pass the same API smoke test: an account registered on instance A logs in on B,
 * saves an answer on B that A reads back, a session from A works on B, and the log-in limit is
 * shared (failures on A and B count together). And the page cache (server/serve.ts): B serves an
 * institution's profile from its cache with a fresh CSP nonce per response, and a change published
 * on Redis the way the seed publishes it drops B's copy. And the chat: a message a
 * member posts on A reaches a specialist's event stream open on B (Redis pub/sub), live.
 *
 * Needs PostgreSQL (TWO_PG_URL, default postgres://postgres@127.0.0.1:5432; the script creates and
 * drops its own database) and Redis (TWO_REDIS_URL, default redis://127.0.0.1:6379/14); without
 * them it says so and exits 0. Reuses the current production build (NEXT_DIST_DIR or .next, the
 * one the e2e run made) when its source stamp matches, else builds it. Ports: TWO_PORTS=3342,3343.
 */
import { spawn, spawnSync } from "node:child_process";
import net from "node:net";
import path from "node:path";
import Redis from "ioredis";
import pg from "pg";
import { buildIsCurrent, buildProduction } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
const pgBase = (process.env.TWO_PG_URL || "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
const redisUrl = process.env.TWO_REDIS_URL || "redis://127.0.0.1:6379/14";
const database = `rumbo_two_instances_${process.pid}`;
const databaseUrl = `${pgBase}/${database}`;
const [portA, portB] = (process.env.TWO_PORTS || "3342,3343").split(",").map(Number);
const A = `http://127.0.0.1:${portA}`;
const B = `http://127.0.0.1:${portB}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
const failures = [];
let passed = 0;

function check(label, ok, detail = "") {
  if (ok) passed++;
  else failures.push(`${label}${detail ? `: ${detail}` : ""}`);
  console.log(`${ok ? "✓" : "✗"} ${label}${!ok && detail ? ` (${detail})` : ""}`);
}

function answers(host, port, probe, expect) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(700, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => (probe ? socket.write(probe) : done(true)));
    socket.on("data", (data) => done(!expect || data.toString().startsWith(expect)));
  });
}

async function admin(sql, connectionString = `${pgBase}/postgres`) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} no respondió`);
}

/** A JSON call from one client address (TRUST_PROXY=1 on both instances). */
async function call(base, method, pathname, { body, token, ip = "198.51.100.7" } = {}) {
  const headers = { "x-forwarded-for": ip };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json };
}

async function smoke() {
  const stamp = Date.now();
  const email = `dos-instancias-${stamp}@example.pe`;
  const password = "Dos-instancias-2026";
  const registered = await call(A, "POST", "/api/v2/auth/register", {
    body: { user: `+5197${String(stamp).slice(-7)}`, password, name: "Ana", surname: "Dos", email, careers: [] },
  });
  check("registro en A", registered.status === 201, `${registered.status} ${JSON.stringify(registered.json)?.slice(0, 200)}`);
  const tokenA = registered.json?.data?.token;
  const me = await call(B, "GET", "/api/vocational", { token: tokenA });
  check("la sesión creada en A vale en B", me.status === 200, String(me.status));

  const login = await call(B, "POST", "/api/auth/login", { body: { user: email, password } });
  check("inicio de sesión en B", login.status === 200 && Boolean(login.json?.data?.token), String(login.status));
  const tokenB = login.json?.data?.token;
  const process_ = await call(B, "GET", "/api/vocational", { token: tokenB });
  const processId = process_.json?.data?.process?.id;
  const saved = await call(B, "PUT", `/api/vocational/progress/${processId}`, {
    token: tokenB,
    body: { data: { section: "professional-interest", mode: "quick", answers: { r1: 4 }, position: 1 } },
  });
  check("respuesta guardada en B", saved.status === 200, String(saved.status));
  const read = await call(A, "GET", `/api/vocational/progress/${processId}`, { token: tokenA });
  check(
    "A lee la respuesta guardada en B",
    read.json?.data?.sections?.["professional-interest"]?.answers?.r1 === 4,
    JSON.stringify(read.json)?.slice(0, 200),
  );

  // The per (account, address) log-in limit: 5 failures in 10 minutes, counted across instances.
  const statuses = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const res = await call(attempt % 2 ? B : A, "POST", "/api/auth/login", {
      body: { user: email, password: "equivocada-123" },
      ip: "203.0.113.9",
    });
    statuses.push(res.status);
  }
  check(
    "límite de inicio de sesión compartido: 5 fallos entre A y B, el sexto (en B) es 429",
    statuses.slice(0, 5).every((s) => s === 401) && statuses[5] === 429,
    statuses.join(","),
  );
}

/** One anonymous page load: status, whether it came from the page cache, the nonces in header and body, the text. */
async function page(base, pathname) {
  // As a browser asks; fetch decodes the gzip the page cache makes per response.
  const response = await fetch(`${base}${pathname}`, { headers: { "accept-encoding": "gzip" } });
  const html = await response.text();
  const headerNonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? null;
  const bodyNonces = new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]));
  const hit = response.headers.get("x-rumbo-cache") === "hit";
  return { status: response.status, hit, encoding: response.headers.get("content-encoding"), headerNonce, bodyNonces, html };
}

/** The directory's search API as an anonymous caller sees it: whether it came from the server's cache, and the first result's sentence. */
async function search(base, words) {
  const response = await fetch(`${base}/api/institution?search=${encodeURIComponent(words)}`);
  const body = await response.json();
  return {
    status: response.status,
    hit: response.headers.get("x-rumbo-cache") === "hit",
    sentence: body.data?.items?.[0]?.sentence ?? null,
  };
}

async function pageCache() {
  const slug = `dos-instancias-${Date.now()}`;
  await admin(
    `insert into institutions (slug, name, source_name, kind, gestion, source, sentence)
     values ('${slug}', 'Universidad Dos Instancias', 'UNIVERSIDAD DOS INSTANCIAS', 'universidad', 'privada', 'prueba', 'Primera frase de prueba')`,
    databaseUrl,
  );
  const first = await page(B, `/${slug}`);
  const second = await page(B, `/${slug}`);
  check(
    "B muestra el perfil de una institución a un visitante sin sesión",
    first.status === 200 && first.html.includes("Primera frase de prueba"),
    String(first.status),
  );
  check("B sirve la segunda visita desde su caché de páginas", second.hit && second.html.includes("Primera frase de prueba"));
  check("la copia de la caché va en gzip, armado para esta respuesta", second.encoding === "gzip", String(second.encoding));
  check(
    "cada respuesta lleva su propio nonce, el mismo en la cabecera CSP y en los scripts",
    Boolean(first.headerNonce && second.headerNonce) &&
      first.headerNonce !== second.headerNonce &&
      second.bodyNonces.size === 1 &&
      second.bodyNonces.has(second.headerNonce ?? "") &&
      !second.html.includes(first.headerNonce ?? "-"),
    `${first.headerNonce} ${second.headerNonce} ${[...second.bodyNonces].join(",")}`,
  );
  await search(B, "Dos Instancias");
  const searched = await search(B, "Dos Instancias");
  check(
    "B responde la búsqueda del directorio desde su caché a quien no tiene sesión",
    searched.status === 200 && searched.hit && searched.sentence === "Primera frase de prueba",
    `${searched.status} ${searched.hit} ${searched.sentence}`,
  );
  // The seed and the back office publish their changes on Redis (lib/server/cache/broadcast.ts).
  await admin(`update institutions set sentence = 'Segunda frase de prueba' where slug = '${slug}'`, databaseUrl);
  const publisher = new Redis(redisUrl);
  await publisher.publish("rumbo:cache-invalidate", JSON.stringify({ tags: ["*"] }));
  publisher.disconnect();
  let third = await page(B, `/${slug}`);
  for (let i = 0; i < 20 && !third.html.includes("Segunda frase de prueba"); i++) {
    await new Promise((r) => setTimeout(r, 100));
    third = await page(B, `/${slug}`);
  }
  check(
    "un cambio publicado en Redis quita la copia de B: la página muestra el dato nuevo",
    third.html.includes("Segunda frase de prueba"),
  );
  const searchedAgain = await search(B, "Dos Instancias");
  check("y la búsqueda del directorio en B también", searchedAgain.sentence === "Segunda frase de prueba", String(searchedAgain.sentence));
}

async function rows(sql, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Registers an account on `base` and returns its token and id. */
async function account(base, name, n) {
  const stamp = `${Date.now()}${n}`;
  const email = `chat-${n}-${stamp}@example.pe`;
  const res = await call(base, "POST", "/api/v2/auth/register", {
    body: { user: `+5196${stamp.slice(-7)}`, password: "Dos-instancias-2026", name, surname: "Prueba", email, careers: [] },
    ip: `198.51.100.${20 + n}`,
  });
  const [user] = await rows("select id from users where email = $1", [email]);
  return { token: res.json?.data?.token, id: user?.id };
}

/** A message posted on A reaches the event stream the specialist has open on B. */
async function chat() {
  const member = await account(A, "Rosa", 1);
  const specialist = await account(A, "Ana", 2);
  await rows(
    `insert into memberships (user_id, plan_slug, source, source_ref, sessions_included, starts_at, ends_at)
     values ($1, 'autoguiado', 'order', $2, 0, now() - interval '1 day', now() + interval '30 days')`,
    [member.id, `dos-instancias-${Date.now()}`],
  );
  const [advisor] = await rows(
    "insert into advisors (name, title, email, user_id) values ('Ana Prueba', 'Psicóloga', 'ana-prueba@example.pe', $1) returning id",
    [specialist.id],
  );
  const opened = await call(A, "POST", "/api/chat/conversations", { token: member.token, body: { advisorId: advisor.id } });
  check("chat: el miembro abre una conversación en A", opened.status === 201, `${opened.status} ${JSON.stringify(opened.json)}`);
  const id = opened.json?.data?.id;

  const controller = new AbortController();
  const stream = await fetch(`${B}/api/advisor/chat/conversations/${id}/events`, {
    headers: { authorization: `Bearer ${specialist.token}`, accept: "text/event-stream", "accept-encoding": "gzip" },
    signal: controller.signal,
  });
  check(
    "chat: B abre el stream de la especialista (text/event-stream, sin comprimir)",
    stream.status === 200 &&
      (stream.headers.get("content-type") ?? "").startsWith("text/event-stream") &&
      !stream.headers.get("content-encoding"),
    `${stream.status} ${stream.headers.get("content-type")} ${stream.headers.get("content-encoding")}`,
  );
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const until = async (pattern, ms) => {
    const deadline = Date.now() + ms;
    while (!pattern.test(text) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now())))]);
      if (chunk && !chunk.done) text += decoder.decode(chunk.value, { stream: true });
    }
    return pattern.test(text);
  };
  await until(/retry: \d+/, 5_000);
  // Give B's Redis subscription a moment to be confirmed (the stream also catches up when it is).
  await new Promise((r) => setTimeout(r, 300));
  const started = Date.now();
  const posted = await call(A, "POST", `/api/chat/conversations/${id}/messages`, { token: member.token, body: { body: "Hola desde A" } });
  check("chat: el miembro escribe en A (201)", posted.status === 201, String(posted.status));
  const arrived = await until(new RegExp(`id: ${posted.json?.data?.id}\\nevent: message\\ndata: .*Hola desde A`), 5_000);
  check("chat: el mensaje escrito en A llega al stream abierto en B (Redis pub/sub)", arrived, arrived ? "" : text.slice(0, 300));
  if (arrived) console.log(`  (llegó en ${Date.now() - started} ms)`);
  controller.abort();
  await reader.cancel().catch(() => {});
}

async function main() {
  const pgUrl = new URL(`${pgBase}/postgres`);
  const redis = new URL(redisUrl);
  const [pgUp, redisUp] = await Promise.all([
    answers(pgUrl.hostname, Number(pgUrl.port || 5432)),
    answers(redis.hostname, Number(redis.port || 6379), "PING\r\n", "+PONG"),
  ]);
  if (!pgUp || !redisUp) {
    console.log(`▸ Dos instancias: omitido (${!pgUp ? "PostgreSQL" : "Redis"} no responde)`);
    return 0;
  }
  await admin(`create database ${database}`);
  const servers = [];
  try {
    const migrate = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), ["scripts/db-migrate.ts"], {
      stdio: "inherit",
      env: { ...env, DATABASE_URL: databaseUrl },
    });
    if (migrate.status !== 0) throw new Error("las migraciones fallaron");
    if (!buildIsCurrent(root)) {
      console.log("▸ next build (no hay una compilación al día que reutilizar)");
      if (buildProduction(root, env) !== 0) throw new Error("next build falló");
    }
    for (const [port, base] of [
      [portA, A],
      [portB, B],
    ]) {
      const child = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], {
        env: {
          ...env,
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          APP_URL: base,
          TRUST_PROXY: "1",
          RUMBO_REMINDER_JOB: "off",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      servers.push(child);
    }
    await Promise.all([waitFor(`${A}/v1/health`), waitFor(`${B}/v1/health`)]);
    await smoke();
    await pageCache();
    await chat();
  } finally {
    // Both servers closed (their pools with them) before the database is dropped; no fixed sleep.
    await Promise.all(
      servers.map((child) => {
        const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        return Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
      }),
    );
    await admin(`drop database if exists ${database} with (force)`).catch(() => {});
  }
  console.log(`\n${passed} passed, ${failures.length} failed`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
