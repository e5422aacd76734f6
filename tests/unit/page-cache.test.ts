import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cookieNames } from "@/lib/config/cookies";
import { FIXED_TOP_SEGMENTS, pageCachePolicy } from "@/lib/config/page-cache.mjs";
import { cacheCandidate, PageCache, renderEntry, SESSION_COOKIES, toEntry, type Rendered } from "@/scripts/server/page-cache.mjs";

const NONCE = "bm9uY2UtZGUtcHJ1ZWJhMQ==";
const policy = { tags: ["catalogue"], ttlSeconds: 60 };

function rendered(overrides: { status?: number; cookies?: string[]; html?: string; type?: string } = {}): Rendered {
  const headers = new Headers({
    "content-type": overrides.type ?? "text/html; charset=utf-8",
    "content-security-policy": `default-src 'self'; script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
    "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
    date: "Mon, 23 Nov 2026 08:00:00 GMT",
  });
  for (const cookie of overrides.cookies ?? ["exp=a; Path=/; Max-Age=604800; SameSite=lax"]) headers.append("set-cookie", cookie);
  const html =
    overrides.html ??
    `<!DOCTYPE html><html><head><script src="/_next/static/a.js" nonce="${NONCE}" async></script></head>` +
      `<body><p>Universidad</p><script nonce="${NONCE}">self.__next_f.push([1,"x"])</script></body></html>`;
  return { status: overrides.status ?? 200, headers, body: Buffer.from(html) };
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

  it("solo pedidos GET sin sesión y que no son del enrutador del cliente", () => {
    const get = (headers: Record<string, string> = {}, method = "GET", url = "/instituciones") => cacheCandidate({ method, url, headers });
    expect(get()?.key).toBe("/instituciones");
    expect(get({ cookie: "exp=a; rumbo_ref=feria" })).not.toBeNull();
    expect(get({ cookie: `exp=a; ${cookieNames.session}=token` })).toBeNull();
    expect(get({ cookie: `${cookieNames.user}=%7B%7D` })).toBeNull();
    expect(get({ rsc: "1" })).toBeNull();
    expect(get({ "next-router-prefetch": "1" })).toBeNull();
    expect(get({}, "POST")).toBeNull();
    expect(get({}, "GET", "/cuenta")).toBeNull();
    expect(SESSION_COOKIES).toEqual([cookieNames.session, cookieNames.user]);
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
