/**
 * The order of the server domains (lib/server), from the ground up, declared once.
 *
 * A domain is a top-level folder or file of lib/server (`auth/`, `rate-limit.ts`), and nothing
 * else: the folders draw the order, so the folder-level import graph of lib/server is this graph. A module may import its own domain and any domain on a LOWER
 * level; never one on a higher level, and never another domain of its own level unless
 * `sameLevelImports` declares it. Type-only imports count: a type shared by two domains lives in
 * the lower one (or in lib/contracts). When a lower domain needs something from a higher one,
 * move the shared piece down or pass a value or a callback in.
 *
 * Enforced by eslint (`local/domain-order` in eslint.config.mjs); `node scripts/domain-graph.mjs`
 * prints the whole import graph; tests/unit/domain-order.test.ts keeps both working.
 * Drawn and explained in docs/architecture.md ("Domain order").
 */

import path from "node:path";
import { fileURLToPath } from "node:url";

/** @type {ReadonlyArray<ReadonlyArray<string>>} levels, ground first */
export const domainLevels = [
  // Plain helpers: logging, cookie parsing, CSV, the broadcast between the server's workers.
  ["log", "cookie-header", "csv", "cluster"],
  // The HTTP ground: AppError and its helpers, error mapping, data/error responses, the client
  // context type, peer address and security headers (lib/server/http).
  ["http"],
  // Infrastructure and the small shared pieces every domain may use: caches, rate limits (the
  // limiter machinery, and the table of every limit built on it), list paging, audit recording,
  // the access rules on a session user, the health check.
  ["cache", "rate-limit", "rate-limits", "paging", "audit", "access", "health"],
  // Sending e-mail/messages (outbox) and recording product metrics.
  ["notifications", "metrics"],
  // Plans, memberships, school codes, alliances.
  ["membership"],
  // Accounts, sessions (the session user carries its membership), log-in, sign-up, recovery.
  ["auth"],
  ["catalogue", "schools"],
  ["fair"],
  ["vocational"],
  ["live"],
  // Webinars show fair talks; community and the family panels sit on the catalogue and the test.
  // Payments sit above live: a refund or a chargeback cancels the live sessions booked on the
  // period it paid for, in the same transaction.
  ["family", "community", "webinars", "payments"],
  // Chat shows a student's progress to the family and counsellors (family/progress).
  ["chat"],
  // The sitemap gathers the public pages of every domain below (and page metadata).
  ["seo"],
  // The back office, and the HTTP adapter (lib/server/handler: handler(), the request's client
  // context, the same-origin check and the per-caller call gates), which call the domains below;
  // nothing in lib/server imports them.
  ["admin", "handler"],
];

/**
 * Imports between two domains of the same level that are allowed anyway, as `from: [to, …]`.
 * @type {Record<string, string[]>}
 */
export const sameLevelImports = {
  // The table of every limit builds its limiters with the machinery beside it.
  "rate-limits": ["rate-limit"],
};

/** Files of lib/server (without extension) that belong to no domain: this declaration. */
const outside = new Set(["domains"]);

const levelOf = new Map(domainLevels.flatMap((names, level) => names.map((name) => [name, level])));

/** The domain of a lib/server-relative path (`auth/session.ts` → `auth`), or null for this file. */
export function domainOf(relativePath) {
  const bare = relativePath.replace(/(\.d)?\.(ts|tsx|mts|mjs|js)$/, "");
  if (outside.has(bare)) return null;
  return bare.split("/")[0];
}

/** Null when `from` may import `to`; otherwise why not. */
export function checkDomainImport(from, to) {
  if (from === to || from === null || to === null) return null;
  const fromLevel = levelOf.get(from);
  const toLevel = levelOf.get(to);
  if (fromLevel === undefined) return `"${from}" is not in the domain order: add it to domainLevels in lib/server/domains.mjs.`;
  if (toLevel === undefined) return `"${to}" is not in the domain order: add it to domainLevels in lib/server/domains.mjs.`;
  if (toLevel < fromLevel) return null;
  if (toLevel === fromLevel) {
    if (sameLevelImports[from]?.includes(to)) return null;
    return `"${from}" and "${to}" are on the same level of the domain order and may not import each other: move the shared piece down (lib/server/domains.mjs).`;
  }
  return `"${from}" may not import "${to}", which is above it in the domain order: move the shared piece down or pass a value or a callback in (lib/server/domains.mjs).`;
}

/** The repository root and lib/server, as absolute paths. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverDir = path.join(repoRoot, "lib/server");

/**
 * The lib/server-relative path a module specifier of `fromFile` points at (`@/lib/server/…` or
 * relative), or null when it points outside lib/server (packages, other layers).
 */
export function serverPathOf(fromFile, specifier) {
  let absolute;
  if (specifier.startsWith("@/")) absolute = path.join(repoRoot, specifier.slice(2));
  else if (specifier.startsWith(".")) absolute = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  const relative = path.relative(serverDir, absolute);
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join("/");
}

/** The domain of an absolute file path inside lib/server, or null outside it. */
export function domainOfFile(file) {
  const relative = path.relative(serverDir, path.resolve(file));
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return domainOf(relative.split(path.sep).join("/"));
}
