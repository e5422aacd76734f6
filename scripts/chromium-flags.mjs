/**
 * The flags Debian's Chromium runs with in tests and measurements here (Playwright's journeys,
 * Lighthouse with a session): headless in a container, nothing fetched beyond the page's origin.
 * scripts/lighthouse.sh passes the same list on its command line.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The features Playwright turns off itself (playwright-core's `chromiumSwitches`, in the pinned
 * @playwright/test): Chromium reads only the last `--disable-features` switch of its command line,
 * so the one below repeats them (tests/unit/chromium-flags.test.ts fails when Playwright's list
 * changes).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The omnibox's WebUI popups: Chromium's headless mode loads them, each in a renderer process of
 * its own, for every window, and Playwright opens a window for every browser context (a journey's
 * each). Off, a context costs ~0.6 s less CPU (10 contexts: 11.6–12.4 s of the browser's CPU
 * against 5.8–6.4 s, 2 cores, 03-12-2026); nothing the journeys look at is in the browser's own UI.
 */
export const UNUSED_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** CHROMIUM_FLAGS for a browser Playwright launches (the journeys, the security suite). */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(",")}`,
];
