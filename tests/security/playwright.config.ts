import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from "../../scripts/chromium-flags.mjs";

/**
 * `npm run test:security`: the hostile suite against a production build — the same
 * server the journeys use (scripts/e2e-server.mjs: `scripts/serve.mjs` on a fresh embedded database;
 * it reuses the build when the sources have not changed). Chromium only, one desktop project.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const launchOptions = { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS };

export default defineConfig({
  testDir: ".",
  // Its own folder: npm test runs it at the same time as the journeys (test-results/e2e); each run empties its own.
  outputDir: path.resolve(__dirname, "../../test-results/security"),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: { baseURL, locale: "es-PE", timezoneId: "America/Lima", trace: "retain-on-failure", launchOptions },
  projects: [{ name: "security", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: "node scripts/e2e-server.mjs",
          cwd: path.resolve(__dirname, "../.."),
          url: `${baseURL}/v1/health`,
          timeout: 900_000,
          reuseExistingServer: !process.env.CI,
          stdout: "pipe",
          stderr: "pipe",
          // Each simulated client sends its own X-Forwarded-For, so per-address limits stay per test.
          env: { PORT: String(port), TRUST_PROXY: "1", LOG_LEVEL: process.env.LOG_LEVEL || "warn" },
        },
      ],
});
