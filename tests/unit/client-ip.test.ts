import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { PEER_HEADER } from "@/lib/server/http/peer-address";
import { prepareRequest } from "@/server/hygiene";
import { serverHandle } from "@/server/interface";
import { clientIp } from "@/lib/server/rate-limit";

const forged = { "x-forwarded-for": "203.0.113.9, 10.0.0.1", [PEER_HEADER]: "198.51.100.7" };

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

describe("dirección del cliente para los límites por IP", () => {
  it("sin proxy de confianza ni servidor que marque el socket, no cree ninguna cabecera", () => {
    resetEnvCache();
    expect(clientIp(new Request("http://localhost/api/auth/login", { headers: forged }))).toBe("direct");
  });

  describe("detrás del servidor HTTP de Node, que marca cada pedido con la dirección del socket", () => {
    let server: http.Server;
    let port: number;

    beforeAll(async () => {
      // As server/serve.ts does: mark the process, prepare each request before the app sees it.
      serverHandle().customServer = true;
      // The route handler sees a web Request built from the Node request's headers, as in Next.
      server = http.createServer((req, res) => {
        if (prepareRequest(req, res)) return;
        const headers = new Headers();
        for (const [key, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(key, value);
        res.end(clientIp(new Request(`http://localhost${req.url}`, { headers })));
      });
      // Listening on "::" (dual stack) as server/serve.ts does by default: IPv4 peers arrive as ::ffff:a.b.c.d.
      await new Promise<void>((resolve) => server.listen(0, "::", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      delete serverHandle().customServer;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    /** A request from the given loopback address (Linux answers on all of 127.0.0.0/8). */
    const from = (localAddress: string, headers: Record<string, string> = {}) =>
      new Promise<string>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port, path: "/", localAddress, headers, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve(body));
        });
        req.on("error", reject);
      });

    it("sin proxy usa la dirección real: dos clientes son dos claves, y las cabeceras falsas no cuentan", async () => {
      resetEnvCache();
      expect(await from("127.0.0.2", forged)).toBe("127.0.0.2");
      expect(await from("127.0.0.3")).toBe("127.0.0.3");
    });

    it("detrás de un proxy de confianza usa la primera dirección de X-Forwarded-For, o la del socket si no viene", async () => {
      process.env.TRUST_PROXY = "1";
      resetEnvCache();
      expect(await from("127.0.0.2", forged)).toBe("203.0.113.9");
      expect(await from("127.0.0.4")).toBe("127.0.0.4");
    });
  });
});
