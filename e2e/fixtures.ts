import axe from "axe-core";
import { test as base, expect, type Page, type Response } from "@playwright/test";
import { resendOnStaleSocket } from "./stale-socket";

type Options = {
  /** Console errors a test expects (e.g. the 404 of a page that must not exist). */
  allowedConsoleErrors: RegExp[];
};

/**
 * Every journey fails on an uncaught page error or an unexpected console.error, and can check a
 * page with axe: serious or critical WCAG violations fail the test.
 */
export const test = base.extend<Options & { consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  // A page from the server's cache adds its scripts after its first paint
  // (server/paint-first.ts): page.goto and page.reload return once the app has started
  // hydrating (Next's router exists; React replays a click made while it hydrates), as a person
  // who reads before tapping would. A click before that would hit a control with no script yet.
  // Without JavaScript (the journeys of the server's HTML alone) nothing hydrates: no wait.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrating = async (response: Response | null) => {
      if (javaScriptEnabled !== false && response && /text\/html/.test(response.headers()["content-type"] ?? ""))
        await page
          .waitForFunction(() => typeof (window as { next?: { router?: unknown } }).next?.router === "object", null, { timeout: 15_000 })
          .catch(() => undefined);
      return response;
    };
    page.goto = async (...args) => hydrating(await goto(...args));
    page.reload = async (...args) => hydrating(await reload(...args));
    resendOnStaleSocket(page.request);
    await provide(page);
  },
  request: async ({ request }, provide) => {
    resendOnStaleSocket(request);
    await provide(request);
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const url = message.location().url;
        // Next prefetches the RSC payload of links in view; a prefetch is invisible to the person
        // and its failure is reported by the navigation that needs it.
        if (/[?&]_rsc=/.test(url)) return;
        const text = `${message.text()} (${url})`;
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "errores en la consola del navegador").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The WCAG 2.0–2.2 A and AA rules: a serious or critical violation of any of them fails the journey. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type AxeWindow = { axe?: typeof axe };

/**
 * axe-core run in the page itself, its source evaluated once per document (Playwright's evaluate
 * is not subject to the page's CSP). @axe-core/playwright ran each check in three steps (the source
 * again, a partial run per frame, then a blank page of its own to merge them): about twice the
 * browser's CPU for the same violations, a third of the journeys' time on CI's two cores
 * (29-11-2026, docs/ci.md). Frames are not entered: the only ones the site shows are third-party
 * players (YouTube, the fair's stream), whose documents are not ours; the frame itself is checked.
 *
 * What axe finds is checked again once the page has settled (its running transitions ended, and a
 * second for what a client-side navigation still streams, such as the new page's <title>): a dialog
 * caught half faded in has no contrast yet. Only what is still there counts; a real violation is.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === "function"))) await page.evaluate(axe.source);
  const check = () =>
    page.evaluate(async (tags) => {
      const results = await (window as AxeWindow).axe!.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
        iframes: false,
      });
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    }, WCAG_TAGS);
  const first = await check();
  if (!first.length) return first;
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  });
  return check();
}

export async function expectAccessible(page: Page) {
  expect(await accessibilityViolations(page), `violaciones de accesibilidad en ${page.url()}`).toEqual([]);
}
