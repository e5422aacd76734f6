import { describe, expect, it } from "vitest";
import { GET } from "@/app/v1/health/route";
import { getDbHandle, openDb, setDbHandle } from "@/lib/db/client";
import { callRoute } from "../support/http";

describe("GET /v1/health", () => {
  it("responde { status: ok, db: ok } con la base de datos en línea", async () => {
    const res = await callRoute(GET, { path: "/v1/health" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", db: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("responde 503 con db: down cuando la base de datos no contesta", async () => {
    const current = await getDbHandle();
    const broken = await openDb({ dir: "memory://" });
    await broken.close();
    setDbHandle(broken);
    try {
      const res = await callRoute(GET, { path: "/v1/health" });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ status: "degraded", db: "down" });
    } finally {
      setDbHandle(current);
    }
  });
});
