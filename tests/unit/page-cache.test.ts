import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { cookieNames } from "@/lib/config/cookies";
import { FIXED_TOP_SEGMENTS, pageCachePolicy } from "@/lib/config/page-cache.mjs";
import { NONCE_LENGTH } from "@/lib/server/http/nonce.mjs";
import { proxy } from "@/proxy";
import { cacheCandidate, PageCache, renderEntry, SESSION_COOKIES, toEntry, type Entry, type Rendered } from "@/server/page-cache";
import { paintFirst } from "@/server/paint-first";

const NONCE = "bm9uY2UtZGUtcHJ1ZWJhMQ==";
const policy = { tags: ["catalogue"], ttlSeconds: 60 };

function rendered(
  overrides: { status?: number; cookies?: string[]; html?: string | Buffer; type?: string; nonce?: string } = {},
): Rendered {
  const headers = new Headers({
    "content-type": overrides.type ?? "text/html; charset=utf-8",
    "content-security-policy": `default-src 'self'; script-src 'self' 'nonce-${overrides.nonce ?? NONCE}' 'strict-dynamic'`,
    "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
    date: "Mon, 23 Nov 2026 08:00:00 GMT",
  });
  for (const cookie of overrides.cookies ?? ["exp=a; Path=/; Max-Age=604800; SameSite=lax"]) headers.append("set-cookie", cookie);
  const html =
    overrides.html ??
    `<!DOCTYPE html><html><head><script src="/_next/static/a.js" nonce="${NONCE}" async></script></head>` +
      `<body><p>Universidad</p><script nonce="${NONCE}">self.__next_f.push([1,"x"])</script></body></html>`;
  return { status: overrides.status ?? 200, headers, body: Buffer.isBuffer(html) ? html : Buffer.from(html) };
}

/** Every fixed first segment of a page or route under app/ (route groups and dynamic segments skipped). */
function appTopSegments(dir = path.join(process.cwd(), "app")): Set<string> {
  const found = new Set<string>();
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name.startsWith("(")) for (const inner of appTopSegments(full)) found.add(inner);
    else if (!name.startsWith("[") && !name.startsWith("_")) found.add(name);
  }
  return found;
}

