import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/school/route";
import { callRoute } from "../support/http";

describe("GET /api/school", () => {
  it("sin búsqueda lista los primeros 20 colegios con id, nombre y código modular", async () => {
    const res = await callRoute(GET, { path: "/api/school" });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBe(20);
    expect(res.json.data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), code: expect.stringMatching(/^\d{7}$/) }),
    );
  });

  it("busca por nombre sin importar tildes ni mayúsculas, y por distrito", async () => {
    const byName = await callRoute(GET, { path: "/api/school?search=pierola" });
    expect(byName.json.data.map((s: { code: string }) => s.code)).toContain("0334672");
    const byAccent = await callRoute(GET, { path: `/api/school?search=${encodeURIComponent("PIÉROLA")}` });
    expect(byAccent.json.data.map((s: { code: string }) => s.code)).toContain("0334672");
    const byDistrict = await callRoute(GET, { path: "/api/school?search=agustino&limit=50" });
    expect(byDistrict.json.data.length).toBeGreaterThan(1);
    expect(byDistrict.json.data.every((s: { district: string }) => s.district === "El Agustino")).toBe(true);
  });

  it("los comodines de SQL se buscan como texto", async () => {
    const res = await callRoute(GET, { path: `/api/school?search=${encodeURIComponent("%_%")}` });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });

  it("un límite inválido responde 400 con el error en el campo", async () => {
    const res = await callRoute(GET, { path: "/api/school?limit=5000" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "validation", errors: { limit: ["El límite máximo es 50."] } });
  });
});
