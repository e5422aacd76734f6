import AxeBuilder from "@axe-core/playwright";
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
  // (scripts/server/paint-first.mjs): page.goto and page.reload return once the app has started
  // hydrating (Next's router exists; React replays a click made while it hydrates), as a person
  // who reads before tapping would. A click before that would hit a control with no script yet.
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrating = async (response: Response | null) => {
      if (response && /text\/html/.test(response.headers()["content-type"] ?? ""))
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

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `violaciones de accesibilidad en ${page.url()}`,
  ).toEqual([]);
}
