#!/usr/bin/env node
/**
 * `npm start`: migrate, seed (first start or changed data), build if needed, serve on PORT.
 * Runs on the embedded defaults (PGlite in ./.data/pglite) with no configuration at all.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsCurrent, sourceStamp, stampFile } from "./build-stamp.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(label, command, args, env = process.env) {
  const started = Date.now();
  console.log(`▸ ${label}…`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`✗ ${label} falló (código ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// `npm start` runs the product: production unless said otherwise, so no demo accounts are
// created (the e2e server asks for them with RUMBO_DEMO_USERS=1).
run("Preparando la base de datos (migraciones y datos)", bin("tsx"), ["scripts/prepare-db.ts"], {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || "production",
});

if (buildIsCurrent(root)) {
  console.log("✓ La compilación está al día.");
} else {
  // The build never reads the database (pages with data render on demand): it runs with no
  // DATABASE_URL and an embedded directory that does not exist, so a page that tried would fail here.
  const noDb = mkdtempSync(path.join(os.tmpdir(), "rumbo-build-nodb-"));
  run("Compilando la aplicación (next build, sin base de datos)", bin("next"), ["build"], {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: "",
    PGLITE_DIR: path.join(noDb, "absent"),
  });
  rmSync(noDb, { recursive: true, force: true });
  writeFileSync(stampFile(root), sourceStamp(root));
}

const port = process.env.PORT || "3000";
console.log(`▸ Rumbo en http://localhost:${port} (salud: /v1/health)`);
// Next behind our own small server (scripts/serve.mjs): client addresses, timeouts, the page cache.
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
