import http from "node:http";
import net from "node:net";
import { expect, test } from "./fixtures";
import { clientAddress, discoverRoutes, expectNoLeak, fillPath, registerStudent, useSession } from "./support";

const base = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`);

/* ───────────── Open redirects ───────────── */

const redirectCorpus = [
  "https://evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2f%2fevil.example",
  "/%5cevil.example",
  "%2f%2fevil.example",
  "/%252f%252fevil.example",
  "https:evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/evil.example",
  "/\n/evil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  " //evil.example",
  "evil.example",
  "@evil.example",
  "/@evil.example",
  "https://127.0.0.1.evil.example",
  `${base.origin}.evil.example`,
  `${base.origin}@evil.example`,
  "//evil.example%2f%2e%2e",
  "/.//evil.example",
  "/..//evil.example",
  "\u3002evil.example",
  "//evil%E3%80%82example",
];

/** A Location must stay on this site: a relative path or this very origin. */
function expectSameSite(location: string | undefined, what: string) {
  if (!location) return;
  const target = new URL(location, base);
  expect(target.origin, `${what} → ${location}`).toBe(base.origin);
  expect(target.protocol, what).toMatch(/^https?:$/);
}

test.describe("redirecciones abiertas: cada parámetro redirect", () => {
  test("el proxy (/login, /overview, /live) y el inicio/retorno de Google y Facebook nunca salen del sitio", async ({ request }) => {
    for (const value of redirectCorpus) {
      const q = encodeURIComponent(value);
      for (const path of [
        `/login?redirect=${q}`,
        `/overview?redirect=${q}`,
        `/live?redirect=${q}`,
        `/entrar?redirect=${q}`,
        `/empezar?redirect=${q}`,
      ]) {
        const res = await request.get(path, { maxRedirects: 0 });
        expect(res.status(), path).toBeLessThan(500);
        expectSameSite(res.headers().location, path);
        // A page that keeps the value must not turn it into a link off the site.
        if (res.status() === 200) expect(await res.text()).not.toMatch(/href="(?:https?:)?\/\/evil\.example/i);
      }
      for (const provider of ["google", "facebook"]) {
        const start = await request.get(`/api/auth/oauth/${provider}?redirect=${q}`, { maxRedirects: 0 });
        expect(start.status(), `${provider} ${value}`).toBeLessThan(500);
        const cookie = (start.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")?.value ?? "").split(";")[0];
        const back = await request.get(`/api/auth/oauth/${provider}/callback?error=access_denied&state=x`, {
          maxRedirects: 0,
          headers: cookie ? { cookie } : {},
        });
        expect(back.status(), `${provider} callback ${value}`).toBeLessThan(500);
        const location = back.headers().location;
        expectSameSite(location, `${provider} callback ${value}`);
        const inner = location ? new URL(location, base).searchParams.get("redirect") : null;
        if (inner) expectSameSite(inner, `${provider} redirect interno ${value}`);
      }
    }
  });

  test("tras iniciar sesión en /entrar?redirect=… el navegador se queda en el sitio", async ({ page, request }) => {
    const student = await registerStudent(request);
    // Whenever the press lands (before the page's code has run, or after), the password never
    // travels in an address (a form sent the browser's own way, as a GET to the page).
    const leaked: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes(encodeURIComponent(student.password))) leaked.push(sent.url());
    });
    for (const value of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "/%2f%2fevil.example"]) {
      await page.context().clearCookies();
      await page.goto(`/entrar?redirect=${encodeURIComponent(value)}`);
      await page.getByLabel("Correo electrónico").fill(student.email);
      await page.getByLabel("Contraseña", { exact: true }).fill(student.password);
      await page.getByRole("button", { name: "Iniciar sesión" }).click();
      await page.waitForURL((url) => url.pathname !== "/entrar", { timeout: 20_000 });
      expect(new URL(page.url()).origin, value).toBe(base.origin);
    }
    expect(leaked).toEqual([]);
  });
});

/* ───────────── CSRF ───────────── */

test.describe("CSRF", () => {
  test("ninguna variante de petición de otro sitio con la cookie de sesión pasa", async ({ request }) => {
    const student = await registerStudent(request);
    const cookie = `rumbo_session=${student.token}`;
    const variants: Array<[string, Record<string, string>]> = [
      ["sin Origin ni Sec-Fetch-Site", {}],
      ["Origin de otro sitio", { origin: "https://evil.example" }],
      ["Origin null", { origin: "null" }],
      ["Origin con el puerto cambiado", { origin: `${base.protocol}//${base.hostname}:1` }],
      ["Origin con otro esquema", { origin: `https://${base.host}` }],
      ["Origin que empieza igual", { origin: `${base.origin}.evil.example` }],
      ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
      ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site" }],
      ["Referer propio pero sin Origin", { referer: `${base.origin}/` }],
      ["formulario text/plain de otro sitio", { origin: "https://evil.example", "content-type": "text/plain" }],
      ["formulario urlencoded sin Origin", { "content-type": "application/x-www-form-urlencoded" }],
    ];
    const targets: Array<[string, string, unknown]> = [
      ["PUT", "/api/student", { name: "Hackeado" }],
      [
        "POST",
        "/api/data-update/student",
        { role: "user", email: "evil@example.pe", phone: "+51987654321", password: "x-123456", accepted: true },
      ],
      ["POST", "/api/student/institutions", { institutionId: 1 }],
      ["POST", "/api/auth/logout", {}],
    ];
    for (const [method, path, data] of targets) {
      for (const [name, headers] of variants) {
        const res = await request.fetch(path, {
          method,
          headers: { cookie, "content-type": "application/json", ...headers },
          data: JSON.stringify(data),
        });
        expect(res.status(), `${method} ${path} — ${name}`).toBe(403);
      }
      for (const authorization of [
        "Bearer x y",
        "Bearer",
        "Basic Zm9vOmJhcg==",
        `Bearer ${student.token} extra`,
        `Bearer  ${student.token}`,
      ]) {
        const res = await request.fetch(path, {
          method,
          headers: { cookie, authorization, "content-type": "application/json", origin: "https://evil.example" },
          data: JSON.stringify(data),
        });
        // Never authenticated by the cookie; logout needs no session and answers 200 without revoking it.
        const allowed = path === "/api/auth/logout" ? [200, 400, 401] : [400, 401, 404];
        expect(allowed, `${method} ${path} — Authorization «${authorization}»`).toContain(res.status());
      }
    }
    // The session still works after all that (logout was refused every time).
    const still = await request.get("/api/vocational", { headers: student.auth });
    expect(still.status()).toBe(200);
  });

  test("GET /logout desde otro sitio no cierra la sesión: pregunta con un botón", async ({ page, request, context }) => {
    const student = await registerStudent(request);
    const other = base.hostname === "127.0.0.1" ? "localhost" : "127.0.0.1";
    await useSession(context, student);
    // A page on another site links to /logout; the visitor follows the link.
    await page.goto(`${base.protocol}//${other}:${base.port}/privacy`);
    await page.evaluate((href) => {
      const a = document.createElement("a");
      a.href = href;
      a.textContent = "premio";
      document.body.prepend(a);
    }, `${base.origin}/logout`);
    await page.getByRole("link", { name: "premio" }).click();
    await expect(page.getByRole("heading", { name: "¿Quieres cerrar sesión?" })).toBeVisible();
    // Whatever the page does on its own (it must not log out) has finished once the network is idle.
    await page.waitForLoadState("networkidle");
    expect((await request.get("/api/vocational", { headers: student.auth })).status()).toBe(200);
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(async () => (await request.get("/api/vocational", { headers: student.auth })).status()).toBe(401);
  });
});