describe("qué páginas sirve la caché del servidor (lib/config/page-cache.mjs)", () => {
  it("conoce cada segmento fijo de app/: lo demás es el slug de una institución", () => {
    const missing = [...appTopSegments()].filter((segment) => !FIXED_TOP_SEGMENTS.has(segment));
    expect(missing).toEqual([]);
  });

  it("las páginas públicas de catálogo, feria y sitio sí; las personales, las de cuenta y las de formularios no", () => {
    for (const url of [
      "/",
      "/instituciones",
      "/universidad-nacional-mayor-de-san-marcos",
      "/pucp/carrera/medicina-humana",
      "/pucp/modalidad/presencial",
      "/estudiar-carrera/medicina-humana",
      "/privacy",
    ]) {
      expect(pageCachePolicy(url, ""), url).not.toBeNull();
    }
    expect(pageCachePolicy("/instituciones", "?page=2&region=lima")).not.toBeNull();
    expect(pageCachePolicy("/expo", "")?.tags).toContain("fair-seats");
    for (const url of [
      "/cuenta",
      "/entrar",
      "/admin",
      "/colegio/panel",
      "/logout",
      "/confirmar-correo",
      "/empezar",
      "/pucp/otra/cosa",
      "/api/institution",
    ]) {
      expect(pageCachePolicy(url, ""), url).toBeNull();
    }
    // A password-change link on the home page, and Next's RSC requests.
    expect(pageCachePolicy("/", "?token=abc")).toBeNull();
    expect(pageCachePolicy("/instituciones", "?_rsc=1x2")).toBeNull();
    expect(pageCachePolicy("/instituciones", `?search=${"a".repeat(600)}`)).toBeNull();
  });

  it("solo pedidos GET que no son del enrutador del cliente; con sesión, solo las páginas iguales para todos", () => {
    const get = (headers: Record<string, string> = {}, method = "GET", url = "/instituciones") => cacheCandidate({ method, url, headers });
    expect(get()?.key).toBe("/instituciones");
    expect(get({ cookie: "exp=a; rumbo_ref=feria" })).not.toBeNull();
    // The catalogue is the same HTML for a signed-in student (her marks and menu come after hydration).
    const signedIn = { cookie: `exp=a; ${cookieNames.session}=token; ${cookieNames.user}=%7B%7D` };
    for (const url of [
      "/instituciones",
      "/instituciones?page=2",
      "/universidad-nacional-mayor-de-san-marcos",
      "/universidad-nacional-mayor-de-san-marcos/carrera/medicina-humana",
      "/universidad-nacional-mayor-de-san-marcos/modalidad/presencial",
      "/estudiar-carrera/medicina-humana",
      "/orientacion-vocacional/mundo-de-carreras",
      "/privacy",
    ]) {
      expect(get(signedIn, "GET", url)?.key, url).toBe(url);
    }
    // The home page redirects her, the fair shows her enrolments: rendered for her.
    for (const url of ["/", "/home", "/expo", "/donde-estudiar"]) {
      expect(get({}, "GET", url), url).not.toBeNull();
      expect(get(signedIn, "GET", url), url).toBeNull();
      expect(get({ cookie: `${cookieNames.user}=%7B%7D` }, "GET", url), url).toBeNull();
    }
    expect(get({ rsc: "1" })).toBeNull();
    expect(get({ "next-router-prefetch": "1" })).toBeNull();
    expect(get({}, "POST")).toBeNull();
    expect(get({}, "GET", "/cuenta")).toBeNull();
    expect(SESSION_COOKIES).toEqual([cookieNames.session, cookieNames.user]);
  });

  it("la búsqueda del directorio (GET /api/institution) sí, para quien no trae sesión ni token; el resto de la API no", () => {
    const get = (url: string, headers: Record<string, string> = {}, apiTtlSeconds = 60) =>
      cacheCandidate({ method: "GET", url, headers }, { apiTtlSeconds });
    const search = get("/api/institution?search=san%20marcos&page=2");
    expect(search).toEqual({
      key: "/api/institution?search=san%20marcos&page=2",
      policy: { tags: ["catalogue"], ttlSeconds: 60, type: "json" },
    });
    expect(get("/api/institution")?.policy.type).toBe("json");
    // Their `checked` flags are theirs: a bearer token or a session cookie goes to the handler.
    expect(get("/api/institution?search=uni", { authorization: "Bearer abc" })).toBeNull();
    expect(get("/api/institution?search=uni", { cookie: `${cookieNames.session}=token` })).toBeNull();
    // RUMBO_SEARCH_CACHE_SECONDS=0: no cache for the search, here either.
    expect(get("/api/institution?search=uni", {}, 0)).toBeNull();
    for (const other of ["/api/institution/1", "/api/institution/id/1", "/api/student/profile", "/api/plans", "/v1/health"]) {
      expect(get(other), other).toBeNull();
    }
    expect(cacheCandidate({ method: "POST", url: "/api/institution", headers: {} })).toBeNull();
  });
});

