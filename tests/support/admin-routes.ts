import { readdirSync } from "node:fs";
import path from "node:path";
import type { callRoute } from "./http";

export type RouteHandler = Parameters<typeof callRoute>[0];

export type AdminRouteMethod = {
  /** "PATCH /api/admin/users/[id]" */
  key: string;
  method: string;
  /** The route's path pattern, e.g. /api/admin/users/[id]. */
  pattern: string;
  handler: RouteHandler;
};

const root = path.resolve(__dirname, "../..");
const adminDir = path.join(root, "app/api/admin");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export const CHANGE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Every exported method of every route file under app/api/admin, found by walking the folder. */
export async function adminRouteMethods(): Promise<AdminRouteMethod[]> {
  const out: AdminRouteMethod[] = [];
  for (const file of routeFiles(adminDir).sort()) {
    const pattern = "/" + path.relative(path.join(root, "app"), path.dirname(file)).split(path.sep).join("/");
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (typeof mod[method] === "function") {
        out.push({ key: `${method} ${pattern}`, method, pattern, handler: mod[method] as RouteHandler });
      }
    }
  }
  return out;
}

/** The concrete path of a pattern with every [param] replaced by its value. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? "1"));
}

/** The pattern's parameter names. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(/\[(\w+)\]/g)].map((m) => m[1]);
}
