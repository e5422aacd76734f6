/**
 * Pages from the server's caches paint before the app's JavaScript runs.
 *
 * Next puts its chunks in the page as `<script src async>` (and a low-priority preload of the
 * bootstrap). An async script runs as soon as it arrives: on a phone, when the ~170 KB gzip of
 * the framework arrive with the stylesheet, their parsing and evaluation happen before the first
 * frame and delay it, and Lighthouse's simulation then counts their download in the LCP. Nothing
 * on these pages needs the JS to be seen or read: their HTML is the whole page.
 *
 * `paintFirst` takes those tags out and puts in their place one inline script (with the page's
 * nonce) that adds the same scripts, in the same order and still async, once the browser reports
 * the page's first contentful paint (a `paint` PerformanceObserver: the entry comes once the frame
 * is on screen; a rAF callback, or the task after it, can still come before the frame is
 * presented, and then the simulation counts the scripts). It waits FIRST_PAINT_WAIT_MS at most (a
 * page without text). Each script is then added in a task of its own: the ten or so of a page added
 * in one go made one task of ~50 ms on a 4×-throttled phone (each insertion starts its fetch), all
 * of it blocking time. A browser without paint timing gets them after DOMContentLoaded, the next
 * animation frame and a task. In a tab that is not visible no frame comes (and its timers are
 * slowed): they are added at once, in one task. The CSP allows them through
 * 'strict-dynamic' (a script the nonced one adds). Hydration starts one frame later; the download
 * is the same. Tags with other attributes (noModule's polyfills, integrity) stay as they are.
 * Tests in tests/unit/paint-first.test.ts.
 */

import { randomUUID } from "node:crypto";

/** A chunk tag as Next (React's bootstrap and preinit) writes it: src, async and nonce, in any order. */
const SCRIPT_TAG = /<script((?:\s+(?:src|async|nonce)="[^"]*")+)\s*><\/script>/g;
const PRELOAD_TAG = /<link((?:\s+(?:rel|as|fetchPriority|nonce|href)="[^"]*")+)\s*\/?>/g;
const ATTRIBUTE = /\s+([A-Za-z]+)="([^"]*)"/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) attributes[name] = value;
  return attributes;
}

/** Whether `src` is one of the app's own chunks (never another origin, never a data: URL). */
function isOwnChunk(src: string | undefined): src is string {
  return typeof src === "string" && /^\/_next\/static\/[\w./-]+\.js$/.test(src);
}

/** How long the loader waits for a first contentful paint before it adds the scripts anyway (a page that paints no text). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * The loader that adds `sources` after the first painted frame. JSON.stringify of paths made of
 * [\w./-] only: nothing in them can close the script element.
 */
export function loaderScript(sources: string[], nonce: string): string {
  const code =
    "(function(d,s){var w=window,P=w.PerformanceObserver,add=function(u){var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)}," +
    "go=function(now){if(!s)return;var q=s;s=null;q.forEach(function(u){now===true?add(u):w.setTimeout(function(){add(u)},0)})};" +
    "if(d.visibilityState!=='visible')return go(true);" +
    "d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')go(true)});" +
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>-1){" +
    "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});" +
    `w.setTimeout(go,${FIRST_PAINT_WAIT_MS})}else{` +
    "var later=function(){w.requestAnimationFrame(function(){w.setTimeout(go,0)})};" +
    "d.readyState==='loading'?d.addEventListener('DOMContentLoaded',later):later()}})" +
    `(document,${JSON.stringify(sources)})`;
  return `<script nonce="${nonce}">${code}</script>`;
}

/**
 * The page's HTML with its chunks loaded after the first frame, or the same string when there is
 * nothing to move (no nonce, no chunk tag). Only tags carrying the page's own nonce are moved.
 * `nonce`: the nonce of the page's CSP.
 */
export function paintFirst(html: string, nonce: string | null): string {
  if (!nonce) return html;
  const sources: string[] = [];
  let first = -1;
  // Where the loader goes (the first moved tag's place), found again once every source is known.
  const marker = `<!--paint-first-${randomUUID()}-->`;
  let out = html.replace(SCRIPT_TAG, (tag: string, text: string, offset: number) => {
    const attributes = attributesOf(text);
    if (!("async" in attributes) || attributes.nonce !== nonce || !isOwnChunk(attributes.src)) return tag;
    if (sources.includes(attributes.src)) return "";
    if (first === -1) first = offset;
    sources.push(attributes.src);
    return first === offset ? marker : "";
  });
  if (!sources.length) return html;
  out = out.replace(PRELOAD_TAG, (tag: string, text: string) => {
    const attributes = attributesOf(text);
    return attributes.rel === "preload" && attributes.as === "script" && sources.includes(attributes.href) ? "" : tag;
  });
  return out.replace(marker, () => loaderScript(sources, nonce));
}

/**
 * The scripts a page's loader adds (empty without one): first-load JS counts them as Next's tags
 * (scripts/bench.mjs `weigh`).
 */
export function loaderSources(html: string): string[] {
  const found = /\}\)\(document,(\["[^\]]*\])\)<\/script>/.exec(html);
  return found ? JSON.parse(found[1]) : [];
}