test("el menú «Salir» sigue cerrando la sesión con un solo clic (spec: logout completo y a /)", async ({ page, context, request }) => {
  const student = await registerStudent(request, { name: "Valeria" });
  // The log-in form is not what this tests (accounts.spec.ts does): the session is set as cookies.
  await useSession(context, student);
  await page.goto("/colegios");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Valeria/ })
    .click();
  await page.getByRole("banner").getByRole("link", { name: "Salir" }).click();
  await page.waitForURL((url) => url.pathname === "/", { timeout: 20_000 });
  expect((await page.context().cookies()).find((c) => c.name === "rumbo_session")).toBeUndefined();
});

/* ───────────── Proxy bypass ───────────── */

test.describe("rutas protegidas: variantes de ruta y cabeceras", () => {
  const protectedPaths = ["/overview", "/overview/new-home", "/overview/testimonios-de-profesionales", "/live"];
  const pathVariants = (p: string) => [
    p,
    `${p}/`,
    p.toUpperCase(),
    `${p}?x=1`,
    `${p}/.`,
    `/.${p}`,
    `${p};x`,
    p.replace("o", "%6f"),
    p.replace(/\/([a-z])/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
    `${p}%2f`,
    `${p}/%2e`,
    `${p}.rsc`,
    `/_next/data/x${p}.json`,
    `${p}?_rsc=1`,
  ];
  const headerVariants: Array<Record<string, string>> = [
    {},
    { cookie: "rumbo_session=basura" },
    { cookie: "rumbo_session=" },
    { cookie: "rumbo_session=null; rumbo_user=%7B%22id%22%3A%221%22%7D" },
    { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", cookie: "rumbo_session=x" },
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    { "x-invoke-path": "/privacy", cookie: "rumbo_session=x" },
    { "x-original-url": "/privacy", "x-rewrite-url": "/privacy", cookie: "rumbo_session=x" },
    { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", cookie: "rumbo_session=x" },
    { rsc: "1", "next-router-state-tree": "%5B%22%22%5D", cookie: "rumbo_session=x" },
    { "next-router-prefetch": "1", rsc: "1", cookie: "rumbo_session=x" },
    { authorization: "Bearer basura" },
  ];

  test("sin una sesión válida nunca se sirve el área con sesión, ni se marca cacheable", async ({ request }) => {
    for (const p of protectedPaths) {
      for (const variant of pathVariants(p)) {
        for (const headers of headerVariants) {
          const res = await request.get(variant, { headers, maxRedirects: 0 });
          const what = `${variant} ${JSON.stringify(headers)}`;
          expect(res.status(), what).toBeLessThan(500);
          if (res.status() === 200) {
            const text = await res.text();
            // What only the logged-in area shows: the overview's and live's own content.
            expect(text, what).not.toMatch(/Tus próximos pasos|Completa tu test vocacional|Bienvenid[oa] a tu espacio/);
          }
          expect(res.headers()["cache-control"] ?? "", what).not.toMatch(/s-maxage|public/);
          if (res.status() >= 300 && res.status() < 400) expect(res.headers().location ?? "", what).not.toMatch(/evil\.example/);
        }
      }
    }
  });

  test("con sesión válida /overview se sirve como privado y sin caché compartida", async ({ request }) => {
    const student = await registerStudent(request);
    for (const p of ["/overview", "/overview/new-home"]) {
      const res = await request.get(p, { headers: { cookie: `rumbo_session=${student.token}` }, maxRedirects: 0 });
      expect(res.status(), p).toBe(200);
      const cacheControl = res.headers()["cache-control"] ?? "";
      expect(cacheControl).toMatch(/private|no-store/);
      expect(cacheControl).not.toMatch(/s-maxage/);
    }
  });
});

/* ───────────── Limits, malformed input, headers ───────────── */

function rawRequest(
  path: string,
  write: (req: http.ClientRequest) => void,
): Promise<{ status: number; body: string; sentWhenAnswered: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": clientAddress() },
      },
      (res) => {
        const sentWhenAnswered = sent;
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered }));
      },
    );
    req.on("error", reject);
    const origWrite = req.write.bind(req);
    (req as unknown as { write: (c: Buffer) => boolean }).write = (chunk: Buffer) => {
      sent += chunk.length;
      return origWrite(chunk);
    };
    write(req);
  });
}

