#!/usr/bin/env node
/**
 * Lighthouse on a signed-in page, used by scripts/lighthouse.sh when LIGHTHOUSE_COOKIE is set.
 *
 * `--extra-headers` sends the Cookie header with each request but leaves the browser without the
 * cookies: the page's scripts read `rumbo_user` from `document.cookie`, found no session and sent
 * the student to /empezar, so the report measured two navigations (the section, then the sign-up
 * page). Here the cookies are set in the browser for the page's origin before Lighthouse navigates
 * (Lighthouse resets storage but keeps cookies), as they would be after logging in.
 *
 * Usage: node scripts/lighthouse-session.mjs <url> <output.json> (LIGHTHOUSE_COOKIE='a=1; b=2',
 * CHROME_PATH, and the same mobile defaults and categories as the CLI call in lighthouse.sh).
 */
import { writeFileSync } from "node:fs";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium-flags.mjs";

const [url, output] = process.argv.slice(2);
const cookie = process.env.LIGHTHOUSE_COOKIE ?? "";
if (!url || !output || !cookie) {
  console.error("uso: LIGHTHOUSE_COOKIE='…' node scripts/lighthouse-session.mjs <url> <salida.json>");
  process.exit(2);
}

const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_FLAGS, "--disable-domain-reliability"],
});
try {
  const { hostname } = new URL(url);
  const cookies = cookie
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: "/" };
    });
  await browser.setCookie(...cookies);
  const page = await browser.newPage();
  const result = await lighthouse(
    url,
    { output: "json", logLevel: "error", formFactor: "mobile", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
    undefined,
    page,
  );
  if (!result) throw new Error("Lighthouse no devolvió un informe");
  writeFileSync(output, typeof result.report === "string" ? result.report : result.report[0]);
} finally {
  await browser.close();
}
