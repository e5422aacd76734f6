import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PAGE_TAGS } from "@/lib/config/page-cache.mjs";
import { renderEntry, toEntry } from "@/server/page-cache";
import { FIRST_PAINT_WAIT_MS, loaderScript, loaderSources, paintFirst } from "@/server/paint-first";

const NONCE = "eGfNFACrCJ+TJ14kW5PMhQ==";
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

/** The head and body of a page as Next 16 writes them (copied from /privacy's render, shortened). */
function page(nonce = NONCE) {
  return (
    `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>` +
    `<link rel="stylesheet" href="/_next/static/chunks/38fy65tks10p-.css" nonce="${nonce}" data-precedence="next"/>` +
    `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="${chunk("boot")}"/>` +
    `<script src="${chunk("a")}" async="" nonce="${nonce}"></script>` +
    `<script src="${chunk("turbopack-b")}" async="" nonce="${nonce}"></script>` +
    `<link rel="icon" href="/favicon.svg"/>` +
    `<script src="${chunk("polyfills")}" noModule="" nonce="${nonce}"></script></head>` +
    `<body><p>Rumbo te acompaña</p>` +
    `<script src="${chunk("boot")}" nonce="${nonce}" async=""></script>` +
    `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`
  );
}

describe("paintFirst: a cached page's scripts after its first frame", () => {
  it("takes every async chunk out, in order, into one nonced loader in the first one's place", () => {
    const html = paintFirst(page(), NONCE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|turbopack-b|boot)\.js"/);
    // The bootstrap's preload would start its download before the first frame.
    expect(html).not.toContain(`rel="preload" as="script"`);
    const loader = loaderScript([chunk("a"), chunk("turbopack-b"), chunk("boot")], NONCE);
    expect(html).toContain(loader);
    // In the head where the first chunk was, after the stylesheet.
    expect(html.indexOf(loader)).toBeGreaterThan(html.indexOf("stylesheet"));
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf("</head>"));
    expect(html.match(/<script nonce=/g)).toHaveLength(2);
  });

  it("leaves the rest of the page as it was: text, stylesheet, noModule polyfills, the RSC payload", () => {
    const html = paintFirst(page(), NONCE);
    expect(html).toContain(`<script src="${chunk("polyfills")}" noModule="" nonce="${NONCE}"></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="/_next/static/chunks/38fy65tks10p-.css"`);
    expect(html).toContain("<p>Rumbo te acompaña</p>");
    expect(html).toContain("(self.__next_f=self.__next_f||[]).push([0])");
  });

  it("moves nothing without the page's nonce, nor a script that is not one of the app's chunks", () => {
    expect(paintFirst(page(), null)).toBe(page());
    // A tag without this render's nonce (injected, or from elsewhere) keeps its place and its rules.
    expect(paintFirst(page("b3RoZXJOb25jZQ=="), NONCE)).toBe(page("b3RoZXJOb25jZQ=="));
    const foreign = `<html><head><script src="https://cdn.example/x.js" async="" nonce="${NONCE}"></script></head></html>`;
    expect(paintFirst(foreign, NONCE)).toBe(foreign);
    const sync = `<html><head><script src="${chunk("a")}" nonce="${NONCE}"></script></head></html>`;
    expect(paintFirst(sync, NONCE)).toBe(sync);
  });

  it("writes paths only from the app's own chunk names: nothing can close the loader's element", () => {
    const odd = `<html><head><script src="/_next/static/chunks/x.js?</script>" async="" nonce="${NONCE}"></script></head></html>`;
    expect(paintFirst(odd, NONCE)).toBe(odd);
  });
});

/** The loader run as a browser would, with its document, window and paint observer recorded. */
function runLoader(state: { readyState: string; visibilityState: string }, { paintTiming = true } = {}) {
  const listeners: Record<string, (() => void)[]> = {};
  const frames: (() => void)[] = [];
  const tasks: { fn: () => void; ms: number }[] = [];
  const added: string[] = [];
  const observers: { callback: (list: unknown, observer: unknown) => void; options: unknown; connected: boolean }[] = [];
  const document = {
    ...state,
    head: { appendChild: (element: { src: string; async: boolean }) => added.push(`${element.src}${element.async ? " async" : ""}`) },
    createElement: () => ({ src: "", async: false }),
    addEventListener: (name: string, listener: () => void) => (listeners[name] ??= []).push(listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    record;
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.record = { callback, options: null as unknown, connected: true };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const window = {
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms = 0) => tasks.push({ fn, ms }),
    ...(paintTiming ? { PerformanceObserver } : {}),
  };
  const code = /<script nonce="[^"]+">(.*)<\/script>/.exec(loaderScript([chunk("a"), chunk("boot")], NONCE))![1];
  runInNewContext(code, { document, window });
  const fire = (name: string) => listeners[name]?.forEach((listener) => listener());
  /** The browser reports paint entries (only when the frame is on screen). */
  const paint = (...names: string[]) => {
    const list = { getEntriesByName: (name: string) => names.filter((entry) => entry === name) };
    for (const observer of observers) if (observer.connected) observer.callback(list, { disconnect: () => (observer.connected = false) });
  };
  /** Runs the first task queued without a delay; false when there is none. */
  const runNextQueued = () => {
    const i = tasks.findIndex((task) => task.ms === 0);
    if (i > -1) tasks.splice(i, 1)[0].fn();
    return i > -1;
  };
  /** Runs the tasks queued without a delay, in order (each one a task of the browser's own). */
  const runQueued = () => {
    while (runNextQueued());
  };
  return { document, frames, tasks, added, fire, paint, observers, runNextQueued, runQueued };
}

