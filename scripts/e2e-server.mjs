#!/usr/bin/env node
/**
 * The server the Playwright journeys run against: a production build (`next build` and
 * scripts/serve.mjs) on a fresh embedded database of its own, so tests never touch the developer's data.
 */
import { rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.env.PORT ||= "3100";
const dir = path.join(root, ".data", `e2e-pglite-${process.env.PORT}`);
rmSync(dir, { recursive: true, force: true });
process.env.PGLITE_DIR = dir;
delete process.env.DATABASE_URL;
process.env.APP_URL ||= `http://127.0.0.1:${process.env.PORT}`;
process.env.RUMBO_DEMO_USERS = "1";
// One worker, which opens the embedded database itself: each worker keeps its own page caches, and
// the journeys assert what one server's caches answer (docs/operations.md, «Todos los núcleos»).
process.env.RUMBO_WORKERS ||= "1";
// Social log-in points at the local OAuth/OIDC provider (e2e/support/oauth-provider.mjs) that
// playwright.config.ts starts for the whole run.
const oauth = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT || "3398"}`;
const socialDefaults = {
  GOOGLE_CLIENT_ID: "e2e",
  GOOGLE_CLIENT_SECRET: "e2e",
  GOOGLE_ISSUER: oauth,
  FACEBOOK_CLIENT_ID: "e2e",
  FACEBOOK_CLIENT_SECRET: "e2e",
  FACEBOOK_AUTH_URL: `${oauth}/authorize`,
  FACEBOOK_TOKEN_URL: `${oauth}/token`,
  FACEBOOK_USERINFO_URL: `${oauth}/userinfo`,
};
for (const [key, value] of Object.entries(socialDefaults)) process.env[key] ??= value;
await import("./start.mjs");
