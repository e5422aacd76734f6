import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { advisors, schools } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { adminRouteMethods, fillPattern, patternParams, type AdminRouteMethod } from "../support/admin-routes";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

/**
 * Every route under app/api/admin (walked from the folder, so a new one is covered the day it is
 * added), asked without a session and by each role that is not an admin, with a body, a query and
 * path values that would all fail validation: the answer is 401 or 403 and never says which fields
 * the back office's forms have.
 */

let routes: AdminRouteMethod[] = [];
const roles: Record<string, Record<string, string>> = {};

async function bearer(overrides: Parameters<typeof insertTestUser>[0]) {
  const user = await insertTestUser(overrides);
  return { id: user.id, headers: { authorization: `Bearer ${(await createSession(user.id)).token}` } };
}

beforeAll(async () => {
  routes = await adminRouteMethods();
  const db = await getDb();
  const [school] = await db.select({ id: schools.id }).from(schools).limit(1);
  roles.estudiante = (await bearer({ role: "user" })).headers;
  roles.padre = (await bearer({ role: "user-parent" })).headers;
  roles.orientador = (await bearer({ role: "school", schoolId: school.id })).headers;
  const advisor = await bearer({ role: "user" });
  await db.insert(advisors).values({ name: "Asesor con cuenta", title: "Psicólogo", userId: advisor.id });
  roles.asesor = advisor.headers;
});

/** Path values, a query and a body that every schema of the back office refuses. */
function hostileRequest(route: AdminRouteMethod, headers: Record<string, string>) {
  const params = Object.fromEntries(patternParams(route.pattern).map((name) => [name, "no-es-un-id"]));
  const body =
    route.method === "GET" || route.method === "DELETE" ? undefined : { nombre: 42, email: "x", slug: "Mal Slug", isAdmin: "sí" };
  return callRoute(route.handler, {
    method: route.method,
    path: `${fillPattern(route.pattern, params)}?page=-1&perPage=abc&from=ayer&sort=__proto__&status=perdida`,
    params,
    body,
    headers,
  });
}

describe("el back office: autenticación y rol antes que cualquier validación", () => {
  it("el recorrido encuentra todas las rutas de app/api/admin", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => r.key)).toEqual(expect.arrayContaining(["PATCH /api/admin/users/[id]", "GET /api/admin/metrics/funnel"]));
  });

  it("sin sesión, cada ruta responde 401 sin errores de campo", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await hostileRequest(route, {});
      if (res.status !== 401 || res.json?.errors !== undefined) failures.push(`${route.key}: ${res.status} ${res.text.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(["estudiante", "padre", "orientador", "asesor"])(
    "con la sesión de un %s, cada ruta responde 403 sin errores de campo",
    async (role) => {
      const failures: string[] = [];
      for (const route of routes) {
        const res = await hostileRequest(route, roles[role]);
        if (res.status !== 403 || res.json?.code !== "forbidden" || res.json?.errors !== undefined)
          failures.push(`${route.key}: ${res.status} ${res.text.slice(0, 160)}`);
      }
      expect(failures).toEqual([]);
    },
  );
});