describe("una entrada de la caché y cada respuesta", () => {
  it("cada respuesta lleva un nonce nuevo, el mismo en la cabecera CSP y en los scripts que Next marcó", () => {
    const entry = toEntry(rendered(), policy);
    expect(entry).not.toBeNull();
    const one = renderEntry(entry!, {});
    const two = renderEntry(entry!, {});
    expect(one.nonce).not.toBe(two.nonce);
    for (const response of [one, two]) {
      const html = response.body.toString();
      const csp = String(response.headers.find(([name]) => name === "content-security-policy")?.[1]);
      expect(csp).toContain(`'nonce-${response.nonce}'`);
      expect([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])).toEqual([response.nonce, response.nonce]);
      expect(html).not.toContain(NONCE);
      expect(html).toContain("<p>Universidad</p>");
    }
  });

  it("un script sin el nonce de Next sigue sin nonce", () => {
    const html = `<html><body><script nonce="${NONCE}">ok()</script><script>inyectado()</script></body></html>`;
    const response = renderEntry(toEntry(rendered({ html }), policy)!, {});
    expect(response.body.toString()).toContain("<script>inyectado()</script>");
  });

  it("da un grupo de experimento solo a quien no lo tiene, y comprime si el cliente acepta gzip", () => {
    const entry = toEntry(rendered({ html: `<html>${"<p>Carrera</p>".repeat(200)}</html>` }), policy)!;
    const fresh = renderEntry(entry, { acceptEncoding: "gzip, deflate, br" });
    const cookies = fresh.headers.filter(([name]) => name === "set-cookie").flatMap(([, value]) => value);
    expect(cookies).toHaveLength(1);
    expect(String(cookies[0])).toMatch(/^exp=[ab]; Path=\/; Max-Age=604800; SameSite=lax$/);
    expect(gunzipSync(fresh.body).toString()).toContain("<p>Carrera</p>");
    const returning = renderEntry(entry, { cookie: "exp=b" });
    expect(returning.headers.some(([name]) => name === "set-cookie")).toBe(false);
    expect(returning.body.toString()).toContain("<p>Carrera</p>");
  });

  it("la cookie de experimento de una página de la caché es la misma que da el proxy (lib/config/experiment.mjs)", () => {
    const setCookies = (response: { headers: [string, string | string[]][] }) =>
      response.headers.filter(([name]) => name === "set-cookie").flatMap(([, value]) => value);
    for (const url of ["http://localhost:3000/instituciones", "https://rumbo.pe/instituciones"]) {
      const fromProxy = proxy(new NextRequest(url))
        .headers.getSetCookie()
        .find((cookie) => cookie.startsWith("exp="))!;
      const entry = toEntry(rendered({ cookies: [fromProxy] }), policy)!;
      const fromCache = setCookies(renderEntry(entry, {}));
      expect(fromCache).toHaveLength(1);
      const attributes = (cookie: string) => cookie.replace(/^exp=[ab]/, "exp=?").replace(/;\s*Expires=[^;]*/i, "");
      expect(attributes(String(fromCache[0]))).toBe(attributes(fromProxy));
      expect(String(fromCache[0]).includes("Secure")).toBe(url.startsWith("https:"));
      // An empty 'exp' is no bucket, for both.
      expect(proxy(new NextRequest(url, { headers: { cookie: "exp=" } })).cookies.get("exp")?.value).toMatch(/^[ab]$/);
      expect(setCookies(renderEntry(entry, { cookie: "exp=" }))).toHaveLength(1);
      expect(proxy(new NextRequest(url, { headers: { cookie: "exp=a" } })).cookies.get("exp")).toBeUndefined();
      expect(setCookies(renderEntry(entry, { cookie: "rumbo_ref=x; exp=a" }))).toHaveLength(0);
    }
  });

  it("una respuesta de la API guardada lleva su JSON tal cual y un x-request-id nuevo cada vez", () => {
    const json = JSON.stringify({
      data: { items: [{ id: 1, name: "Universidad Nacional Mayor de San Marcos", checked: false }], total: 1 },
    });
    const answer: Rendered = {
      status: 200,
      headers: new Headers({ "content-type": "application/json", "cache-control": "no-store", "x-request-id": "del-render" }),
      body: Buffer.from(json),
    };
    const jsonPolicy = { tags: ["catalogue"], ttlSeconds: 60, type: "json" as const };
    expect(toEntry(answer, policy)).toBeNull();
    expect(toEntry(rendered(), jsonPolicy)).toBeNull();
    const entry = toEntry(answer, jsonPolicy)!;
    const ids = [renderEntry(entry, {}), renderEntry(entry, {})].map((response) => {
      expect(response.body.toString()).toBe(json);
      expect(response.headers).toContainEqual(["content-type", "application/json"]);
      const id = response.headers.filter(([name]) => name === "x-request-id").map(([, value]) => value);
      expect(id).toHaveLength(1);
      return String(id[0]);
    });
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids).not.toContain("del-render");
  });

  it("no guarda lo que no es una página 200 igual para todos", () => {
    expect(toEntry(rendered({ status: 404 }), policy)).toBeNull();
    expect(toEntry(rendered({ status: 307 }), policy)).toBeNull();
    expect(toEntry(rendered({ type: "application/json" }), policy)).toBeNull();
    expect(toEntry(rendered({ cookies: ["rumbo_session=x; Path=/; HttpOnly"] }), policy)).toBeNull();
    expect(toEntry(rendered({ cookies: ["rumbo_ref=feria; Path=/"] }), policy)?.cookies).toEqual(["rumbo_ref=feria; Path=/"]);
  });
});

