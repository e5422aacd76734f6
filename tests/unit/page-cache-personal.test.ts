import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { href } from "@/lib/config/route-paths";
import { personalPagePolicy } from "@/lib/config/page-cache.mjs";
import {
  cacheCandidate,
  lookupPersonal,
  PageCache,
  personalCandidate,
  renderEntry,
  renderForVisitor,
  toEntry,
  type PersonalCandidate,
  type Rendered,
} from "@/server/page-cache";

/**
 * The production server's per-person cache of the result page (server/serve.ts): which
 * requests may use it, that an entry is only ever served under the version the app gave for that
 * visitor, and what an entry keeps (no cookie but a fresh experiment bucket; a fresh nonce).
 * The version itself (session, state) is tested against PGlite in tests/api/result-page-version.test.ts.
 */
const RESULT = href("vocResult");
const NONCE = "bm9uY2UtZGUtcHJ1ZWJhMQ==";

function page(name: string, overrides: { status?: number; cookies?: string[]; cacheControl?: string } = {}): Rendered {
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
    "cache-control": overrides.cacheControl ?? "private, no-cache, no-store, max-age=0, must-revalidate",
  });
  for (const cookie of overrides.cookies ?? []) headers.append("set-cookie", cookie);
  const html = `<html><body><h1>${name}, este es tu resultado</h1>${"<li>Carrera</li>".repeat(100)}<script nonce="${NONCE}">x()</script></body></html>`;
  return { status: overrides.status ?? 200, headers, body: Buffer.from(html) };
}

const request = (headers: Record<string, string> = {}, url = RESULT, method = "GET") => ({ method, url, headers });
const withSession = { cookie: "rumbo_session=token-de-ana; rumbo_user=%7B%7D" };

function candidate(): PersonalCandidate {
  const found = personalCandidate(request(withSession));
  expect(found).not.toBeNull();
  return found!;
}

/** A fake app: each cookie's version (null: not a valid session), changeable between calls. */
function fakeApp(versions: Record<string, string | null>) {
  const calls: string[] = [];
  return {
    calls,
    versions,
    versionOf: async (cookie: string) => (calls.push(cookie), versions[cookie] ?? null),
  };
}

