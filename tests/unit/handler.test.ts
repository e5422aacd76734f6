import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, conflict, rateLimited } from "@/lib/server/http/errors";
import { handler } from "@/lib/server/handler/handler";
import { callRoute, testOrigin } from "../support/http";

const leadSchema = z.object({
  name: z.string().trim().min(1, "Ingresa tu nombre.").max(100, "El nombre es muy largo."),
  age: z.number().int().min(10, "Debes tener al menos 10 años.").optional(),
});

const echo = handler({ body: leadSchema, status: 201 }, ({ body }) => ({ greeting: `Hola, ${body.name}` }));
const post = (body: unknown, headers: Record<string, string> = {}) => callRoute(echo, { method: "POST", path: "/api/echo", body, headers });

describe("el envoltorio de los route handlers", () => {
  it("responde { data } con el estado indicado", async () => {
    const res = await post({ name: "Ana" });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ data: { greeting: "Hola, Ana" } });
  });

  it("JSON mal formado → 400 con mensaje en español", async () => {
    const res = await post('{"name": "Ana"');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: "El cuerpo de la solicitud no es JSON válido.", code: "bad_request" });
  });

  it("datos inválidos → 400 con errores por campo", async () => {
    const res = await post({ name: "", age: 3 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: "Revisa los datos enviados.",
      code: "validation",
      errors: { name: ["Ingresa tu nombre."], age: ["Debes tener al menos 10 años."] },
    });
  });

  it("topMessage pone arriba el mensaje que elige entre los errores, sin cambiar los errores por campo", async () => {
    const rule = "No compartas tu número de teléfono.";
    const schema = z.object({ text: z.string().refine((t) => !/\d{9}/.test(t), rule), title: z.string().min(3, "Muy corto.") });
    const route = handler({ body: schema, topMessage: (issues) => issues.find((i) => i.message === rule)?.message }, () => ({ ok: true }));
    const send = (body: unknown) => callRoute(route, { method: "POST", path: "/api/echo", body });
    const broken = await send({ text: "llámame al 987654321", title: "x" });
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ message: rule, code: "validation", errors: { text: [rule], title: ["Muy corto."] } });
    const plain = await send({ text: "hola", title: "x" });
    expect(plain.json).toEqual({ message: "Revisa los datos enviados.", code: "validation", errors: { title: ["Muy corto."] } });
  });

  it.each([
    ["un arreglo", [1, 2, 3]],
    ["null", null],
    ["un número", 42],
    ["un texto", "hola"],
    ["tipos equivocados", { name: { $ne: "" } }],
    ["un arreglo muy anidado", "[".repeat(5000) + "]".repeat(5000)],
    ["un anidamiento que agota la pila", "[".repeat(200_000) + "]".repeat(200_000)],
    ["__proto__", JSON.parse('{"__proto__": {"isAdmin": true}, "name": 5}')],
  ])("un cuerpo hostil (%s) recibe un 4xx en español, nunca un 500", async (_label, body) => {
    const res = await post(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.json.message).toBe("string");
    expect(res.text).not.toMatch(/at .*\.ts|stack/i);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("un cuerpo de más de 1 MB → 413", async () => {
    const res = await post({ name: "x".repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("payload_too_large");
  });

  it("un tipo de contenido que no es JSON → 415", async () => {
    const res = await post("name=Ana", { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
  });

  it("los errores de dominio conservan su estado, mensaje y Retry-After", async () => {
    const taken = handler({}, () => {
      throw conflict("Ese correo ya está registrado.", { email: ["Ese correo ya está registrado."] });
    });
    const res = await callRoute(taken, { method: "POST", path: "/api/x" });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      message: "Ese correo ya está registrado.",
      code: "conflict",
      errors: { email: ["Ese correo ya está registrado."] },
    });

    const limited = handler({}, () => {
      throw rateLimited(90);
    });
    const res2 = await callRoute(limited, { path: "/api/x" });
    expect(res2.status).toBe(429);
    expect(res2.headers.get("retry-after")).toBe("90");
  });

  it("la base de datos caída → 503; un error propio → 500 genérico sin detalles", async () => {
    const down = handler({}, () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    });
    const res = await callRoute(down, { path: "/api/x" });
    expect(res.status).toBe(503);
    expect(res.json.code).toBe("unavailable");

    const bug = handler({}, () => {
      throw new TypeError("cannot read properties of undefined (reading 'secret')");
    });
    const res2 = await callRoute(bug, { path: "/api/x" });
    expect(res2.status).toBe(500);
    expect(res2.json).toEqual({ message: "Ocurrió un error inesperado. Inténtalo de nuevo.", code: "internal" });
    expect(res2.text).not.toContain("secret");
  });

  it("parámetros de ruta inválidos → 404; consulta inválida → 400", async () => {
    const byId = handler(
      {
        params: z.object({ id: z.coerce.number().int().positive() }),
        query: z.object({ page: z.coerce.number().int().min(1, "La página mínima es 1.").default(1) }),
      },
      ({ params, query }) => ({ id: params.id, page: query.page }),
    );
    expect((await callRoute(byId, { path: "/api/x/abc", params: { id: "abc" } })).status).toBe(404);
    const bad = await callRoute(byId, { path: "/api/x/3?page=0", params: { id: "3" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual({ page: ["La página mínima es 1."] });
    expect((await callRoute(byId, { path: "/api/x/3?page=2", params: { id: "3" } })).json).toEqual({ data: { id: 3, page: 2 } });
  });
});

describe("peticiones entre sitios autenticadas por cookie", () => {
  const cookie = "rumbo_session=abc";

  it("se bloquean cuando el Origin es otro sitio o null", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const res = await post({ name: "Ana" }, { cookie, origin });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("forbidden");
    }
    const res = await post({ name: "Ana" }, { cookie, "sec-fetch-site": "cross-site" });
    expect(res.status).toBe(403);
  });

  it("pasan desde el mismo origen, con bearer o sin cookie de sesión", async () => {
    expect((await post({ name: "Ana" }, { cookie, origin: testOrigin })).status).toBe(201);
    expect((await post({ name: "Ana" }, { cookie, "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await post({ name: "Ana" }, { cookie, origin: "https://evil.example", authorization: "Bearer t" })).status).toBe(201);
    expect((await post({ name: "Ana" }, { origin: "https://evil.example" })).status).toBe(201);
  });

  it("AppError es la única clase de error con código y estado", () => {
    const error = new AppError("not_found");
    expect(error.status).toBe(404);
    expect(error.message).toBe("No encontramos lo que buscas.");
  });
});

describe("the JSON answers' length", () => {
  // Next streams a route's body; with the length set, its compression leaves answers under 1 KB as
  // they are instead of gzipping each one in a fresh stream.
  it("says the byte length of the body it sends, accents included", async () => {
    const route = handler({}, () => ({ nombre: "Jesús María", saved: true }));
    const res = await route(new (await import("next/server")).NextRequest(`${testOrigin}/api/x`));
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(body.toString("utf8"))).toEqual({ data: { nombre: "Jesús María", saved: true } });
  });

  it("says it on the error envelope too", async () => {
    const route = handler({}, () => {
      throw conflict("Ya existe una cuenta con ese correo.");
    });
    const res = await route(new (await import("next/server")).NextRequest(`${testOrigin}/api/x`));
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(409);
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(JSON.parse(body.toString("utf8")).message).toBe("Ya existe una cuenta con ese correo.");
  });
});