describe("PageCache", () => {
  it("renderiza una vez para todos los pedidos que esperan la misma página", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return rendered();
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => cache.lookup("/instituciones", policy, render)));
    expect(renders).toBe(1);
    expect(results.every((r) => "entry" in r)).toBe(true);
    await cache.lookup("/instituciones", policy, render);
    expect(renders).toBe(1);
  });

  it("un 404 no se guarda: se entrega tal cual y el siguiente pedido vuelve a renderizar", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => (renders++, rendered({ status: 404 }));
    const found = await cache.lookup("/no-existe", policy, render);
    expect("rendered" in found && found.rendered.status).toBe(404);
    await cache.lookup("/no-existe", policy, render);
    expect(renders).toBe(2);
  });

  it("un cambio quita las entradas con sus etiquetas, y lo que se renderizaba durante el cambio no se guarda", async () => {
    const cache = new PageCache();
    await cache.lookup("/", { tags: ["catalogue", "fair"], ttlSeconds: 60 }, async () => rendered());
    await cache.lookup("/privacy", { tags: ["site"], ttlSeconds: 60 }, async () => rendered());
    cache.invalidate(["fair"]);
    expect(cache.get("/")).toBeNull();
    expect(cache.get("/privacy")).not.toBeNull();
    cache.invalidate(["*"]);
    expect(cache.size).toBe(0);

    let release: () => void = () => {};
    const slow = cache.lookup("/instituciones", policy, () => new Promise<Rendered>((resolve) => (release = () => resolve(rendered()))));
    cache.invalidate(["catalogue"]);
    release();
    expect("entry" in (await slow)).toBe(true);
    expect(cache.get("/instituciones")).toBeNull();
  });
});

/** Real anonymous renders of the production build (home, directory, an institution), as served on 2026-11-23. */
const REAL_PAGES = readdirSync(path.join(process.cwd(), "tests/fixtures/pages")).map((name) => {
  const body = gunzipSync(readFileSync(path.join(process.cwd(), "tests/fixtures/pages", name)));
  const nonce = /<script[^>]* nonce="([^"]+)"/.exec(body.toString("latin1"))![1];
  return { name, body, nonce };
});

/**
 * The page a response must carry: the render with its scripts after the first frame
 * (server/paint-first.ts) and each of its nonces replaced by the response's.
 */
function expectedPage(body: Buffer, renderNonce: string, responseNonce: string): Buffer {
  const moved = Buffer.from(paintFirst(body.toString("utf8"), renderNonce));
  return Buffer.from(moved.toString("latin1").split(renderNonce).join(responseNonce), "latin1");
}

function gzipResponses(entry: Entry, count: number) {
  return Array.from({ length: count }, () => {
    const gzip = renderEntry(entry, { acceptEncoding: "gzip, deflate, br, zstd" });
    expect(gzip.headers).toContainEqual(["content-encoding", "gzip"]);
    expect(gzip.headers).toContainEqual(["content-length", String(gzip.body.length)]);
    return gzip;
  });
}

