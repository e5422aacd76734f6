#!/usr/bin/env node
/**
 * Compiles the server (server/*.ts, entry server/main.ts) into one ES module, .server/main.mjs
 * (gitignored), with esbuild: the project's own modules it imports (lib/config, the nonce) are
 * bundled in, packages (next, lru-cache) stay imports. Node 20 cannot run TypeScript itself, and
 * a compiled file starts as fast as the old plain-JavaScript server did (no loader at start, in
 * each of the cluster's workers).
 *
 * esbuild is tsx's own (a dependency of the app, so `npm install --omit=dev` has it too), loaded
 * from where tsx finds it. A compile takes a few tenths of a second; it is skipped while every
 * input (esbuild's list, kept in .server/inputs.json) has the size and time it had then.
 *
 * `npm run build` runs it before `next build`; `npm start` (scripts/cluster.mjs), `npm run serve`
 * (scripts/serve.mjs) and `npm run dev` (scripts/dev.mjs) call `ensureServer()` first.
 * Usage: node scripts/server-build.mjs (compiles when stale; `--force` always).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const outDir = path.join(root, ".server");
/** The compiled server: what the launchers run. */
export const serverEntry = path.join(outDir, "main.mjs");
const inputsFile = path.join(outDir, "inputs.json");

const stampOf = (file) => {
  try {
    const stat = statSync(path.join(root, file));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "absent";
  }
};

/** True when .server/main.mjs exists and none of the files it was compiled from changed since. */
export function serverIsCurrent() {
  if (!existsSync(serverEntry) || !existsSync(inputsFile)) return false;
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
    return Object.entries(inputs).every(([file, stamp]) => stampOf(file) === stamp);
  } catch {
    return false;
  }
}

/** Compiles the server now (written next to its place and renamed: a concurrent start never reads half a file). */
export async function buildServer() {
  const require = createRequire(path.join(root, "node_modules", "tsx", "package.json"));
  const esbuild = require("esbuild");
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "server", "main.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    write: false,
    metafile: true,
    sourcemap: "inline",
    sourcesContent: false,
    logLevel: "warning",
    banner: { js: "// Compiled from server/ by scripts/server-build.mjs: edit the TypeScript, not this file." },
  });
  mkdirSync(outDir, { recursive: true });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stampOf(file)]));
  const temporary = `${serverEntry}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, serverEntry);
  writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(inputs, null, 1));
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
  return serverEntry;
}

/** The compiled server's path, compiled first when missing or stale. */
export async function ensureServer() {
  if (!serverIsCurrent()) await buildServer();
  return serverEntry;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, "scripts", "server-build.mjs")) {
  const started = performance.now();
  if (process.argv.includes("--force") || !serverIsCurrent()) {
    await buildServer();
    console.log(`✓ Servidor compilado en .server/main.mjs (${Math.round(performance.now() - started)} ms)`);
  } else {
    console.log("✓ El servidor compilado (.server/main.mjs) está al día.");
  }
}
