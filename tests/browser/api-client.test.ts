import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { api, createServiceClient, setBearerToken } from "@/lib/api/client";
import { apiErrorMessage, toApiError } from "@/lib/api/errors";
import { searchSchools } from "@/lib/api/schools";
import { server } from "../support/msw/server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  setBearerToken(null);
});
afterAll(() => server.close());

describe("lib/api: clientes por servicio", () => {
  it("cada servicio tiene su URL base de la configuración", () => {
    expect(api.main.defaults.baseURL).toBe("/api");
    expect(api.metrics.defaults.baseURL).toBe("/api/metrics");
    expect(api.pdf.defaults.baseURL).toBe("/api/pdf");
    expect(api.notifications.defaults.baseURL).toBe("/api/notifications");
  });

  it("lee data.data y valida la respuesta", async () => {
    const schools = await searchSchools("piérola");
    expect(schools).toEqual([expect.objectContaining({ id: 1, name: "Nicolás de Piérola" })]);
  });

  it("envía el token como bearer cuando un cliente de la API lo define", async () => {
    let seen: string | null = null;
    server.use(
      http.get("*/api/metrics/ping", ({ request }) => {
        seen = request.headers.get("authorization");
        return HttpResponse.json({ data: "ok" });
      }),
    );
    setBearerToken("tok_123");
    await api.metrics.get("/ping");
    expect(seen).toBe("Bearer tok_123");
  });

  it("un servicio en otro origen recibe la cookie de sesión (withCredentials)", () => {
    expect(createServiceClient("pdf", "https://pdf.rumbo.pe").defaults.withCredentials).toBe(true);
    expect(api.main.defaults.withCredentials).toBe(false);
  });
});

describe("lib/api: errores en un solo lugar", () => {
  it("usa el mensaje y los errores por campo del servidor", async () => {
    server.use(
      http.post("*/api/school", () =>
        HttpResponse.json(
          { message: "Revisa los datos enviados.", code: "validation", errors: { code: ["Ingresa el código"] } },
          { status: 400 },
        ),
      ),
    );
    const error = await api.main.post("/school", {}).catch((e: unknown) => e);
    expect(toApiError(error)).toEqual({
      status: 400,
      code: "validation",
      message: "Revisa los datos enviados.",
      fieldErrors: { code: ["Ingresa el código"] },
    });
  });

  it("sin conexión da un mensaje claro en español", async () => {
    server.use(http.get("*/api/school", () => HttpResponse.error()));
    const error = await searchSchools("x").catch((e: unknown) => e);
    expect(apiErrorMessage(error)).toBe("No hay conexión. Revisa tu internet e inténtalo de nuevo.");
  });

  it("una respuesta que no es del sobre de errores da un mensaje genérico, nunca HTML", async () => {
    server.use(http.get("*/api/school", () => new HttpResponse("<html>502</html>", { status: 502 })));
    const error = await searchSchools("x").catch((e: unknown) => e);
    expect(toApiError(error)).toMatchObject({ status: 502, message: "Ocurrió un error inesperado. Inténtalo de nuevo." });
  });
});
