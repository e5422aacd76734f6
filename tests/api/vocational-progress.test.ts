import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getVocational } from "@/app/api/vocational/route";
import { GET as getProcess, PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { PUT as putReference } from "@/app/api/vocational/progress/[id]/reference/route";
import { GET as getReferenceResult } from "@/app/api/vocational/progress/personality/[id]/route";
import { GET as listProgress } from "@/app/api/vocational/progress/route";
import { GET as getQuestions } from "@/app/api/vocational/questions/[id]/route";
import { GET as getPersonalityQuestions } from "@/app/api/vocational/questions/personality/route";
import { GET as getTrait } from "@/app/api/vocational/personality/[id]/route";
import { GET as getTraits } from "@/app/api/vocational/personality/attribute/route";
import { GET as getIntelligences } from "@/app/api/vocational/intelligences/route";
import { GET as getVocationsAttributes } from "@/app/api/vocational/vocations-attributes/route";
import { POST as postAttribute } from "@/app/api/student/[id]/attribute/route";
import { GET as getAttributes } from "@/app/api/student/attribute/route";
import { GET as getCareersFilter } from "@/app/api/student/careers-filter/route";
import { quickInterestItems } from "@/lib/content/vocational";
import { createSession } from "@/lib/server/auth/session";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

let lucia: { id: string; auth: Record<string, string> };
let pedro: { id: string; auth: Record<string, string> };
let processId: string;

async function student(name: string) {
  const user = await insertTestUser({ name });
  const { token } = await createSession(user.id);
  return { id: user.id, auth: { authorization: `Bearer ${token}` } };
}

const put = (id: string, data: unknown, headers = lucia.auth) =>
  callRoute(putProgress, { method: "PUT", path: `/api/vocational/progress/${id}`, params: { id }, body: { data }, headers });

beforeAll(async () => {
  lucia = await student("Lucía");
  pedro = await student("Pedro");
  const res = await callRoute(getVocational, { path: "/api/vocational", headers: lucia.auth });
  processId = res.json.data.process.id;
});

describe("GET /api/vocational", () => {
  it("da el mapa de secciones y el proceso actual, el mismo en cada llamada", async () => {
    const res = await callRoute(getVocational, { path: "/api/vocational", headers: lucia.auth });
    expect(res.status).toBe(200);
    expect(res.json.data.process.id).toBe(processId);
    expect(Object.keys(res.json.data.process.sections)).toHaveLength(21);
    expect(res.json.data.sections.map((s: { key: string }) => s.key)).toContain("professional-interest");
  });

  it("sin sesión responde 401", async () => {
    const res = await callRoute(getVocational, { path: "/api/vocational" });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe("unauthorized");
  });
});

describe("preguntas", () => {
  it("intereses (modo rápido) y personalidad se leen sin sesión, sin las claves de puntuación", async () => {
    const quick = await callRoute(getQuestions, {
      path: "/api/vocational/questions/professional-interest?mode=quick",
      params: { id: "professional-interest" },
    });
    expect(quick.status).toBe(200);
    expect(quick.json.data.items).toHaveLength(30);
    expect(quick.json.data.items[0]).toEqual({ id: expect.any(String), text: expect.any(String) });
    const full = await callRoute(getQuestions, {
      path: "/api/vocational/questions/professional-interest",
      params: { id: "professional-interest" },
    });
    // Instrument v2: 9 items per type.
    expect(full.json.data.items).toHaveLength(54);
    const personality = await callRoute(getPersonalityQuestions, { path: "/api/vocational/questions/personality" });
    expect(personality.json.data.items.length).toBeGreaterThanOrEqual(20);
    expect(JSON.stringify(personality.json.data)).not.toContain('"key"');
    const traits = await callRoute(getTraits, { path: "/api/vocational/personality/attribute" });
    expect(traits.json.data.map((t: { name: string }) => t.name)).toContain("Responsabilidad");
    const trait = await callRoute(getTrait, { path: "/api/vocational/personality/O", params: { id: "O" } });
    expect(trait.json.data.name).toBe("Apertura");
    expect((await callRoute(getTrait, { path: "/api/vocational/personality/x", params: { id: "x" } })).status).toBe(404);
  });

  it("las demás secciones piden sesión", async () => {
    const anon = await callRoute(getQuestions, {
      path: "/api/vocational/questions/multiple-intelligence",
      params: { id: "multiple-intelligence" },
    });
    expect(anon.status).toBe(401);
    const logged = await callRoute(getQuestions, {
      path: "/api/vocational/questions/multiple-intelligence",
      params: { id: "multiple-intelligence" },
      headers: lucia.auth,
    });
    // Instrument v2: 3 items per intelligence.
    expect(logged.json.data.items.length).toBe(24);
    expect((await callRoute(getIntelligences, { path: "/api/vocational/intelligences" })).status).toBe(401);
    expect(
      (await callRoute(getIntelligences, { path: "/api/vocational/intelligences", headers: lucia.auth })).json.data.descriptions,
    ).toHaveLength(8);
    expect(
      (await callRoute(getVocationsAttributes, { path: "/api/vocational/vocations-attributes", headers: lucia.auth })).json.data.interests,
    ).toHaveLength(6);
    expect(
      (await callRoute(getQuestions, { path: "/api/vocational/questions/nada", params: { id: "nada" }, headers: lucia.auth })).status,
    ).toBe(404);
  });
});

describe("PUT /api/vocational/progress/{id}", () => {
  it("guarda cada respuesta, es idempotente y se retoma en el mismo ítem", async () => {
    const first = await put(processId, { section: "professional-interest", mode: "quick", answers: { r1: 5 }, position: 1 });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ status: "in_progress", answered: 1, total: 30, position: 1, mode: "quick" });
    const again = await put(processId, { section: "professional-interest", mode: "quick", answers: { r1: 5 }, position: 1 });
    expect(again.json.data).toMatchObject({ answered: 1, position: 1, answers: { r1: 5 } });
    // Another answer does not overwrite the first one (merge, not replace).
    await put(processId, { section: "professional-interest", answers: { i1: 4 }, position: 2 });
    const other = await callRoute(getProcess, {
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      headers: lucia.auth,
    });
    expect(other.json.data.sections["professional-interest"]).toMatchObject({
      answers: { r1: 5, i1: 4 },
      position: 2,
      answered: 2,
      mode: "quick",
    });
  });

  it("las respuestas en paralelo no se pierden", async () => {
    const ids = quickInterestItems.slice(2, 12).map((i) => i.id);
    const results = await Promise.all(
      ids.map((id, n) => put(processId, { section: "professional-interest", answers: { [id]: 3 }, position: n + 3 })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = await callRoute(getProcess, {
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      headers: lucia.auth,
    });
    for (const id of ids) expect(after.json.data.sections["professional-interest"].answers[id]).toBe(3);
  });

  it("el proceso de otra estudiante no existe para ti: 404 al leer y al escribir", async () => {
    const read = await callRoute(getProcess, {
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      headers: pedro.auth,
    });
    expect(read.status).toBe(404);
    const write = await put(processId, { section: "professional-interest", answers: { r1: 1 } }, pedro.auth);
    expect(write.status).toBe(404);
    const unknown = randomUUID();
    expect((await put(unknown, { section: "personality", answers: { o1: 3 } })).status).toBe(404);
    const list = await callRoute(listProgress, { path: "/api/vocational/progress", headers: pedro.auth });
    expect(list.json.data.map((p: { id: string }) => p.id)).not.toContain(processId);
  });

  it("cuerpos hostiles reciben 4xx con el error en el campo, nunca 500", async () => {
    const cases: unknown[] = [
      { section: "professional-interest", answers: { r1: 6 } },
      { section: "professional-interest", answers: { r1: "5" } },
      { section: "professional-interest", answers: { x99: 3 } },
      { section: "hackeo", answers: {} },
      { section: "abilities", answers: { selected: ["math", "math"] } },
      { section: "abilities", answers: { selected: ["nope"] } },
      { section: "vocation", answers: { text: "x".repeat(2000) } },
      { section: "nps", answers: { score: 11 } },
      { section: "discard", answers: { "1; drop table users": "other" } },
      { section: "user-slug", answers: { slug: "../../etc" } },
      { section: "personality", answers: {}, position: -1 },
      { section: "personality", answers: {}, extra: true },
    ];
    for (const data of cases) {
      const res = await put(processId, data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.json.message).toEqual(expect.any(String));
    }
    const proto = await callRoute(putProgress, {
      method: "PUT",
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      body: '{"data":{"section":"professional-interest","answers":{"__proto__":3}}}',
      headers: lucia.auth,
    });
    // JSON's own "__proto__" key is dropped by parsing: nothing is stored and nothing is polluted.
    expect(proto.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).r1).toBeUndefined();
    expect(Object.keys(proto.json.data?.answers ?? {})).not.toContain("__proto__");
    const notJson = await callRoute(putProgress, {
      method: "PUT",
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      body: "{oops",
      headers: lucia.auth,
    });
    expect(notJson.status).toBe(400);
    const badId = await callRoute(putProgress, {
      method: "PUT",
      path: "/api/vocational/progress/abc",
      params: { id: "abc" },
      body: { data: { section: "bonus", answers: {} } },
      headers: lucia.auth,
    });
    expect(badId.status).toBe(404);
    const field = await put(processId, { section: "nps", answers: { score: 11 } });
    expect(field.json.errors).toHaveProperty(["answers.score"]);
  });

  it("sin sesión 401, y por cookie desde otro sitio 403", async () => {
    const anon = await callRoute(putProgress, {
      method: "PUT",
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      body: { data: { section: "personality", answers: { o1: 3 } } },
    });
    expect(anon.status).toBe(401);
    const token = lucia.auth.authorization.replace("Bearer ", "");
    const crossSite = await callRoute(putProgress, {
      method: "PUT",
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      body: { data: { section: "personality", answers: { o1: 3 } } },
      headers: { cookie: `rumbo_session=${token}`, origin: "https://malo.example" },
    });
    expect(crossSite.status).toBe(403);
    void testOrigin;
  });

  it("el nombre del enlace público es único", async () => {
    const ok = await put(processId, { section: "user-slug", answers: { slug: "lucia-q" } });
    expect(ok.status).toBe(200);
    const res = await callRoute(getVocational, { path: "/api/vocational", headers: pedro.auth });
    const pedroProcess = res.json.data.process.id;
    const taken = await put(pedroProcess, { section: "user-slug", answers: { slug: "lucia-q" } }, pedro.auth);
    expect(taken.status).toBe(409);
  });
});