/**
 * Writes `chunks` on a raw socket (30 ms apart) and reads everything until the server closes it:
 * for requests Node refuses before any handler, which no HTTP client would send. With `holdOpen`
 * the client never finishes its request (a body still to come).
 */
function rawExchange(
  chunks: (string | Buffer)[],
  { holdOpen = false } = {},
): Promise<{ status: number; head: string; body: string; raw: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let raw = "";
    let answeredAt = 0;
    const socket = net.connect(Number(base.port), base.hostname, async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        await new Promise((r) => setTimeout(r, 30));
      }
      if (!holdOpen) socket.end();
    });
    const timer = setTimeout(() => socket.destroy(), 30_000);
    socket.on("data", (d) => {
      answeredAt ||= Date.now();
      raw += d.toString("latin1");
    });
    const done = () => {
      clearTimeout(timer);
      const split = raw.indexOf("\r\n\r\n");
      const head = split < 0 ? raw : raw.slice(0, split);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? -1),
        head,
        body: split < 0 ? "" : raw.slice(split + 4),
        raw,
        ms: (answeredAt || Date.now()) - started,
      });
    };
    socket.on("close", done);
    socket.on("error", () => {});
  });
}

test.describe("límites y entradas mal formadas", () => {
  test("un cuerpo por partes de 2 MB recibe 413 antes de terminar de enviarse", async () => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    const result = await rawRequest("/api/auth/login", (req) => {
      let n = 0;
      const pump = () => {
        if (n >= 32 || req.destroyed) return req.end();
        n += 1;
        req.write(n === 1 ? Buffer.concat([Buffer.from('{"pad":"'), chunk]) : chunk);
        setTimeout(pump, 20);
      };
      pump();
    }).catch((error) => ({ status: -1, body: String(error), sentWhenAnswered: -1 }));
    // The server may close the socket right after answering: either it answered 413, or it cut us off.
    if (result.status !== -1) {
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).code).toBe("payload_too_large");
      expect(result.sentWhenAnswered).toBeLessThan(2 * 1024 * 1024);
    }
  });

  test("un cuerpo que nunca termina se corta mucho antes de 300 s", async () => {
    test.setTimeout(120_000);
    const started = Date.now();
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(base.port), base.hostname, () => {
        socket.write(
          `POST /api/auth/login HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user":`,
        );
      });
      let data = "";
      socket.on("data", (d) => (data += d));
      socket.on("close", () => resolve(data.split("\r\n")[0] || "cerrada"));
      socket.on("error", () => resolve("error"));
      setTimeout(() => {
        socket.destroy();
        resolve("sigue abierta");
      }, 90_000);
    });
    expect(outcome).not.toBe("sigue abierta");
    expect(Date.now() - started).toBeLessThan(90_000);
  });

  test("un cuerpo declarado de 50 MB recibe 413 en cuanto llegan las cabeceras, sin esperar el cuerpo", async () => {
    const head =
      `POST /api/auth/login HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\n` +
      `X-Forwarded-For: ${clientAddress()}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{"`;
    const answer = await rawExchange([head], { holdOpen: true });
    expect(answer.status, `50 MB declarados y 2 bytes enviados → ${answer.head}`).toBe(413);
    expect(answer.ms, "respondió sin esperar el cuerpo").toBeLessThan(5_000);
    expect(JSON.parse(answer.body).code).toBe("payload_too_large");
    expect(answer.head).toMatch(/^connection: close$/im);
    // A page is refused the same way (nothing reads a body of that size anywhere).
    const page = await rawExchange([`POST /entrar HTTP/1.1\r\nHost: ${base.host}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\nab`], {
      holdOpen: true,
    });
    expect(page.status, page.head).toBe(413);
    expect(page.ms).toBeLessThan(5_000);
  });

  test("HEAD nunca recibe cuerpo, tampoco en las respuestas que el servidor da antes de Next", async () => {
    const host = `Host: ${base.host}\r\n`;
    const big = `X-Relleno: ${"a".repeat(20_000)}\r\n`;
    const cases: { what: string; chunks: (string | Buffer)[]; status: number }[] = [
      { what: "byte no ASCII en la ruta", chunks: [Buffer.from(`HEAD /\xff HTTP/1.1\r\n${host}\r\n`, "latin1")], status: 400 },
      {
        what: "byte no ASCII en la ruta de la API",
        chunks: [Buffer.from(`HEAD /api/\xe9 HTTP/1.1\r\n${host}\r\n`, "latin1")],
        status: 400,
      },
      { what: "cabecera de 20 KB en un paquete", chunks: [`HEAD / HTTP/1.1\r\n${host}${big}\r\n`], status: 431 },
      {
        what: "cabecera de 20 KB en varios paquetes",
        chunks: [`HEAD / HTTP/1.1\r\n${host}X-Relleno: `, "a".repeat(8_000), "a".repeat(8_000), `${"a".repeat(8_000)}\r\n\r\n`],
        status: 431,
      },
      {
        what: "HEAD con cabecera de 20 KB después de un GET en la misma conexión",
        chunks: [`GET /v1/health HTTP/1.1\r\n${host}\r\nHEAD / HTTP/1.1\r\n${host}${big}\r\n`],
        status: 431,
      },
      { what: "ruta de la API que no se decodifica", chunks: [`HEAD /api/%zz HTTP/1.1\r\n${host}Connection: close\r\n\r\n`], status: 400 },
      { what: "/_next/data", chunks: [`HEAD /_next/data/x/y.json HTTP/1.1\r\n${host}Connection: close\r\n\r\n`], status: 404 },
      {
        what: "cuerpo declarado de 50 MB",
        chunks: [`HEAD /api/auth/login HTTP/1.1\r\n${host}Content-Length: ${50 * 1024 * 1024}\r\n\r\nab`],
        status: 413,
      },
    ];
    for (const { what, chunks, status } of cases) {
      const answer = await rawExchange(chunks, { holdOpen: status === 413 });
      // A pipelined GET answers first: the HEAD's answer is the last one on the connection.
      const last = answer.raw.lastIndexOf("HTTP/1.1 ");
      const tail = answer.raw.slice(last);
      const split = tail.indexOf("\r\n\r\n");
      expect(tail.slice(9, 12), `${what} → ${tail.slice(0, 200)}`).toBe(String(status));
      expect(split, what).toBeGreaterThan(0);
      expect(tail.slice(split + 4), `${what}: el HEAD no lleva cuerpo`).toBe("");
    }
    // A GET with the same fault still gets its explanation.
    const get = await rawExchange([Buffer.from(`GET /api/\xe9 HTTP/1.1\r\n${host}\r\n`, "latin1")]);
    expect(get.status).toBe(400);
    expect(JSON.parse(get.body).code).toBe("bad_request");
  });

  test("codificación por ciento rota, NUL, ids enormes: nunca 500, siempre el sobre o la página 404", async ({ request }) => {
    for (const path of ["/%ED%A0%80", "/%zz", "/instituciones/%E0%A4%A", "/api/%zz", "/api/conference/%ED%A0%80/ics", "/overview/%zz"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeGreaterThanOrEqual(300);
      expect(res.status(), path).toBeLessThan(500);
      const text = await res.text();
      if (path.startsWith("/api/")) expect(JSON.parse(text).code, path).toEqual(expect.any(String));
      expectNoLeak(text, path);
    }
    expect((await request.get("/api/conference/2147483648/ics")).status()).toBe(404);
    expect((await request.get("/api/school?search=%00")).status()).toBe(400);
    const nul = await request.post("/api/auth/login", {
      data: { user: "a\u0000@b.pe", password: "x" },
      headers: { "x-forwarded-for": clientAddress() },
    });
    expect(nul.status()).toBe(400);
  });

  test("cabeceras: CSP con nonce y strict-dynamic, object-src y base-uri 'none'; los embeds se pueden enmarcar", async ({ request }) => {
    for (const p of ["/", "/instituciones", "/privacy", "/entrar"]) {
      const res = await request.get(p);
      const csp = res.headers()["content-security-policy"] ?? "";
      expect(csp, p).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'[^;]*'strict-dynamic'/);
      expect(csp, p).toContain("object-src 'none'");
      expect(csp, p).toContain("base-uri 'none'");
      expect(csp, p).toContain("frame-ancestors 'none'");
      expect(res.headers()["x-frame-options"], p).toBe("DENY");
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      const html = await res.text();
      expect(html).toContain(`nonce="${nonce}"`);
    }
    const again = await request.get("/privacy");
    const first = await request.get("/privacy");
    expect(again.headers()["content-security-policy"]).not.toBe(first.headers()["content-security-policy"]);
    for (const p of ["/embed/interests", "/embed/personality", "/embed/stand"]) {
      const res = await request.get(p, { maxRedirects: 0 });
      expect(res.headers()["x-frame-options"], p).toBeUndefined();
      expect(res.headers()["content-security-policy"] ?? "", p).not.toContain("frame-ancestors 'none'");
    }
    // Over http (this server) no HSTS; with an https APP_URL the proxy adds it (unit-tested).
    expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
  });
});

/* ───────────── Leaks in ordinary answers ───────────── */

test("ninguna respuesta normal filtra hashes, tokens ajenos ni trazas", async ({ request }) => {
  const student = await registerStudent(request);
  for (const route of discoverRoutes()) {
    if (!route.methods.includes("GET") || route.pattern.startsWith("/api/auth/oauth")) continue;
    const res = await request.get(
      fillPath(route.pattern, { id: student.id, processId: "1", slug: "pucp", career: "1", provider: "google" }),
      { headers: student.auth, maxRedirects: 0 },
    );
    const text = await res.text();
    expect(res.status(), route.pattern).toBeLessThan(500);
    expectNoLeak(text, route.pattern);
  }
});
