#!/usr/bin/env node
/**
 * `npm run dev`: the same server as production (server/serve.ts) around `next({ dev: true })`, so
 * the security headers, the slow-client guards and the request hygiene run while developing too.
 * The page caches stay off (PAGE_CACHE=on turns them on): an entry would keep the HTML of before
 * an edit. Edits under server/ need a restart (the server is compiled at start,
 * scripts/server-build.mjs); the app reloads as with `next dev`. PORT (default 3000), HOSTNAME.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureServer } from "./server-build.mjs";

process.env.RUMBO_ROOT ||= path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.env.RUMBO_DEV = "1";
await import(pathToFileURL(await ensureServer()).href);
