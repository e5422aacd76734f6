#!/usr/bin/env node
/**
 * `npm run test:security`: the hostile suite (tests/security) in Debian's Chromium
 * against a production build (`scripts/serve.mjs`, fresh embedded database, built when the sources
 * changed). Extra arguments go to Playwright, e.g. `npm run test:security -- requests.spec.ts`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";
const chromium = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean).find((c) => existsSync(c));
if (!chromium) {
  console.error("Falta Chromium: instálalo con `sudo apt-get install -y chromium` (o define CHROME_PATH).");
  process.exit(1);
}
const { NODE_ENV: _ignored, ...env } = process.env;
const result = spawnSync(
  path.join(root, "node_modules", ".bin", "playwright"),
  ["test", "-c", "tests/security/playwright.config.ts", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...env, CHROME_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
