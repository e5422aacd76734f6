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
