import { describe, expect, it } from "vitest";
import { POST as postEvents } from "@/app/api/metrics/events/route";
import { createSession } from "@/lib/server/auth/session";
import { loadSessionUser } from "@/lib/server/auth/users";
import { getSuggestionFeedback } from "@/lib/server/metrics/suggestion-feedback";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

let ip = 0;
const feedback = (career: string, rank: number, mode: string, verdict: string, extra: Record<string, string> = {}) => ({
  type: "event",
  name: "suggestion_feedback",
  path: "/orientacion-vocacional/resultado-proceso-vocacional",
  ts: Date.now(),
  props: { career, rank, mode, ranking_version: "v3", verdict, ...extra },
});

async function studentSends(events: unknown[]) {
  const user = await insertTestUser();
  const { token } = await createSession(user.id);
  const res = await callRoute(postEvents, {
    method: "POST",
    path: "/api/metrics/events",
    body: { events },
    headers: { authorization: `Bearer ${token}`, "x-forwarded-for": `10.28.0.${++ip}` },
  });
  expect(res.status).toBe(202);
}

describe("medida de campo: sugerencias aceptadas", () => {
  it("por puesto, carrera, modo y versión; la última opinión de cada estudiante cuenta y un descarte es «no aceptada»", async () => {
    // Ana first says no to Enfermería, then changes her mind: only «Me interesa» counts.
    await studentSends([
      feedback("enfermeria", 1, "quick", "not_for_me", { reason: "unknown" }),
      { ...feedback("enfermeria", 1, "quick", "interested"), ts: Date.now() + 1000 },
      feedback("educacion-primaria", 2, "quick", "discarded", { reason: "not-interested" }),
    ]);
    await studentSends([feedback("enfermeria", 1, "full", "interested"), feedback("medicina-humana", 2, "full", "not_for_me")]);
    const admin = await insertTestUser({ isAdmin: true });
    const today = new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
    const report = await getSuggestionFeedback(await loadSessionUser(admin.id), {
      from: today,
      to: today,
      campaign: undefined,
      exp: undefined,
    });
    expect(report.byRank).toEqual([
      { key: "1", judged: 2, accepted: 2, share: 100 },
      { key: "2", judged: 2, accepted: 0, share: 0 },
    ]);
    expect(report.byCareer.find((r) => r.key === "enfermeria")).toEqual({ key: "enfermeria", judged: 2, accepted: 2, share: 100 });
    expect(Object.fromEntries(report.byMode.map((r) => [r.key, r.share]))).toEqual({ quick: 50, full: 50 });
    expect(report.byVersion).toEqual([{ key: "v3", judged: 4, accepted: 2, share: 50 }]);
  });

  it("solo para administradores", async () => {
    const student = await insertTestUser();
    await expect(
      getSuggestionFeedback(await loadSessionUser(student.id), {
        from: "2030-01-01",
        to: "2030-01-02",
        campaign: undefined,
        exp: undefined,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
