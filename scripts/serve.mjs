#!/usr/bin/env node
/**
 * `npm run serve`: the production server (server/serve.ts) in this one process, on the build in
 * NEXT_DIST_DIR or .next. It compiles the server first when its compiled copy is missing or stale
 * (scripts/server-build.mjs). PORT (default 3000), HOSTNAME to bind one address. `npm start` runs
 * the same server on every core (scripts/cluster.mjs); the e2e server, the security suite, the
 * benchmarks and scripts/two-instances.mjs start this file.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureServer } from "./server-build.mjs";

process.env.RUMBO_ROOT ||= path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
await import(pathToFileURL(await ensureServer()).href);
