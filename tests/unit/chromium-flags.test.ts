import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import {
  CHROMIUM_PATH,
  PLAYWRIGHT_CHROMIUM_FLAGS,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNUSED_BROWSER_UI,
} from "../../scripts/chromium-flags.mjs";

/** The features the installed playwright-core turns off itself, read from its bundle. */
function playwrightsDisabledFeatures(): string[] {
  // @playwright/test → playwright → playwright-core, as npm laid them out.
  const fromTest = createRequire(createRequire(import.meta.url).resolve("@playwright/test/package.json"));
  const fromPlaywright = createRequire(fromTest.resolve("playwright/package.json"));
  const core = path.dirname(fromPlaywright.resolve("playwright-core/package.json"));
  const bundle = readFileSync(path.join(core, "lib", "coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle);
  if (!list) throw new Error("playwright-core ya no escribe su lista disabledFeatures como antes: revisa scripts/chromium-flags.mjs");
  return [...list[1].matchAll(/^\s*"([^"]+)",?$/gm)].map((m) => m[1]);
}

describe("the Chromium flags of the journeys and the security suite", () => {
  it("repeat every feature Playwright turns off (Chromium reads only the last --disable-features)", () => {
    const playwrights = playwrightsDisabledFeatures();
    expect(playwrights.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(playwrights);
    const switches = PLAYWRIGHT_CHROMIUM_FLAGS.filter((flag) => flag.startsWith("--disable-features="));
    expect(switches).toEqual([`--disable-features=${[...playwrights, ...UNUSED_BROWSER_UI].join(",")}`]);
  });

  // Chromium is installed by .ci/run and by hand on a developer's machine (the README); without it
  // the journeys cannot run either.
  it.skipIf(!existsSync(CHROMIUM_PATH))("open a browser with no omnibox popup in it", { timeout: 60_000 }, async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_FLAGS });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto("data:text/html,<h1>Rumbo</h1>");
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = (await session.send("Target.getTargets", { filter: [{}] })) as { targetInfos: { url: string }[] };
      const urls = targetInfos.map((t) => t.url);
      expect(urls).toContain("data:text/html,<h1>Rumbo</h1>");
      expect(urls.filter((url) => url.startsWith("chrome://omnibox-popup"))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
