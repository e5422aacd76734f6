import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Inputs of `next build`: when their names, sizes and times change, the build is stale. */
const inputs = [
  "app",
  "components",
  "lib",
  "stores",
  "styles",
  "public",
  "proxy.ts",
  // The app bundles server/interface.ts (lib/server/http/peer-address.ts…), next.config.ts reads server/security-headers.ts.
  "server",
  "instrumentation.ts",
  "next.config.ts",
  "tsconfig.build.json",
  "package.json",
  "postcss.config.mjs",
  "tsconfig.json",
];
const skip = new Set(["node_modules", ".next", ".data", "migrations", "seed"]);
const distDir = () => process.env.NEXT_DIST_DIR || ".next";

function walk(entry, hash) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry).sort()) if (!skip.has(name)) walk(path.join(entry, name), hash);
  } else {
    hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
  }
}

export function sourceStamp(root = process.cwd()) {
  const hash = createHash("sha256");
  for (const input of inputs) walk(path.join(root, input), hash);
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith("NEXT_PUBLIC_") || ["API_URL", "METRICS_URL", "PDF_URL", "NOTIFICATION_URL"].includes(k))
    .sort()) {
    hash.update(`${key}=${process.env[key]}\n`);
  }
  return hash.digest("hex");
}

export const stampFile = (root = process.cwd()) => path.join(root, distDir(), "rumbo-source-stamp");

export function buildIsCurrent(root = process.cwd()) {
  const file = stampFile(root);
  return existsSync(path.join(root, distDir(), "BUILD_ID")) && existsSync(file) && readFileSync(file, "utf8") === sourceStamp(root);
}

/**
 * `next build` and its source stamp: the one production build that `npm start`, `npm test` (the
 * journeys, the security suite, the two-instance check) and scripts/two-instances.mjs reuse while
 * the sources do not change. The build never reads the database (pages with data render on
 * demand): it runs with no DATABASE_URL and an embedded directory that does not exist, so a page
 * that tried would fail here. Returns the exit status.
 */
export function buildProduction(root = process.cwd(), env = process.env) {
  const noDb = mkdtempSync(path.join(os.tmpdir(), "rumbo-build-nodb-"));
  try {
    // The route lists written from the registry (scripts/route-paths.mjs) first: a registry edit reaches the build.
    const routes = spawnSync(process.execPath, [path.join(root, "scripts", "route-paths.mjs")], { cwd: root, stdio: "inherit" });
    if (routes.status !== 0) return routes.status ?? 1;
    // The stamp of the sources the build reads, taken before it starts: a file saved while it runs
    // was maybe not built, so the build is then not marked current and the next start builds again.
    const before = sourceStamp(root);
    const result = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...env, NODE_ENV: "production", DATABASE_URL: "", PGLITE_DIR: path.join(noDb, "absent") },
    });
    if (result.status === 0) {
      if (sourceStamp(root) === before) writeFileSync(stampFile(root), before);
      else console.warn("Un archivo cambió durante la compilación: la próxima vez se compila de nuevo.");
    }
    return result.status ?? 1;
  } finally {
    rmSync(noDb, { recursive: true, force: true });
  }
}
