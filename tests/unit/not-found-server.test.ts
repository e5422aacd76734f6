import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleWithRendered404, isErrorShell } from "@/server/not-found";

// What Next 16 answers a page that calls notFound(): 404 and an empty shell (the content only in its RSC payload).
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div><script>self.__next_f.push([1,"…"])</script></body></html>';
const PAGE =
  '<!DOCTYPE html><html lang="es-PE"><body><main><p><span lang="en">This page could not be found</span>.</p><a href="/">Volver al inicio</a></main></body></html>';

type Answer = (res: http.ServerResponse) => void;
const answers: Record<string, Answer> = {
  // notFound() in a page, gzip on (Next compresses what it writes).
  "/r/abc": (res) => {
    res.statusCode = 404;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-encoding", "gzip");
    res.setHeader("set-cookie", "rumbo_ref=feria; Path=/");
    res.write(gzipSync(SHELL).subarray(0, 10));
    res.end(gzipSync(SHELL).subarray(10));
  },
  "/sin-gzip": (res) => {
    res.writeHead(404, { "content-type": "text/html" });
    res.end(SHELL);
  },
  // An unmatched URL: Next already wrote the page.
  "/a/b/c/d": (res) => {
    res.writeHead(404, { "content-type": "text/html" });
    res.end(PAGE);
  },
  "/ok": (res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.write("<p>uno</p>");
    res.end("<p>dos</p>");
  },
  "/api/x": (res) => {
    res.writeHead(404, { "content-type": "text/html" });
    res.end(SHELL);
  },
};

let server: http.Server;
let base = "";
let probes = 0;
beforeAll(async () => {
  server = http.createServer((req, res) =>
    handleWithRendered404(
      req,
      res,
      (r, s) => answers[(r.url ?? "/").split("?")[0]]?.(s),
      async () => {
        probes++;
        return {
          status: 404,
          headers: new Headers({
            "content-type": "text/html; charset=utf-8",
            "content-security-policy": "script-src 'nonce-abc'",
            "set-cookie": "exp=a",
          }),
          body: Buffer.from(PAGE),
        };
      },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("404 pages readable without JavaScript (server/not-found.ts)", () => {
  it("a notFound() page's empty shell, gzip or not, is answered with the not-found page's HTML, still 404, keeping its own cookies", async () => {
    for (const path of ["/r/abc", "/sin-gzip"]) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain("This page could not be found");
      expect(html).toContain('<a href="/">Volver al inicio</a>');
      expect(html).not.toContain("__next_error__");
      expect(res.headers.get("content-security-policy")).toBe("script-src 'nonce-abc'");
    }
    const withCookie = await fetch(`${base}/r/abc`);
    expect(withCookie.headers.getSetCookie()).toEqual(["rumbo_ref=feria; Path=/"]);
  });

  it("a 404 that already is the page, a 200, the API and the router's RSC requests go out as written", async () => {
    const before = probes;
    const unmatched = await fetch(`${base}/a/b/c/d`);
    expect([unmatched.status, await unmatched.text()]).toEqual([404, PAGE]);
    const ok = await fetch(`${base}/ok`);
    expect([ok.status, await ok.text()]).toEqual([200, "<p>uno</p><p>dos</p>"]);
    const api = await fetch(`${base}/api/x`);
    expect(await api.text()).toBe(SHELL);
    const rsc = await fetch(`${base}/sin-gzip`, { headers: { rsc: "1" } });
    expect(await rsc.text()).toBe(SHELL);
    expect(probes).toBe(before);
  });

  it("recognises the shell in plain or gzip bytes, and nothing else", () => {
    expect(isErrorShell(Buffer.from(SHELL), undefined)).toBe(true);
    expect(isErrorShell(gzipSync(SHELL), "gzip")).toBe(true);
    expect(isErrorShell(Buffer.from(PAGE), undefined)).toBe(false);
    expect(isErrorShell(Buffer.from("not gzip"), "gzip")).toBe(false);
  });
});
