import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logError, logInfo, logRequest } from "@/lib/server/log";

/** pino writes JSON lines synchronously to fd 2 (sonic-boom → fs.writeSync). */
function captureStderr() {
  const lines: string[] = [];
  const original = fs.writeSync;
  vi.spyOn(fs, "writeSync").mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd === 2) {
      lines.push(...String(data).split("\n").filter(Boolean));
      return Buffer.byteLength(String(data));
    }
    return (original as (...args: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync);
  return lines;
}

describe("structured logs (pino)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("are silent in tests unless LOG_LEVEL says otherwise", () => {
    const lines = captureStderr();
    logInfo("nada");
    expect(lines).toEqual([]);
  });

  it("write one JSON line per request with id, method, route, status and duration, and errors with their stack", () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const lines = captureStderr();
    logRequest({ requestId: "abc", method: "POST", route: "/api/auth/login", status: 401, durationMs: 12.7 });
    logError("algo falló", new Error("boom"));
    const [request, error] = lines.map((l) => JSON.parse(l));
    expect(request).toMatchObject({
      level: 30,
      msg: "request",
      requestId: "abc",
      method: "POST",
      route: "/api/auth/login",
      status: 401,
      durationMs: 13,
    });
    expect(typeof request.time).toBe("string");
    expect(error).toMatchObject({ level: 50, msg: "algo falló", err: { type: "Error", message: "boom" } });
    expect(error.err.stack).toContain("boom");
  });
});