describe("PUT /progress/{id}/reference (sin cuenta)", () => {
  it("guarda respuestas anónimas de forma idempotente y da el perfil al widget", async () => {
    const ref = randomUUID();
    const body = { data: { section: "personality", answers: { o1: 5, o2: 5 }, position: 2 } };
    const first = await callRoute(putReference, {
      method: "PUT",
      path: `/api/vocational/progress/${ref}/reference`,
      params: { id: ref },
      body,
    });
    expect(first.status).toBe(200);
    const second = await callRoute(putReference, {
      method: "PUT",
      path: `/api/vocational/progress/${ref}/reference`,
      params: { id: ref },
      body,
    });
    const { updatedAt: _a, ...firstState } = first.json.data;
    const { updatedAt: _b, ...secondState } = second.json.data;
    expect(secondState).toEqual(firstState);
    const result = await callRoute(getReferenceResult, {
      path: `/api/vocational/progress/personality/${ref}?key=personality&fullname=Ana`,
      params: { id: ref },
    });
    expect(result.status).toBe(200);
    expect(result.json.data).toMatchObject({ fullname: "Ana", answered: 2, complete: false, position: 2 });
    expect(result.json.data.scales.find((s: { id: string }) => s.id === "O").percent).toBe(100);
    const otherSection = await callRoute(putReference, {
      method: "PUT",
      path: `/api/vocational/progress/${ref}/reference`,
      params: { id: ref },
      body: { data: { section: "vocation", answers: { text: "x" } } },
    });
    expect(otherSection.status).toBe(400);
    const missing = await callRoute(getReferenceResult, {
      path: `/api/vocational/progress/personality/${randomUUID()}`,
      params: { id: randomUUID() },
    });
    expect(missing.status).toBe(404);
  });
});

