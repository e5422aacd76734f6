import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, APIResponse, BrowserContext } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Shared pieces of the hostile suite. The suite's server trusts X-Forwarded-For
 * (TRUST_PROXY=1, see playwright.config.ts), so every simulated client has its own address and
 * the per-address limits do not mix one test's attempts with another's.
 */
export const root = path.resolve(__dirname, "../..");
export const baseOrigin = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`).origin;

let counter = 0;
/** A fresh client address per call (10.x.y.z, never a real one). */
export function clientAddress(): string {
  counter += 1;
  const n = (process.pid * 7919 + counter * 104_729 + Date.now()) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type Student = {
  id: string;
  email: string;
  password: string;
  token: string;
  auth: Record<string, string>;
  /** The public user the API answered (what the readable `rumbo_user` cookie carries). */
  user: Record<string, unknown>;
};

/** Registers a student through the public API and returns its bearer token. */
export async function registerStudent(request: APIRequestContext, overrides: Record<string, unknown> = {}): Promise<Student> {
  const email = `sec-${randomUUID().slice(0, 12)}@example.pe`;
  const password = "Clave-segura-1";
  const res = await request.post("/api/v2/auth/register", {
    data: { user: "+51987654321", password, name: "Lucía", surname: "Quispe", email, careers: [], ...overrides },
    // The request context keeps the cookies of earlier answers: as a browser would, say where
    // the request comes from (a cookie request without Origin is refused as cross-site).
    headers: { "x-forwarded-for": clientAddress(), origin: baseOrigin },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return {
    id: body.data.user.id,
    email,
    password,
    token: body.data.token,
    auth: { authorization: `Bearer ${body.data.token}` },
    user: body.data.user,
  };
}

/**
 * Logs the browser context in as `student` by setting the two cookies a log-in answer sets
 * (HttpOnly `rumbo_session` with the token, readable `rumbo_user` with the public user): for
 * journeys that do not test the log-in form itself.
 */
export async function useSession(context: BrowserContext, student: Pick<Student, "token" | "user">): Promise<void> {
  await context.addCookies([
    { name: "rumbo_session", value: student.token, url: baseOrigin, httpOnly: true, sameSite: "Lax" },
    { name: "rumbo_user", value: encodeURIComponent(JSON.stringify(student.user)), url: baseOrigin, sameSite: "Lax" },
  ]);
}

/** Text that must never appear in an answer: password hashes, stack traces, SQL, internals. */
export const leakPatterns: RegExp[] = [
  /\$argon2/i,
  /password_?hash/i,
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /\/work\/|\/home\/|\/app\/\.next/,
  /\.(?:ts|js|mjs):\d+:\d+/,
  /Failed query|syntax error at or near|violates .* constraint|duplicate key value/i,
  /DrizzleQueryError|ZodError|TypeError|ReferenceError|RangeError/,
  /"stack"\s*:/,
];

/** The first leak pattern found in `text`, if any (plain code: for loops over thousands of answers). */
export function leakIn(text: string): RegExp | undefined {
  return leakPatterns.find((pattern) => pattern.test(text));
}

/**
 * One assertion per answer. Playwright's `expect` records a step with its stack for every call
 * (about 7 ms each here): a loop over thousands of answers must use `leakIn` and collect failures.
 */
export function expectNoLeak(text: string, what: string) {
  const pattern = leakIn(text);
  expect(pattern, `${what} filtra ${pattern}: ${text.slice(0, 300)}`).toBeUndefined();
}

/** Every route handler file of the app: its URL pattern and exported methods. */
export type RouteInfo = { file: string; pattern: string; methods: string[]; params: string[] };

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (name === "route.ts") out.push(full);
  }
  return out;
}

export function discoverRoutes(): RouteInfo[] {
  const appDir = path.join(root, "app");
  return walk(appDir)
    .map((file) => {
      const rel = path
        .relative(appDir, path.dirname(file))
        .split(path.sep)
        .filter((s) => !/^\(.*\)$/.test(s));
      const source = readFileSync(file, "utf8");
      const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1]);
      const params = rel.filter((s) => /^\[.*\]$/.test(s)).map((s) => s.replace(/^\[+\.*|\]+$/g, ""));
      return { file: path.relative(root, file), pattern: `/${rel.join("/")}`, methods, params };
    })
    .filter((r) => r.methods.length > 0 && !r.pattern.includes("[..."));
}

/** Fills a route pattern's [params] with values (encoded, or as given when `raw`). */
export function fillPath(pattern: string, values: Record<string, string>, raw = false): string {
  return pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => (raw ? (values[name] ?? "1") : encodeURIComponent(values[name] ?? "1")));
}

export async function textOf(res: APIResponse): Promise<string> {
  try {
    return await res.text();
  } catch {
    return "";
  }
}
