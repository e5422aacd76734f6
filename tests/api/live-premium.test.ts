import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getVocational } from "@/app/api/vocational/route";
import { GET as getProcess, PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { GET as listReviews, POST as postReview } from "@/app/api/live/review-requests/route";
import { quickInterestItems } from "@/lib/content/vocational";
import { getDb } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import { advisorSeed } from "@/lib/seed/advisors";
import { createSession } from "@/lib/server/auth/session";
import { grantMembership } from "@/lib/server/membership/memberships";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

async function student(plan?: string) {
  const user = await insertTestUser({ name: `Prueba${randomUUID().slice(0, 6)}` });
  if (plan) await grantMembership(await getDb(), { userId: user.id, planSlug: plan, source: "order", sourceRef: `prueba-${randomUUID()}` });
  const { token } = await createSession(user.id);
  const headers = { authorization: `Bearer ${token}` };
  const res = await callRoute(getVocational, { path: "/api/vocational", headers });
  return { ...user, headers, processId: res.json.data.process.id as string };
}

const save = (who: { headers: Record<string, string>; processId: string }, data: unknown) =>
  callRoute(putProgress, {
    method: "PUT",
    path: `/api/vocational/progress/${who.processId}`,
    params: { id: who.processId },
    body: { data },
    headers: who.headers,
  });

const finishInterests = (who: { headers: Record<string, string>; processId: string }) =>
  save(who, {
    section: "professional-interest",
    mode: "quick",
    answers: Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "A"].includes(i.scale) ? 5 : 2])),
    position: 30,
  });

describe("el «Reto» (challenge-vocation) es premium; el resto del test no", () => {
  it("sin membresía: guardar el Reto → 403 membership_required; las demás secciones y el resultado siguen funcionando", async () => {
    const me = await student();
    const res = await save(me, { section: "challenge-vocation", answers: { text: "Que no haya universidades cerca" } });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      code: "membership_required",
      message: "El «Reto» es parte de los planes de Rumbo. Tu test y tu resultado siguen siendo gratis.",
    });

    expect((await save(me, { section: "vocation", answers: { text: "Quiero enseñar ciencias" } })).status).toBe(200);
    expect((await finishInterests(me)).status).toBe(200);
    const process = await callRoute(getProcess, {
      path: `/api/vocational/progress/${me.processId}`,
      params: { id: me.processId },
      headers: me.headers,
    });
    expect(process.json.data.sections["challenge-vocation"].answers).toEqual({});
    expect(process.json.data.sections.vocation.answers).toEqual({ text: "Quiero enseñar ciencias" });
  });

  it("con membresía (incluido el plan autoguiado) el Reto se guarda", async () => {
    for (const plan of ["autoguiado", "especializado-2"]) {
      const me = await student(plan);
      const res = await save(me, { section: "challenge-vocation", answers: { text: "Que mi familia prefiera otra carrera" } });
      expect(res.status).toBe(200);
      expect(res.json.data.answers).toEqual({ text: "Que mi familia prefiera otra carrera" });
    }
  });
});

describe("POST /api/live/review-requests", () => {
  it("sin membresía → 403 membership_required", async () => {
    const me = await student();
    await finishInterests(me);
    const res = await callRoute(postReview, { method: "POST", path: "/api/live/review-requests", body: {}, headers: me.headers });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      code: "membership_required",
      message: "La revisión escrita de tu resultado es parte de los planes de Rumbo. Elige un plan para pedirla.",
    });
  });

  it("sin sesión → 401", async () => {
    expect((await callRoute(postReview, { method: "POST", path: "/api/live/review-requests", body: {} })).status).toBe(401);
  });

  it("un miembro sin resultado → 409; con resultado → 201, el orientador recibe un correo; una segunda abierta → 409", async () => {
    const me = await student("autoguiado");
    const early = await callRoute(postReview, {
      method: "POST",
      path: "/api/live/review-requests",
      body: { note: "¿Medicina o enfermería?" },
      headers: me.headers,
    });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe("Primero completa tus intereses profesionales: la orientadora revisa tu resultado.");

    await finishInterests(me);
    const res = await callRoute(postReview, {
      method: "POST",
      path: "/api/live/review-requests",
      body: { note: "¿Medicina o enfermería?" },
      headers: me.headers,
    });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ status: "open", note: "¿Medicina o enfermería?", response: null, answeredAt: null });

    const db = await getDb();
    const mails = await db
      .select({ subject: outbox.subject, text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, advisorSeed.email), eq(outbox.kind, "review-request"), like(outbox.text, `%${me.email}%`)));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("¿Medicina o enfermería?");

    const again = await callRoute(postReview, { method: "POST", path: "/api/live/review-requests", body: {}, headers: me.headers });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Ya tienes una revisión en curso. Te avisaremos por correo cuando esté lista.");

    const twice = await Promise.all(
      [1, 2].map(() => callRoute(postReview, { method: "POST", path: "/api/live/review-requests", body: {}, headers: me.headers })),
    );
    expect(twice.map((r) => r.status)).toEqual([409, 409]);

    const list = await callRoute(listReviews, { path: "/api/live/review-requests", headers: me.headers });
    expect(list.json.data.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[res.json.data.id, "open"]]);
  });

  it("dos pedidos a la vez: uno 201 y el otro 409", async () => {
    const me = await student("especializado-4");
    await finishInterests(me);
    const results = await Promise.all(
      [1, 2].map(() => callRoute(postReview, { method: "POST", path: "/api/live/review-requests", body: {}, headers: me.headers })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("valida el mensaje", async () => {
    const me = await student("autoguiado");
    const res = await callRoute(postReview, {
      method: "POST",
      path: "/api/live/review-requests",
      body: { note: "x".repeat(1001) },
      headers: me.headers,
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.note).toEqual(["Tu mensaje puede tener hasta 1000 caracteres."]);
  });
});
