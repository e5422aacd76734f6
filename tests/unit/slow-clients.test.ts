import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareRequest, SERVER_OPTIONS } from "@/server/hygiene";
import { addSecurityHeaders, answerClientErrors } from "@/server/security-headers";
import { bodyArrival, limitSlowClients } from "@/server/slow-clients";

/**
 * Slow clients on a real server on loopback, put together as server/serve.ts puts its own (the
 * server options, the headers, the body hold and the per-address bound), in front of a stand-in
 * for Next whose every request costs 5 ms of event loop, as Next's routing and handler set-up do.
 * The request timeouts are shortened here (3 s, headers 2 s) so that the test takes seconds; the
 * production values are checked in server-hook.test.ts.
 */
const SLOW = 300;
const MAX_PER_ADDRESS = 50;

describe("clientes lentos: unos cientos no hacen esperar a los demás", { timeout: 60_000 }, () => {
  let server: http.Server;
  let port: number;
  let guard: ReturnType<typeof limitSlowClients>;
  const appSaw: string[] = [];

  function app(req: http.IncomingMessage, res: http.ServerResponse) {
    if (prepareRequest(req, res)) return;
    const until = performance.now() + 5;
    while (performance.now() < until); // Next's per-request work
    appSaw.push(`${req.method} ${req.url}`);
    if (req.url === "/v1/health") return void res.end('{"status":"ok"}');
    let size = 0;
    req.on("data", (chunk: Buffer) => (size += chunk.length));
    req.on("end", () => res.end(JSON.stringify({ size })));
  }

  beforeAll(async () => {
    server = http.createServer({ ...SERVER_OPTIONS, requestTimeout: 3_000, headersTimeout: 2_000 }, (req, res) => {
      addSecurityHeaders(req, res);
      const arrival = bodyArrival(req);
      if (arrival) void arrival.then((arrived) => arrived && app(req, res));
      else app(req, res);
    });
    answerClientErrors(server);
    guard = limitSlowClients(server, { maxPerAddress: MAX_PER_ADDRESS, graceMs: 500, sweepMs: 250 });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    guard.stop();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function request(path: string, body?: string | Buffer, headers: Record<string, string> = {}) {
    const started = performance.now();
    return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, path, method: body === undefined ? "GET" : "POST", headers, agent: false },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  /** A client that sends a log-in's headers at once and its body a byte every `everyMs`. */
  function slowBody(everyMs: number) {
    const body = JSON.stringify({ user: "ana@example.pe", password: "x".repeat(40) });
    const socket = net.connect(port, "127.0.0.1");
    let sent = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const result = { closed: false, answer: "" };
    socket.on("connect", () => {
      socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      timer = setInterval(() => {
        if (sent < body.length - 1 && !socket.destroyed) socket.write(body[sent++]);
      }, everyMs);
    });
    socket.on("data", (chunk) => (result.answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      result.closed = true;
    });
    return { socket, result };
  }

  it(`${SLOW} cuerpos enviados byte a byte: ninguno llega a la aplicación, /v1/health sigue respondiendo y todos se cierran en segundos`, async () => {
    const slow = Array.from({ length: SLOW }, () => slowBody(1_000));
    const healthMs: number[] = [];
    const started = Date.now();
    while (Date.now() - started < 4_000) {
      const health = await request("/v1/health");
      expect(health.status).toBe(200);
      healthMs.push(health.ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // What waited on what: the slow requests never entered the app (none of its per-request work).
    expect(appSaw.filter((line) => line.startsWith("POST"))).toEqual([]);
    // The bound: past the grace, at most MAX_PER_ADDRESS of them are still open.
    expect(slow.filter((s) => !s.result.closed).length).toBeLessThanOrEqual(MAX_PER_ADDRESS);
    expect(guard.closed()).toBeGreaterThanOrEqual(SLOW - MAX_PER_ADDRESS);
    // The rest end with the request timeout (3 s here + the 1 s check), answered 408 with the headers.
    await expect.poll(() => slow.every((s) => s.result.closed), { timeout: 5_000, interval: 200 }).toBe(true);
    const answered = slow.filter((s) => s.result.answer);
    expect(answered.length).toBeGreaterThan(0);
    for (const s of answered) {
      expect(s.result.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(s.result.answer).toMatch(/X-Frame-Options: DENY/);
    }
    // A generous bound (the issue measured 4.7 s; here it is a few ms): health was never held up behind them.
    expect(Math.max(...healthMs)).toBeLessThan(1_000);
  });

  it("cabeceras enviadas byte a byte: se cierran con el plazo de cabeceras", async () => {
    const socket = net.connect(port, "127.0.0.1");
    const header = "GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + "a".repeat(200);
    let sent = 0;
    let answer = "";
    const timer = setInterval(() => !socket.destroyed && sent < header.length && socket.write(header[sent++]), 200);
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => {});
    const closedAfter = await new Promise<number>((resolve) => {
      const opened = Date.now();
      socket.on("close", () => resolve(Date.now() - opened));
    });
    clearInterval(timer);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeLessThan(6_000);
  });

  it("los clientes normales no notan la espera: cuerpos completos, grandes y por trozos llegan enteros", async () => {
    const login = JSON.stringify({ user: "a@b.pe", password: "x" });
    const small = await request("/api/auth/login", login, { "content-type": "application/json" });
    expect(JSON.parse(small.text)).toEqual({ size: login.length });
    const big = Buffer.alloc(300_000, 97);
    expect(JSON.parse((await request("/subida", big, { "content-type": "text/plain" })).text)).toEqual({ size: 300_000 });
    const chunked = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/trozos", method: "POST", agent: false }, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve(text));
      });
      req.on("error", reject);
      req.write("abc");
      setTimeout(() => req.end("def"), 100);
    });
    expect(JSON.parse(chunked)).toEqual({ size: 6 });
  });

  it("un cuerpo ya completo no espera y una petición sin cuerpo tampoco", () => {
    const complete = { complete: true, headers: {} } as unknown as http.IncomingMessage;
    expect(bodyArrival(complete)).toBeNull();
    const noBody = { complete: false, headers: { "content-length": "0" } } as unknown as http.IncomingMessage;
    expect(bodyArrival(noBody)).toBeNull();
  });
});
