import { describe, expect, it } from "vitest";
import * as catchAll from "@/app/api/[...path]/route";
import { callRoute } from "../support/http";

describe("una ruta desconocida de /api", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)("%s responde un 404 JSON en el sobre de errores", async (method) => {
    const res = await callRoute(catchAll[method], { method, path: "/api/no/existe", body: method === "GET" ? undefined : "{roto" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.json).toEqual({ message: "Esta ruta de la API no existe.", code: "not_found" });
  });
});
