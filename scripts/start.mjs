#!/usr/bin/env node
/**
 * `npm start`: migrate, seed (first start or changed data), build if needed, serve on PORT.
 * Runs on the embedded defaults (PGlite in ./.data/pglite) with no configuration at all.
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { localSiteWarning } from "../lib/config/loopback.mjs";
import { buildIsCurrent, buildProduction } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(label, step) {
  const started = Date.now();
  console.log(`▸ ${label}…`);
  const status = step();
  if (status !== 0) {
    console.error(`✗ ${label} falló (código ${status}).`);
    process.exit(status || 1);
  }
  console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// `npm start` runs the product: production unless said otherwise, so no demo accounts are
// created (the e2e server asks for them with RUMBO_DEMO_USERS=1).
run("Preparando la base de datos (migraciones y datos)", () => {
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || "production" };
  const result = spawnSync(bin("tsx"), ["scripts/prepare-db.ts"], { stdio: "inherit", env });
  return result.status ?? 1;
});

if (buildIsCurrent(root)) {
  console.log("✓ La compilación está al día.");
} else {
  run("Compilando la aplicación (next build, sin base de datos)", () => buildProduction(root));
}

const port = process.env.PORT || "3000";
console.log(`▸ Rumbo en http://localhost:${port} (salud: /v1/health)`);
const warning = localSiteWarning({ ...process.env, NODE_ENV: process.env.NODE_ENV || "production", PORT: port });
if (warning) {
  // In the log (stdout) and on stderr: whoever reads either sees it.
  console.log(warning);
  console.error(warning);
}
// Next behind our own small server (server/serve.ts): client addresses, timeouts, the page cache;
// one per core (scripts/cluster.mjs, RUMBO_WORKERS).
const server = spawn(process.execPath, ["scripts/cluster.mjs"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