describe("atributos del estudiante", () => {
  it("guarda y lista los atributos propios; otro id responde 404", async () => {
    const body = { name: "fortalezas", attributes: ["paciente", "creativa"], careers: [1, 2], careersNot: [3] };
    const saved = await callRoute(postAttribute, {
      method: "POST",
      path: `/api/student/${lucia.id}/attribute`,
      params: { id: lucia.id },
      body,
      headers: lucia.auth,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject(body);
    const list = await callRoute(getAttributes, { path: "/api/student/attribute", headers: lucia.auth });
    expect(list.json.data).toEqual([expect.objectContaining(body)]);
    const other = await callRoute(postAttribute, {
      method: "POST",
      path: `/api/student/${lucia.id}/attribute`,
      params: { id: lucia.id },
      body,
      headers: pedro.auth,
    });
    expect(other.status).toBe(404);
    expect((await callRoute(getAttributes, { path: "/api/student/attribute", headers: pedro.auth })).json.data).toEqual([]);
    const bad = await callRoute(postAttribute, {
      method: "POST",
      path: `/api/student/${lucia.id}/attribute`,
      params: { id: lucia.id },
      body: { name: "", careers: ["x"] },
      headers: lucia.auth,
    });
    expect(bad.status).toBe(400);
  });

  it("el filtro de carreras trae lo guardado y las opciones", async () => {
    await put(processId, { section: "career-filter", answers: { levels: ["tecnica"], maxDurationYears: 3 } });
    const res = await callRoute(getCareersFilter, { path: "/api/student/careers-filter", headers: lucia.auth });
    expect(res.status).toBe(200);
    expect(res.json.data.filter).toEqual({ levels: ["tecnica"], maxDurationYears: 3 });
    expect(res.json.data.options.regions.length).toBeGreaterThan(20);
    await put(processId, { section: "career-filter", answers: { levels: [], maxDurationYears: null } });
  });
});
