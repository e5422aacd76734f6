import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run dev` (scripts/dev.mjs) serves through the same server module as production
 * (server/serve.ts, `next({ dev: true })`): its answers carry what only that module writes. Slow:
 * next dev compiles the home page on its first request.
 */
const root = path.resolve(__dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe("npm run dev sirve por el servidor de Rumbo (server/serve.ts en modo desarrollo)", () => {
  let child: ChildProcess;
  let base: string;
  let dataDir: string;
  let log = "";

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // A database of its own. The build folder is the default one (next dev writes under .next/dev,
    // beside a production build): another folder would make next dev add it to tsconfig.json.
    // A developer's `npm run dev` in the same checkout holds next dev's lock: stop it first.
    dataDir = mkdtempSync(path.join(os.tmpdir(), "rumbo-dev-test-"));
    child = spawn(process.execPath, ["scripts/dev.mjs"], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: "127.0.0.1",
        NEXT_DIST_DIR: "",
        PGLITE_DIR: path.join(dataDir, "pglite"),
        DATABASE_URL: "",
        RUMBO_REMINDER_JOB: "off",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => (log += chunk));
    child.stderr?.on("data", (chunk) => (log += chunk));
    // It listens once Next is prepared; the home page compiles on its first request.
    const until = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev terminó (código ${child.exitCode}):\n${log}`);
      try {
        await fetch(`${base}/`, { redirect: "manual", signal: AbortSignal.timeout(180_000) });
        break;
      } catch {
        if (Date.now() > until) throw new Error(`npm run dev no respondió:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("la portada responde con las cabeceras de seguridad y sin la caché de páginas (apagada en desarrollo)", async () => {
    const home = await fetch(`${base}/`, { redirect: "manual" });
    expect(home.headers.get("x-content-type-options")).toBe("nosniff");
    expect(home.headers.get("x-rumbo-cache")).toBeNull();
  });

  it("una dirección de datos del Pages Router la responde el servidor (404 con su texto y sus cabeceras), no Next", async () => {
    const response = await fetch(`${base}/_next/data/x/index.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("No encontramos lo que buscas.");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'none'; base-uri 'none'");
  });

  it("un cuerpo declarado de más de 1 MB se rechaza con 413 antes de leerlo (los guardas de clientes lentos)", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = net.connect(Number(new URL(base).port), "127.0.0.1", () =>
        socket.write(
          "POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n",
        ),
      );
      let head = "";
      socket.on("data", (chunk) => {
        head += chunk.toString("latin1");
        const line = /^HTTP\/1\.1 (\d{3})/.exec(head);
        if (line) {
          socket.destroy();
          resolve(Number(line[1]));
        }
      });
      socket.on("error", reject);
    });
    expect(status).toBe(413);
  });
});
