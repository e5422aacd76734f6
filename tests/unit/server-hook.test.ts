import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  configureServer,
  HEADERS_TIMEOUT_MS,
  isDecodablePath,
  isRouterStateTree,
  prepareRequest,
  REQUEST_TIMEOUT_MS,
} from "@/server/hygiene";

describe("el servidor de producción antes de Next (server/hygiene.ts)", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (prepareRequest(req, res)) return;
      res.end(`${req.url}${req.headers["next-router-state-tree"] ? " +tree" : ""}`);
    });
    configureServer(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"] ?? "") }));
        })
        .on("error", reject);
    });

  it("una ruta con codificación por ciento rota: la API responde el sobre 400, una página va a la página 404", async () => {
    expect(isDecodablePath("/instituciones/pucp?x=%zz")).toBe(true);
    expect(isDecodablePath("/%zz")).toBe(false);
    expect(isDecodablePath("/%ED%A0%80")).toBe(false);
    expect(isDecodablePath("/a%00b")).toBe(false);
    const api = await get("/api/%zz");
    expect(api.status).toBe(400);
    expect(api.type).toMatch(/json/);
    expect(JSON.parse(api.body)).toEqual({ message: "La dirección no es válida.", code: "bad_request" });
    expect((await get("/%ED%A0%80")).body).toBe("/__ruta-no-valida");
    expect((await get("/instituciones")).body).toBe("/instituciones");
  });

  it("las URL de datos del Pages Router dan 404 y una cabecera de estado del router ilegible se descarta", async () => {
    expect((await get("/_next/data/x/overview.json", { rsc: "1" })).status).toBe(404);
    const good = encodeURIComponent(JSON.stringify(["", { children: ["overview", {}] }, null, null, true]));
    expect(isRouterStateTree(good)).toBe(true);
    expect(isRouterStateTree(encodeURIComponent('[""]'))).toBe(false);
    expect((await get("/overview", { "next-router-state-tree": encodeURIComponent('[""]') })).body).toBe("/overview");
    expect((await get("/overview", { "next-router-state-tree": good })).body).toBe("/overview +tree");
  });

  it("acorta los plazos del servidor: petición 15 s, cabeceras 10 s (Node: 300 s y 60 s)", async () => {
    await get("/");
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(15_000);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });
});
