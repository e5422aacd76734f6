import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureServer, prepareRequest } from "@/server/hygiene";
import { addSecurityHeaders, answerClientErrors, clientErrorResponse, FALLBACK_CSP, hstsFor } from "@/server/security-headers";

/**
 * every response of the production server carries the same security headers, however
 * it is written. The server here answers the way each writer of server/serve.ts does: Next's
 * redirects (writeHead with an object), raw header arrays, setHeader + end, a page with its own
 * CSP, the hygiene's 404 and 400, the embed layout, and Node's own answer to a request that
 * does not parse.
 */
describe("cabeceras de seguridad en cada respuesta (server/security-headers.ts)", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      addSecurityHeaders(req, res, { hsts: hstsFor("https://rumbo.pe") });
      if (prepareRequest(req, res)) return;
      const path = (req.url ?? "/").split("?")[0];
      if (path === "/favicon.ico") return void res.writeHead(308, { Location: "/favicon.svg" }).end();
      if (path === "/sitemap.xml") {
        res.setHeader("content-type", "application/xml");
        return void res.end("<urlset/>");
      }
      if (path === "/robots.txt")
        return void res.writeHead(200, "OK", ["Content-Type", "text/plain", "Cache-Control", "public"]).end("User-agent: *");
      if (path === "/pagina") {
        res.setHeader("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; script-src 'nonce-x'");
        res.setHeader("X-Frame-Options", "DENY");
        return void res.end("<html></html>");
      }
      if (path === "/embed/test") return void res.end("<html>embed</html>");
      if (path === "/escribe") {
        res.write("a");
        return void res.end("b");
      }
      res.statusCode = 404;
      res.end("No encontramos lo que buscas.");
    });
    configureServer(server);
    answerClientErrors(server, { hsts: hstsFor("https://rumbo.pe") });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        })
        .on("error", reject);
    });

  function expectAll(headers: http.IncomingHttpHeaders, what: string, { framable = false } = {}) {
    expect(headers["x-content-type-options"], what).toBe("nosniff");
    expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], what).toBe("camera=(), microphone=(), geolocation=()");
    expect(headers["strict-transport-security"], what).toBe("max-age=63072000; includeSubDomains");
    if (framable) {
      expect(headers["x-frame-options"], what).toBeUndefined();
      expect(headers["content-security-policy"] ?? "", what).not.toContain("frame-ancestors");
    } else {
      expect(headers["x-frame-options"], what).toBe("DENY");
      expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
    }
  }

  it("redirección (/favicon.ico), sitemap, robots, 404, escritura en partes y las respuestas del saneamiento", async () => {
    for (const path of ["/favicon.ico", "/sitemap.xml", "/robots.txt", "/no-existe", "/escribe", "/_next/data/x/y.json", "/api/%zz"]) {
      const res = await get(path);
      expectAll(res.headers, `${path} (${res.status})`);
    }
    const favicon = await get("/favicon.ico");
    expect(favicon.status).toBe(308);
    expect(favicon.headers.location).toBe("/favicon.svg");
    // Headers the response gave itself stay as they were, once.
    expect((await get("/robots.txt")).headers["cache-control"]).toBe("public");
    expect((await get("/api/%zz")).status).toBe(400);
  });

  it("una página conserva su propia CSP (con nonce) y no recibe la de reserva", async () => {
    const res = await get("/pagina");
    expectAll(res.headers, "/pagina");
    expect(res.headers["content-security-policy"]).toContain("script-src 'nonce-x'");
    expect(res.headers["content-security-policy"]).not.toBe(FALLBACK_CSP);
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("solo /embed/* se deja enmarcar", async () => {
    expectAll((await get("/embed/test")).headers, "/embed/test", { framable: true });
    expectAll((await get("/embedded")).headers, "/embedded");
  });

  it("una solicitud que Node rechaza antes de Next (no se puede leer) también lleva las cabeceras", async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toMatch(/X-Frame-Options: DENY/);
    expect(raw).toMatch(/X-Content-Type-Options: nosniff/);
    expect(raw).toMatch(/Referrer-Policy: strict-origin-when-cross-origin/);
    expect(clientErrorResponse(Object.assign(new Error("t"), { code: "ERR_HTTP_REQUEST_TIMEOUT" }))).toMatch(/^HTTP\/1\.1 408 /);
  });
});
