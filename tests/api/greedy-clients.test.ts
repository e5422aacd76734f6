import { describe, expect, it } from "vitest";
import { GET as getResult } from "@/app/api/vocational/progress/result/route";
import { GET as getLastResult } from "@/app/api/vocational/last-result/route";
import { GET as getPdf } from "@/app/api/pdf/vocational/[processId]/route";
import { createSession } from "@/lib/server/auth/session";
import { CALL_BOUNDS } from "@/lib/server/handler/call-gates";
import { createCallGate } from "@/lib/server/rate-limit";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

/** the expensive calls a signed-in user can repeat at will are bounded per user. */
async function signedIn() {
  const user = await insertTestUser();
  const { token } = await createSession(user.id);
  return { id: user.id, auth: { authorization: `Bearer ${token}` } };
}

describe("clientes voraces: las llamadas caras tienen límite por usuario", { timeout: 60_000 }, () => {
  it(`el resultado: ${CALL_BOUNDS.result.perMinute} por minuto; la siguiente recibe 429 con Retry-After y otro estudiante no lo nota`, async () => {
    const greedy = await signedIn();
    const other = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < CALL_BOUNDS.result.perMinute; i++) {
      statuses.push((await callRoute(getResult, { path: "/api/vocational/progress/result", headers: greedy.auth })).status);
    }
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const refused = await callRoute(getResult, { path: "/api/vocational/progress/result", headers: greedy.auth });
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same bound covers the last result (one gate for both).
    expect((await callRoute(getLastResult, { path: "/api/vocational/last-result", headers: greedy.auth })).status).toBe(429);
    expect((await callRoute(getResult, { path: "/api/vocational/progress/result", headers: other.auth })).status).not.toBe(429);
  });

  it(`el PDF: ${CALL_BOUNDS.pdf.perMinute} por minuto por usuario`, async () => {
    const greedy = await signedIn();
    const id = "00000000-0000-4000-8000-000000000000";
    for (let i = 0; i < CALL_BOUNDS.pdf.perMinute; i++) {
      const res = await callRoute(getPdf, { path: `/api/pdf/vocational/${id}`, params: { processId: id }, headers: greedy.auth });
      expect(res.status).not.toBe(429);
    }
    const refused = await callRoute(getPdf, { path: `/api/pdf/vocational/${id}`, params: { processId: id }, headers: greedy.auth });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });

  it("sin sesión no se llega a contar: 401 antes del límite", async () => {
    const res = await callRoute(getResult, { path: "/api/vocational/progress/result" });
    expect(res.status).toBe(401);
  });

  it("a la vez: pasadas las llamadas en curso permitidas, la siguiente recibe 429 al instante; al terminar una, vuelve a haber sitio", async () => {
    const gate = createCallGate("test-concurrency", { concurrent: 2, perMinute: 100 });
    const releases: (() => void)[] = [];
    const slow = () => new Promise<string>((resolve) => releases.push(() => resolve("ok")));
    const first = gate.run("user:a", slow);
    const second = gate.run("user:a", slow);
    await expect(gate.run("user:a", slow)).rejects.toMatchObject({ code: "rate_limited", retryAfterSeconds: 2 });
    // Another user is not affected.
    const other = gate.run("user:b", async () => "b");
    await expect(other).resolves.toBe("b");
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.shift()!();
    await expect(first).resolves.toBe("ok");
    const third = gate.run("user:a", async () => "again");
    await expect(third).resolves.toBe("again");
    releases.shift()!();
    await expect(second).resolves.toBe("ok");
    // A call that throws gives its place back too.
    await expect(gate.run("user:c", async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    await expect(gate.run("user:c", async () => "fine")).resolves.toBe("fine");
  });
});