describe("gzip por respuesta sin comprimir de nuevo la página", () => {
  it("hay páginas reales de prueba, grandes y con muchos nonces", () => {
    expect(REAL_PAGES.length).toBeGreaterThanOrEqual(3);
    for (const page of REAL_PAGES) {
      expect(page.body.length, page.name).toBeGreaterThan(40_000);
      expect(page.body.toString("latin1").split(page.nonce).length - 1, page.name).toBeGreaterThan(10);
    }
  });

  it("en páginas reales, lo que descomprime el navegador es byte a byte la respuesta sin gzip con el mismo nonce nuevo", () => {
    for (const page of REAL_PAGES) {
      const entry = toEntry(rendered({ html: page.body, nonce: page.nonce }), policy)!;
      const nonces = new Set<string>();
      for (const gzip of gzipResponses(entry, 60)) {
        nonces.add(gzip.nonce);
        expect(gzip.nonce).toHaveLength(NONCE_LENGTH);
        const decoded = gunzipSync(gzip.body);
        expect(decoded.equals(expectedPage(page.body, page.nonce, gzip.nonce)), page.name).toBe(true);
        expect(decoded.toString("latin1")).not.toContain(page.nonce);
        const csp = String(gzip.headers.find(([name]) => name === "content-security-policy")?.[1]);
        expect(csp).toContain(`'nonce-${gzip.nonce}'`);
      }
      expect(nonces.size).toBe(60);
      // The identity response is the same page.
      const identity = renderEntry(entry, { acceptEncoding: "identity" });
      expect(identity.headers.some(([name]) => name === "content-encoding")).toBe(false);
      expect(identity.body.equals(expectedPage(page.body, page.nonce, identity.nonce))).toBe(true);
    }
  });

  it("otro descompresor (GNU gzip) lee lo mismo", () => {
    const page = REAL_PAGES[0];
    const entry = toEntry(rendered({ html: page.body, nonce: page.nonce }), policy)!;
    const gzip = renderEntry(entry, { acceptEncoding: "gzip" });
    let decoded: Buffer;
    try {
      decoded = execFileSync("gzip", ["-dc"], { input: gzip.body, maxBuffer: 1 << 24 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // no gzip binary on this machine
      throw error;
    }
    expect(decoded.equals(expectedPage(page.body, page.nonce, gzip.nonce))).toBe(true);
  });

  it("pesa lo mismo que comprimir la página entera (nivel 4) con margen de un 5 %", () => {
    for (const page of REAL_PAGES) {
      const entry = toEntry(rendered({ html: page.body, nonce: page.nonce }), policy)!;
      const gzip = renderEntry(entry, { acceptEncoding: "gzip" });
      const whole = gzipSync(expectedPage(page.body, page.nonce, gzip.nonce), { level: 4 }).length;
      expect(gzip.body.length, page.name).toBeLessThan(whole * 1.05);
    }
  });

  it("ninguna referencia hacia atrás cae en un nonce, aunque el texto se parezca a uno o la página tenga bytes de control", () => {
    // Text that repeats the render's nonce minus one character and base64-looking runs invites
    // matches into the nonces' places; control bytes (the stand-ins) make a part go without history.
    const lookalike = NONCE.slice(0, -3);
    const chunks: string[] = [];
    for (let i = 0; i < 120; i++) {
      chunks.push(`<script nonce="${NONCE}">self.__next_f.push([1,"${lookalike}${i} ${"AbCd+/".repeat(i % 9)}"])</script>`);
      if (i % 17 === 0) chunks.push(`<p>\u0001\u0002\u0003\u0004\u0005\u0006 control ${i}</p>`);
      if (i % 40 === 0) chunks.push(`<div>${"x".repeat(33_000)}</div>`); // a nonce further back than deflate's window
    }
    const html = `${NONCE}<!DOCTYPE html>${chunks.join("")}${NONCE}${NONCE}`;
    const entry = toEntry(rendered({ html }), policy)!;
    for (const gzip of gzipResponses(entry, 40)) {
      expect(gunzipSync(gzip.body).toString("latin1")).toBe(html.split(NONCE).join(gzip.nonce));
    }
  });

  it("las páginas pequeñas van sin comprimir", () => {
    const entry = toEntry(rendered(), policy)!;
    const response = renderEntry(entry, { acceptEncoding: "gzip" });
    expect(response.headers.some(([name]) => name === "content-encoding")).toBe(false);
    expect(response.body.toString()).toContain("<p>Universidad</p>");
  });
});