describe("the loader", () => {
  it("adds the scripts, async and in order, when the first contentful paint is on screen", () => {
    const browser = runLoader({ readyState: "loading", visibilityState: "visible" });
    expect(browser.observers[0].options).toEqual({ type: "paint", buffered: true });
    browser.fire("DOMContentLoaded");
    browser.paint("first-paint");
    expect(browser.added).toEqual([]);
    browser.paint("first-paint", "first-contentful-paint");
    // Each one in a task of its own, so that adding them is never one long task.
    expect(browser.added).toEqual([]);
    expect(browser.tasks.filter((task) => task.ms === 0)).toHaveLength(2);
    browser.runNextQueued();
    expect(browser.added).toEqual([`${chunk("a")} async`]);
    browser.runQueued();
    expect(browser.added).toEqual([`${chunk("a")} async`, `${chunk("boot")} async`]);
    // Once: neither another report nor the safety timer adds them again.
    browser.paint("first-contentful-paint");
    browser.tasks.splice(0).forEach((task) => task.fn());
    browser.runQueued();
    expect(browser.added).toHaveLength(2);
  });

  it("adds them after FIRST_PAINT_WAIT_MS on a page that paints no text", () => {
    const browser = runLoader({ readyState: "loading", visibilityState: "visible" });
    expect(browser.tasks.map((task) => task.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    browser.tasks.shift()!.fn();
    browser.runQueued();
    expect(browser.added).toEqual([`${chunk("a")} async`, `${chunk("boot")} async`]);
  });

  it("without paint timing: after the parsed document's first frame", () => {
    const browser = runLoader({ readyState: "loading", visibilityState: "visible" }, { paintTiming: false });
    browser.fire("DOMContentLoaded");
    expect(browser.added).toEqual([]);
    // The frame's rAF callbacks run before its paint: still nothing.
    browser.frames.shift()!();
    expect(browser.added).toEqual([]);
    browser.tasks.shift()!.fn();
    expect(browser.added).toEqual([]);
    browser.runQueued();
    expect(browser.added).toEqual([`${chunk("a")} async`, `${chunk("boot")} async`]);
  });

  it("adds them at once in a tab that is not visible (no frame comes), or when the tab is left before the paint", () => {
    const hidden = runLoader({ readyState: "interactive", visibilityState: "hidden" });
    expect(hidden.added).toHaveLength(2);
    const visible = runLoader({ readyState: "interactive", visibilityState: "visible" });
    visible.document.visibilityState = "hidden";
    visible.fire("visibilitychange");
    expect(visible.added).toHaveLength(2);
    visible.paint("first-contentful-paint");
    expect(visible.added).toHaveLength(2);
  });
});

describe("the page cache keeps pages that paint first", () => {
  it("stores the moved scripts, and each response carries its fresh nonce on the loader", () => {
    const headers = new Headers({
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": `script-src 'self' 'nonce-${NONCE}' 'strict-dynamic'`,
    });
    const entry = toEntry({ status: 200, headers, body: Buffer.from(page()) }, { tags: [PAGE_TAGS.catalogue] })!;
    const response = renderEntry(entry, {});
    const html = response.body.toString();
    expect(html).toContain(loaderScript([chunk("a"), chunk("turbopack-b"), chunk("boot")], response.nonce));
    expect(html).not.toContain(NONCE);
  });
});

describe("loaderSources", () => {
  it("reads back the scripts a moved page's loader adds, for first-load JS", () => {
    expect(loaderSources(paintFirst(page(), NONCE))).toEqual([chunk("a"), chunk("turbopack-b"), chunk("boot")]);
    expect(loaderSources(page())).toEqual([]);
  });
});