describe("qué pedidos pueden salir de la caché personal", () => {
  it("solo GET de la página del resultado, sin consulta, con token de sesión, sin Authorization ni cabeceras del enrutador", () => {
    expect(personalCandidate(request(withSession))).toMatchObject({ url: RESULT, pathname: RESULT });
    expect(personalCandidate(request())).toBeNull();
    expect(personalCandidate(request({ cookie: "rumbo_user=%7B%7D" }))).toBeNull();
    expect(personalCandidate(request({ cookie: "rumbo_session=" }))).toBeNull();
    expect(personalCandidate(request(withSession, RESULT, "POST"))).toBeNull();
    expect(personalCandidate(request(withSession, RESULT, "HEAD"))).toBeNull();
    expect(personalCandidate(request({ ...withSession, authorization: "Bearer x" }))).toBeNull();
    for (const router of ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"])
      expect(personalCandidate(request({ ...withSession, [router]: "1" })), router).toBeNull();
    expect(personalCandidate(request(withSession, `${RESULT}?_rsc=abc`))).toBeNull();
    expect(personalCandidate(request(withSession, `${RESULT}?reference=feria`))).toBeNull();
    for (const other of ["/orientacion-vocacional", "/orientacion-vocacional/descarte-carreras", "/cuenta", "/instituciones"])
      expect(personalCandidate(request(withSession, other)), other).toBeNull();
    expect(personalPagePolicy(RESULT, "")).toMatchObject({ personal: true, tags: ["catalogue"] });
    expect(personalPagePolicy(RESULT, "")?.type).toBeUndefined();
  });

  it("también la API del resultado (JSON), con las mismas condiciones; ninguna otra API", () => {
    const api = "/api/vocational/progress/result";
    expect(personalCandidate(request(withSession, api))).toMatchObject({
      url: api,
      pathname: api,
      policy: { personal: true, type: "json" },
    });
    expect(personalCandidate(request({}, api))).toBeNull();
    expect(personalCandidate(request({ ...withSession, authorization: "Bearer x" }, api))).toBeNull();
    expect(personalCandidate(request(withSession, `${api}?x=1`))).toBeNull();
    expect(personalCandidate(request(withSession, api, "PUT"))).toBeNull();
    for (const other of ["/api/vocational", "/api/vocational/last-result", "/api/vocational/progress/abc", "/api/user/me"])
      expect(personalCandidate(request(withSession, other)), other).toBeNull();
    expect(cacheCandidate(request(withSession, api))).toBeNull();
  });

  it("una respuesta JSON de la API se guarda tal cual (sin cargador de scripts) y sale privada, comprimida si se pide", () => {
    const body = Buffer.from(
      JSON.stringify({ data: { ready: true, suggestions: Array.from({ length: 200 }, (_, i) => ({ careerId: i })) } }),
    );
    const rendered: Rendered = {
      status: 200,
      headers: new Headers({ "content-type": "application/json", "cache-control": "no-store", "x-request-id": "r-1" }),
      body,
    };
    const policy = personalPagePolicy("/api/vocational/progress/result", "")!;
    const entry = toEntry(rendered, policy)!;
    expect(entry).not.toBeNull();
    const plain = renderEntry(entry, {});
    expect(plain.body.equals(body)).toBe(true);
    const headers = new Map(plain.headers);
    expect(headers.get("cache-control")).toMatch(/private/);
    expect(headers.get("cache-control")).toMatch(/no-store/);
    expect(headers.get("x-request-id")).not.toBe("r-1");
    const zipped = renderEntry(entry, { acceptEncoding: "gzip" });
    expect(new Map(zipped.headers).get("content-encoding")).toBe("gzip");
    expect(gunzipSync(zipped.body).equals(body)).toBe(true);
    // An HTML answer where JSON is expected (an error page) is never kept.
    expect(toEntry({ ...rendered, headers: new Headers({ "content-type": "text/html" }) }, policy)).toBeNull();
  });

  it("la caché pública nunca sirve la página del resultado, con o sin sesión", () => {
    expect(cacheCandidate(request(withSession))).toBeNull();
    expect(cacheCandidate(request())).toBeNull();
  });

  it("PAGE_CACHE=off la apaga y el render del propio servidor nunca sale de ella (server/serve.ts)", () => {
    const serve = readFileSync(path.join(process.cwd(), "server/serve.ts"), "utf8");
    expect(serve).toContain("const own = cacheOn && !isFill ? personalCandidate(req) : null;");
    expect(serve).toContain('const cacheOn = dev ? process.env.PAGE_CACHE === "on" : process.env.PAGE_CACHE !== "off";');
  });
});

describe("lookupPersonal", () => {
  const anaCookie = "rumbo_session=ana";
  const betoCookie = "rumbo_session=beto";

  it("renderiza una vez por versión y sirve a cada quien solo su página", async () => {
    const cache = new PageCache({ maxBytes: 16 * 1024 * 1024 });
    const app = fakeApp({ [anaCookie]: "ana:v1", [betoCookie]: "beto:v1" });
    const renders: string[] = [];
    const lookup = (cookie: string, name: string) =>
      lookupPersonal(cache, candidate(), {
        cookie,
        versionOf: app.versionOf,
        render: async () => (renders.push(name), page(name)),
      });
    const first = await lookup(anaCookie, "Ana");
    expect(first && "entry" in first && first.filled).toBe(true);
    const again = await lookup(anaCookie, "Ana");
    expect(again && "entry" in again && again.filled).toBe(false);
    expect(renders).toEqual(["Ana"]);
    const beto = await lookup(betoCookie, "Beto");
    expect(renders).toEqual(["Ana", "Beto"]);
    const html = (found: typeof first) => (found && "entry" in found ? renderEntry(found.entry, {}).body.toString() : "");
    expect(html(again)).toContain("Ana, este es tu resultado");
    expect(html(beto)).toContain("Beto, este es tu resultado");
    expect(html(beto)).not.toContain("Ana");
    // Her state changes (an answer, a discard, sharing…): a new version, rendered again.
    app.versions[anaCookie] = "ana:v2";
    const changed = await lookup(anaCookie, "Ana 2");
    expect(changed && "entry" in changed && changed.filled).toBe(true);
    expect(html(changed)).toContain("Ana 2, este es tu resultado");
  });

  it("sin versión (sesión inválida, revocada, otro rol) no usa la caché ni renderiza: el pedido va a Next", async () => {
    const cache = new PageCache();
    let renders = 0;
    const found = await lookupPersonal(cache, candidate(), {
      cookie: "rumbo_session=revocada",
      versionOf: fakeApp({}).versionOf,
      render: async () => (renders++, page("X")),
    });
    expect(found).toBeNull();
    expect(renders).toBe(0);
    expect(cache.size).toBe(0);
  });

  it("una redirección se entrega tal cual y no se guarda", async () => {
    const cache = new PageCache();
    const app = fakeApp({ [anaCookie]: "ana:v1" });
    const options = { cookie: anaCookie, versionOf: app.versionOf, render: async () => page("Ana", { status: 307 }) };
    const found = await lookupPersonal(cache, candidate(), options);
    expect(found && "rendered" in found && found.rendered.status).toBe(307);
    expect(cache.size).toBe(0);
  });

  it("si su estado cambia mientras se renderiza, el render se entrega pero no se guarda", async () => {
    const cache = new PageCache();
    const app = fakeApp({ [anaCookie]: "ana:compartir-no" });
    let renders = 0;
    const render = async () => {
      renders++;
      app.versions[anaCookie] = "ana:compartir-si";
      return page("Ana");
    };
    const first = await lookupPersonal(cache, candidate(), { cookie: anaCookie, versionOf: app.versionOf, render });
    expect(first && "rendered" in first).toBe(true);
    expect(cache.size).toBe(0);
    // Back to the first state (sharing off again): nothing kept under it, so it renders.
    app.versions[anaCookie] = "ana:compartir-no";
    const render2 = async () => (renders++, page("Ana"));
    await lookupPersonal(cache, candidate(), { cookie: anaCookie, versionOf: app.versionOf, render: render2 });
    expect(renders).toBe(2);
  });

  it("un cambio del catálogo borra las entradas (etiqueta), también la que se estaba dibujando", async () => {
    const cache = new PageCache();
    const app = fakeApp({ [anaCookie]: "ana:v1" });
    let renders = 0;
    const lookup = (render: () => Promise<ReturnType<typeof page>>) =>
      lookupPersonal(cache, candidate(), { cookie: anaCookie, versionOf: app.versionOf, render });
    const plain = async () => (renders++, page("Ana"));
    await lookup(plain);
    cache.invalidate(["catalogue"]);
    expect(cache.size).toBe(0);
    await lookup(plain);
    expect(renders).toBe(2);
    cache.invalidate(["catalogue"]);
    // A change while her page renders: that render is sent, not kept.
    await lookup(async () => {
      renders++;
      cache.invalidate(["*"]);
      return page("Ana");
    });
    expect(renders).toBe(3);
    await lookup(plain);
    expect(renders).toBe(4);
    cache.invalidate(["fair-seats"]);
    await lookup(plain);
    expect(renders).toBe(4);
  });
});

describe("una entrada personal", () => {
  const policy = { tags: ["catalogue"], ttlSeconds: 600, personal: true };

  it("no guarda ni repite cookies: con otra cookie que no sea la del experimento no se guarda", () => {
    expect(toEntry(page("Ana", { cookies: ["rumbo_session=x; Path=/; HttpOnly"] }), policy)).toBeNull();
    expect(toEntry(page("Ana", { cookies: ["rumbo_ref=feria; Path=/"] }), policy)).toBeNull();
    const entry = toEntry(page("Ana"), policy)!;
    expect(entry.cookies).toEqual([]);
    const response = renderEntry(entry, { cookie: "rumbo_session=ana; exp=a", acceptEncoding: "gzip" });
    expect(response.headers.some(([name]) => name === "set-cookie")).toBe(false);
  });

  it("quien no tiene grupo de experimento recibe uno nuevo, como del proxy", () => {
    const entry = toEntry(page("Ana", { cookies: ["exp=a; Path=/; Max-Age=604800; SameSite=lax"] }), policy)!;
    expect(entry.cookies).toEqual([]);
    const cookies = renderEntry(entry, { cookie: "rumbo_session=ana" }).headers.filter(([name]) => name === "set-cookie");
    expect(cookies).toHaveLength(1);
    expect(String(cookies[0][1])).toMatch(/^exp=[ab]; /);
  });

  it("mantiene private y no-store, y cada respuesta lleva su nonce nuevo (también con gzip)", () => {
    const entry = toEntry(page("Ana", { cacheControl: "public, max-age=60" }), policy)!;
    const one = renderEntry(entry, {});
    const two = renderEntry(entry, { acceptEncoding: "gzip" });
    expect(one.headers).toContainEqual(["cache-control", "private, no-cache, no-store, max-age=0, must-revalidate"]);
    expect(one.headers.filter(([name]) => name === "cache-control")).toHaveLength(1);
    expect(one.nonce).not.toBe(two.nonce);
    expect(one.body.toString()).toContain(`nonce="${one.nonce}"`);
    expect(gunzipSync(two.body).toString()).toContain(`nonce="${two.nonce}"`);
    expect(one.body.toString()).not.toContain(NONCE);
    const kept = toEntry(page("Ana"), policy)!;
    expect(renderEntry(kept, {}).headers).toContainEqual(["cache-control", "private, no-cache, no-store, max-age=0, must-revalidate"]);
  });
});

describe("renderForVisitor", () => {
  it("pide la página a este servidor con sus cookies (sin la del experimento), el secreto de relleno y sin gzip", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader("content-type", "text/html");
      res.end("<html>ok</html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const rendered = await renderForVisitor(origin, RESULT, "secreto", "exp=a; rumbo_session=ana; rumbo_user=%7B%7D", "https");
      expect(rendered.status).toBe(200);
      expect(rendered.body.toString()).toBe("<html>ok</html>");
      expect(seen[0].cookie).toBe("rumbo_session=ana; rumbo_user=%7B%7D");
      expect(seen[0]["x-rumbo-page-fill"]).toBe("secreto");
      expect(seen[0]["accept-encoding"]).toBe("identity");
      expect(seen[0]["x-forwarded-proto"]).toBe("https");
    } finally {
      server.close();
    }
  });
});
