import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { baseOrigin, clientAddress, discoverRoutes, fillPath, registerStudent } from "./support";

/**
 * Issue 29: this round's hostile checks against the production server. Each check says in its
 * assertion messages what it tried and what it saw.
 */
const base = new URL(baseOrigin);

test.describe("cabeceras de seguridad en todas las respuestas (29.4)", () => {
  test("sitemap, robots, la redirección de /favicon.ico, un 404, una URL de datos, una página de la caché y la API", async ({
    request,
  }) => {
    for (const path of [
      "/sitemap.xml",
      "/robots.txt",
      "/favicon.ico",
      "/no-existe-esta-pagina",
      "/_next/data/x/y.json",
      "/instituciones",
      "/instituciones",
      "/v1/health",
      "/api/institution?search=lima",
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      const h = res.headers();
      const seen = `${path} → ${res.status()} ${JSON.stringify({ xfo: h["x-frame-options"], csp: h["content-security-policy"]?.slice(0, 60), ref: h["referrer-policy"], nosniff: h["x-content-type-options"] })}`;
      expect(h["x-frame-options"], seen).toBe("DENY");
      expect(h["content-security-policy"], seen).toContain("frame-ancestors 'none'");
      expect(h["referrer-policy"], seen).toBe("strict-origin-when-cross-origin");
      expect(h["x-content-type-options"], seen).toBe("nosniff");
    }
  });
});

test.describe("el bloqueo no revela cuentas (29.3)", () => {
  test("un correo registrado y uno inexistente reciben las mismas respuestas, intento por intento, desde una dirección", async ({
    request,
  }) => {
    const known = await registerStudent(request);
    const unknown = `nadie-${Date.now()}@example.pe`;
    const answers: Record<string, string[]> = {};
    for (const email of [known.email, unknown]) {
      const ip = clientAddress();
      answers[email] = [];
      for (let i = 0; i < 7; i++) {
        const res = await request.post("/api/auth/login", {
          data: { user: email, password: `mala-${i}` },
          headers: { "x-forwarded-for": ip, origin: baseOrigin },
        });
        const body = await res.json();
        answers[email].push(`${res.status()} ${body.code} ${body.message} retry-after:${res.headers()["retry-after"] ? "sí" : "no"}`);
      }
    }
    expect(answers[unknown], `registrado: ${answers[known.email].join(" | ")}`).toEqual(answers[known.email]);
    expect(answers[known.email][5]).toMatch(/^429 rate_limited Demasiados intentos/);
  });
});

test.describe("clientes lentos (29.1)", () => {
  test("300 conexiones que envían un cuerpo de inicio de sesión byte a byte: /v1/health responde al momento y todas se cierran en segundos", async () => {
    test.setTimeout(60_000);
    const body = JSON.stringify({ user: "lenta@example.pe", password: "x".repeat(40) });
    const sockets: { socket: net.Socket; closed: boolean }[] = [];
    const timers: ReturnType<typeof setInterval>[] = [];
    for (let i = 0; i < 300; i++) {
      const entry = { socket: net.connect(Number(base.port), base.hostname), closed: false };
      entry.socket.on("error", () => {});
      entry.socket.on("close", () => (entry.closed = true));
      entry.socket.on("connect", () => {
        entry.socket.write(
          `POST /api/auth/login HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nOrigin: ${baseOrigin}\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        let sent = 0;
        timers.push(setInterval(() => !entry.socket.destroyed && sent < body.length - 1 && entry.socket.write(body[sent++]), 1_000));
      });
      sockets.push(entry);
    }
    const healthMs: number[] = [];
    const started = Date.now();
    try {
      while (Date.now() - started < 8_000) {
        const t = performance.now();
        const status = await new Promise<number>((resolve) =>
          http
            .get({ host: base.hostname, port: base.port, path: "/v1/health", agent: false }, (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            })
            .on("error", () => resolve(0)),
        );
        healthMs.push(performance.now() - t);
        expect(status, "/v1/health durante el ataque").toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const open = sockets.filter((s) => !s.closed).length;
      expect(open, `conexiones lentas aún abiertas tras 8 s: ${open} (a lo más 50 por dirección)`).toBeLessThanOrEqual(50);
      // The issue measured 4.7 s; a generous bound that a held-up event loop would exceed.
      expect(Math.max(...healthMs), `/v1/health más lento: ${Math.round(Math.max(...healthMs))} ms`).toBeLessThan(2_000);
      await expect
        .poll(() => sockets.filter((s) => !s.closed).length, { timeout: 15_000, message: "todas cerradas antes de 20 s" })
        .toBe(0);
    } finally {
      timers.forEach(clearInterval);
      sockets.forEach((s) => s.socket.destroy());
    }
  });
});

test.describe("la superficie nueva (29.5)", () => {
  test("cada /api/admin/*: sin sesión 401, como estudiante 403, y con la cookie de un estudiante desde otro sitio 403", async ({
    request,
  }) => {
    const student = await registerStudent(request);
    const routes = discoverRoutes().filter((r) => r.pattern.startsWith("/api/admin"));
    expect(routes.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const route of routes) {
      const path = fillPath(route.pattern, {});
      for (const method of route.methods) {
        const data = method === "GET" ? undefined : {};
        const anonymous = await request.fetch(path, {
          method,
          data,
          headers: { origin: baseOrigin, "x-forwarded-for": clientAddress() },
          maxRedirects: 0,
        });
        if (anonymous.status() !== 401) failures.push(`${method} ${path} sin sesión → ${anonymous.status()}`);
        const asStudent = await request.fetch(path, {
          method,
          data,
          headers: { ...student.auth, "x-forwarded-for": clientAddress() },
          maxRedirects: 0,
        });
        if (asStudent.status() !== 403) failures.push(`${method} ${path} como estudiante → ${asStudent.status()}`);
        if (method !== "GET") {
          const crossSite = await request.fetch(path, {
            method,
            data,
            headers: { cookie: `rumbo_session=${student.token}`, origin: "https://evil.example", "x-forwarded-for": clientAddress() },
            maxRedirects: 0,
          });
          if (crossSite.status() !== 403) failures.push(`${method} ${path} desde otro sitio con cookie → ${crossSite.status()}`);
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  test("asignación masiva: registrarse con role, isAdmin o typeUser de administrador no da permisos", async ({ request }) => {
    const student = await registerStudent(request, { isAdmin: true, is_admin: true, role: "admin", typeUser: "admin", admin: true });
    const me = await request.get("/api/admin/users", { headers: { ...student.auth, "x-forwarded-for": clientAddress() } });
    expect(me.status(), "GET /api/admin/users tras registrarse con isAdmin:true").toBe(403);
  });

  test("pagos: sin sesión 401; producto desconocido y precio del cliente no cobran otra cosa; webhook sin firma o falsificado no confirma", async ({
    request,
  }) => {
    const noSession = await request.post("/api/payment", {
      data: { products: [{ quantity: 1, id: "premium" }] },
      headers: { "x-forwarded-for": clientAddress() },
    });
    expect(noSession.status(), "POST /api/payment sin sesión").toBe(401);
    const student = await registerStudent(request);
    const unknown = await request.post("/api/payment", {
      data: { products: [{ quantity: 1, id: "no-existe" }] },
      headers: { ...student.auth, "x-forwarded-for": clientAddress() },
    });
    expect(unknown.status(), `producto desconocido → ${await unknown.text()}`).toBeGreaterThanOrEqual(400);
    expect(unknown.status()).toBeLessThan(500);
    const confirmOther = await request.put("/api/payment", {
      data: { token: "token-de-otro-usuario" },
      headers: { ...student.auth, "x-forwarded-for": clientAddress() },
    });
    expect(confirmOther.status(), `confirmar un pago ajeno o inventado → ${confirmOther.status()}`).toBeGreaterThanOrEqual(400);
    expect(confirmOther.status()).toBeLessThan(500);
    const forged: Record<string, string>[] = [{}, { "x-signature": "ts=1,v1=deadbeef", "x-request-id": "falso" }];
    for (const headers of forged) {
      const hook = await request.post("/api/payment/webhook/mercadopago?data.id=1&type=payment", {
        data: { type: "payment", data: { id: "1" } },
        headers,
      });
      expect([400, 401, 403], `webhook ${JSON.stringify(headers)} → ${hook.status()}`).toContain(hook.status());
    }
  });

  test("métricas: un lote enorme se rechaza y una ráfaga recibe 429", async ({ request }) => {
    const ip = clientAddress();
    const event = { type: "page_change", path: "/" };
    const huge = await request.post("/api/metrics/events", {
      data: { events: Array(5_000).fill(event) },
      headers: { "x-forwarded-for": ip, origin: baseOrigin },
    });
    expect([400, 413], `lote de 5000 → ${huge.status()}`).toContain(huge.status());
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res = await request.post("/api/metrics/events", {
        data: { events: [event] },
        headers: { "x-forwarded-for": ip, origin: baseOrigin },
      });
      statuses.push(res.status());
    }
    expect(statuses, `70 lotes seguidos: ${statuses.join(",")}`).toContain(429);
  });

  test("clientes voraces (29.2) y cargas fuera de rango (29.6)", async ({ request }) => {
    const student = await registerStudent(request);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await request.get("/api/vocational/progress/result", { headers: student.auth })).status());
    expect(statuses.at(-1), `31 resultados en un minuto: ${statuses.join(",")}`).toBe(429);
    const conference = await request.post("/api/conference/student", {
      data: { conferenceId: 2147483648 },
      headers: { ...student.auth, "x-forwarded-for": clientAddress() },
    });
    expect(conference.status(), "conferenceId 2147483648").toBe(400);
  });
});
