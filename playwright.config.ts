import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/** Debian's Chromium: Playwright never downloads a browser here. */
const launchOptions = { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "e2e",
  // Not test-results/ itself: npm test runs the security suite (test-results/security) at the same time.
  outputDir: "test-results/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Journeys wait on debounces and the server more than on the CPU: three share two cores well.
  workers: process.env.CI ? 3 : 2,
  // A bound against a hung journey, not a speed goal: the longest journeys (several pages, each
  // with its axe check and screenshots) take ~20 s alone on a quiet machine but 55-70 s on a
  // machine twice as slow while the fuzz shares its two cores (29-11-2026, AMD EPYC: docs/ci.md).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    // Calls a journey makes itself with `page.request` stand for the page's own fetches, which a
    // browser always sends with its Origin (the API refuses unsafe cookie requests without one).
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
    locale: "es-PE",
    timezoneId: "America/Lima",
    // A trace (screencast frames, a DOM snapshot per action) only on the retry of a failed journey:
    // recording one for every journey took ~30% of the browser's and the runner's CPU (29-11-2026).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium", launchOptions },
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
      // Long journeys whose steps do not depend on the viewport run on the phone only, so the whole
      // suite stays inside CI's time: the metrics funnel, the result pages of the guidance, every
      // page of the test one by one, the member's booking and the back office's edit (their pages are laid out for both
      // and were checked at desktop size by hand; the other specs run on both viewports).
      testIgnore: [
        "**/metrics.spec.ts",
        "**/guide.spec.ts",
        "**/vocational-pages.spec.ts",
        "**/live.spec.ts",
        // The chat: two browser contexts talking live; the thread is one column on every screen.
        "**/chat.spec.ts",
        "**/admin.spec.ts",
        "**/admin-ops.spec.ts",
        // Account, payment, school-code and fair journeys: API-driven steps on pages whose desktop
        // layout the site, catalogue, ux and family specs already cover.
        "**/accounts.spec.ts",
        "**/payments.spec.ts",
        "**/school.spec.ts",
        "**/fair.spec.ts",
        // Webinar enrolment and community moderation: phone journeys; their pages are laid out for both.
        "**/webinars.spec.ts",
        "**/community.spec.ts",
        // The walk on a phone (its screens are the phone's).
        "**/journeys.spec.ts",
        // Her list kept across pages, the PDF and her parents' panel: walked on a phone.
        "**/shortlist.spec.ts",
      ],
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          // The OAuth/OIDC provider of the social log-in journeys (both projects share it).
          command: "node e2e/support/oauth-provider.mjs",
          url: `http://127.0.0.1:${process.env.E2E_OAUTH_PORT || "3398"}/.well-known/openid-configuration`,
          timeout: 30_000,
          reuseExistingServer: !process.env.CI,
          stdout: "pipe",
          stderr: "pipe",
        },
        {
          command: "node scripts/e2e-server.mjs",
          url: `${baseURL}/v1/health`,
          timeout: 900_000,
          reuseExistingServer: !process.env.CI,
          stdout: "pipe",
          stderr: "pipe",
          // Request logs (one JSON line each) only at warn: the runner reads every line of the pipe.
          env: { PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL || "warn" },
        },
      ],
});
