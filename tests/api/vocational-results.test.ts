import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { PUT as putShare } from "@/app/api/vocational/progress/[id]/share/route";
import { GET as getResult } from "@/app/api/vocational/progress/result/route";
import { GET as getLastResult } from "@/app/api/vocational/last-result/route";
import { GET as getPdf } from "@/app/api/pdf/vocational/[processId]/route";
import { adaptiveItems, interestsInstrument, personalityInstrument, quickInterestItems, type RiasecType } from "@/lib/content/vocational";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { publicSummary } from "@/lib/server/vocational/public-summary";
import { buildReportPdf } from "@/lib/server/vocational/report-pdf";
import { pdfText } from "../support/pdf-text";
import { NextRequest } from "next/server";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

type Student = { id: string; auth: Record<string, string>; processId: string };

async function student(name: string, surname = "Quispe"): Promise<Student> {
  const user = await insertTestUser({ name, surname });
  const { token } = await createSession(user.id);
  const auth = { authorization: `Bearer ${token}` };
  const res = await callRoute(getVocational, { path: "/api/vocational", headers: auth });
  return { id: user.id, auth, processId: res.json.data.process.id };
}

const put = (s: Student, data: unknown) =>
  callRoute(putProgress, {
    method: "PUT",
    path: `/api/vocational/progress/${s.processId}`,
    params: { id: s.processId },
    body: { data },
    headers: s.auth,
  });

const answersLiking = (like: RiasecType[], items: readonly { id: string; scale: string }[] = quickInterestItems) =>
  Object.fromEntries(items.map((i) => [i.id, like.includes(i.scale as RiasecType) ? 5 : 1]));

let lucia: Student;
let pedro: Student;

beforeAll(async () => {
  lucia = await student("Lucía", "Quispe Mamani");
  pedro = await student("Pedro");
});

describe("resultados", () => {
  it("sin intereses completos dice qué falta (InfoIncompletaResultado)", async () => {
    await put(lucia, { section: "professional-interest", mode: "quick", answers: { r1: 5 } });
    const res = await callRoute(getResult, { path: "/api/vocational/progress/result", headers: lucia.auth });
    expect(res.status).toBe(200);
    expect(res.json.data.ready).toBe(false);
    expect(res.json.data.missing).toEqual([expect.objectContaining({ key: "professional-interest", title: "Intereses profesionales" })]);
    expect(res.json.data.suggestions).toEqual([]);
    const last = await callRoute(getLastResult, { path: "/api/vocational/last-result", headers: lucia.auth });
    expect(last.status).toBe(404);
  });

  it("con el test rápido completo da carreras explicadas; Social–Investigadora → salud arriba", async () => {
    await put(lucia, { section: "professional-interest", mode: "quick", answers: answersLiking(["S", "I"]), position: 30 });
    const res = await callRoute(getResult, { path: "/api/vocational/progress/result", headers: lucia.auth });
    const data = res.json.data;
    expect(data.ready).toBe(true);
    // S and I both at 100: tied, so the code shows them together instead of an arbitrary order.
    expect(data.hollandCode).toBe("I/S");
    expect(data.differentiation).toMatchObject({ undifferentiated: false, spread: 100 });
    expect(data.interests.find((s: { id: string }) => s.id === "S")).toMatchObject({
      name: "Social",
      percent: 100,
      meaning: expect.stringContaining("ayudar"),
    });
    expect(data.suggestions.length).toBe(10);
    expect(data.suggestions.slice(0, 5).filter((s: { area: string }) => s.area === "ciencias de la salud").length).toBeGreaterThanOrEqual(
      2,
    );
    for (const s of data.suggestions) {
      expect(s.reasons.length).toBeGreaterThan(0);
      // A type is cited only when it is in the career's code.
      for (const t of s.citations.types) expect(s.riasecCode).toContain(t);
    }
    const first = data.suggestions[0];
    expect(first.figures).toMatchObject({ careerId: first.careerId });
    expect(first.figures.incomeMedian).toMatchObject({
      soles: expect.any(Number),
      source: expect.stringContaining("Ponte en Carrera"),
      year: 2015,
    });
    expect(data.recommended.map((r: { key: string }) => r.key)).toContain("personality");
  });

  it("el modo rápido invita a sus dos pasos de elegir; con ellos (mismas secciones que el completo) su lista cambia", async () => {
    const rosa = await student("Rosa", "Condori");
    await put(rosa, { section: "professional-interest", mode: "quick", answers: answersLiking(["S", "I"]), position: 30 });
    const before = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: rosa.auth })).json.data;
    expect(before.ready).toBe(true);
    expect(before.rankingVersion).toBe("v3.3");
    expect(before.recommended.map((r: { key: string }) => r.key).slice(0, 2)).toEqual(["career-world", "activities-of-interest"]);
    expect(before.recommended[0]).toMatchObject({
      title: "Interés por áreas de carreras",
      path: "/orientacion-vocacional/interes-carrera",
    });

    expect((await put(rosa, { section: "career-world", answers: { areas: ["ingeniería"] } })).status).toBe(200);
    expect((await put(rosa, { section: "activities-of-interest", answers: { selected: ["code", "puzzles"] } })).status).toBe(200);
    const after = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: rosa.auth })).json.data;
    const keys = after.recommended.map((r: { key: string }) => r.key);
    expect(keys).not.toContain("career-world");
    expect(keys).not.toContain("activities-of-interest");
    expect(after.mode).toBe("quick");
    const slugs = (d: { suggestions: { slug: string }[] }) => d.suggestions.slice(0, 5).map((s) => s.slug);
    expect(slugs(after)).not.toEqual(slugs(before));
    const engineering = (d: { suggestions: { area: string }[] }) => d.suggestions.slice(0, 5).filter((s) => s.area === "ingeniería").length;
    expect(engineering(after)).toBeGreaterThan(engineering(before));
    expect(after.suggestions.some((s: { trace: { rule: string }[] }) => s.trace.some((t) => t.rule === "area" || t.rule === "picks"))).toBe(
      true,
    );
  });

  it("descartar una carrera la saca y entra la siguiente", async () => {
    const before = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: lucia.auth })).json.data.suggestions;
    await put(lucia, { section: "discard", answers: { [String(before[0].careerId)]: "too-long" } });
    const after = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: lucia.auth })).json.data;
    expect(after.suggestions.map((s: { careerId: number }) => s.careerId)).not.toContain(before[0].careerId);
    expect(after.suggestions[0].careerId).toBe(before[1].careerId);
    expect(after.suggestions[9].careerId).not.toBe(before[9].careerId);
    expect(after.discarded).toEqual([{ careerId: before[0].careerId, name: before[0].name, reason: "Dura demasiado" }]);
    // Undo (null) brings it back.
    await put(lucia, { section: "discard", answers: { [String(before[0].careerId)]: null } });
    const undone = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: lucia.auth })).json.data;
    expect(undone.suggestions[0].careerId).toBe(before[0].careerId);
    await put(lucia, { section: "discard", answers: { [String(before[0].careerId)]: "too-long" } });
  });

  it("personalidad con claves inversas aparece en el resultado con su significado", async () => {
    const answers = Object.fromEntries(personalityInstrument.items.map((i) => [i.id, i.key === 1 ? 5 : 1]));
    await put(lucia, { section: "personality", answers });
    const data = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: lucia.auth })).json.data;
    expect(data.personality.every((s: { percent: number }) => s.percent === 100)).toBe(true);
    expect(data.prizes.map((p: { id: string }) => p.id)).toContain("explorer");
  });

  it("el último resultado existe, y no se ve el de otra persona", async () => {
    const last = await callRoute(getLastResult, { path: "/api/vocational/last-result", headers: lucia.auth });
    expect(last.status).toBe(200);
    expect(last.json.data.processId).toBe(lucia.processId);
    const pedroLast = await callRoute(getLastResult, { path: "/api/vocational/last-result", headers: pedro.auth });
    expect(pedroLast.status).toBe(404);
  });
});

describe("informe PDF", () => {
  it("es un PDF válido con el nombre de la estudiante", async () => {
    await put(lucia, { section: "institution", answers: { institutionIds: [1] } });
    const res = await callRoute(getPdf, {
      path: `/api/pdf/vocational/${lucia.processId}`,
      params: { processId: lucia.processId },
      headers: lucia.auth,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.text.startsWith("%PDF")).toBe(true);
    const bytes = Buffer.from(
      await (
        await getPdf(new NextRequest(`${testOrigin}/api/pdf/vocational/${lucia.processId}`, { headers: lucia.auth }), {
          params: Promise.resolve({ processId: lucia.processId }),
        })
      ).arrayBuffer(),
    );
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    // pdfkit writes the document title (with the name) as a UTF-16BE string.
    const utf16be = (text: string) => Buffer.from(text, "utf16le").swap16();
    expect(bytes.includes(utf16be("Informe vocacional de Lucía Quispe Mamani"))).toBe(true);
    const latin = bytes.toString("latin1");
    expect(latin.trimEnd().endsWith("%%EOF")).toBe(true);
    const pages = latin.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(8);
  });

  it("dice, en español con tildes, cada carrera con sus razones, cifras con fuente, dónde estudiarla y próximos pasos", async () => {
    const result = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: lucia.auth })).json.data;
    const text = pdfText(await buildReportPdf(lucia.id, lucia.processId, { compress: false }));
    expect(text).toContain("Tus carreras sugeridas");
    for (const s of result.suggestions.slice(0, 5)) {
      expect(text).toContain(s.name);
      expect(text).toContain(s.reasons[0].slice(0, 40));
    }
    expect(text).toMatch(/Ingreso mediano: S\/ [\d,]+\.00 al mes \(Ponte en Carrera/);
    expect(text).toContain("Dónde estudiarla:");
    expect(text).toMatch(/Próximos pasos/);
    expect(text).toContain("Intereses profesionales (RIASEC)");
    if (process.env.DUMP_PDF_TEXT) console.log(text);
    // Each career has its own reasons: not one sentence repeated for all.
    const firstReasons = result.suggestions.slice(0, 5).map((s: { reasons: string[] }) => s.reasons.join(" "));
    expect(new Set(firstReasons).size).toBeGreaterThan(1);
  });

  it("solo para su dueña: otra cuenta 404, sin sesión 401", async () => {
    const other = await callRoute(getPdf, {
      path: `/api/pdf/vocational/${lucia.processId}`,
      params: { processId: lucia.processId },
      headers: pedro.auth,
    });
    expect(other.status).toBe(404);
    const anon = await callRoute(getPdf, { path: `/api/pdf/vocational/${lucia.processId}`, params: { processId: lucia.processId } });
    expect(anon.status).toBe(401);
  });
});

describe("compartir: el nombre del enlace va por /share", () => {
  it("guarda el nombre, responde 409 en el campo si ya está en uso, y 400 sin datos", async () => {
    const share = (st: Student, data: unknown) =>
      callRoute(putShare, {
        method: "PUT",
        path: `/api/vocational/progress/${st.processId}/share`,
        params: { id: st.processId },
        body: { data },
        headers: st.auth,
      });
    const ok = await share(pedro, { slug: "pedro-rumbo" });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toEqual({ shareEnabled: false, slug: "pedro-rumbo" });
    const taken = await share(lucia, { slug: "pedro-rumbo" });
    expect(taken.status).toBe(409);
    expect(taken.json.errors.slug).toEqual(["Ese nombre ya está en uso."]);
    expect((await share(lucia, {})).status).toBe(400);
  });
});

describe("compartir (/r/{id})", () => {
  it("apagado por defecto; al activarlo muestra un resumen sin correo, celular ni colegio", async () => {
    await expect(publicSummary(lucia.processId)).rejects.toMatchObject({ status: 404 });
    const on = await callRoute(putShare, {
      method: "PUT",
      path: `/api/vocational/progress/${lucia.processId}/share`,
      params: { id: lucia.processId },
      body: { data: { shareEnabled: true } },
      headers: lucia.auth,
    });
    expect(on.status).toBe(200);
    const summary = await publicSummary(lucia.processId);
    expect(summary.displayName).toBe("Lucía Q.");
    expect(summary.suggestions.length).toBe(5);
    // However the name was typed at sign-up, the page writes it capitalised.
    const db = await getDb();
    await db.update(users).set({ name: "lUCÍA maría", surname: "quispe mamani" }).where(eq(users.id, lucia.id));
    expect((await publicSummary(lucia.processId)).displayName).toBe("Lucía Q.");
    await db.update(users).set({ name: "Lucía", surname: "Quispe Mamani" }).where(eq(users.id, lucia.id));
    const text = JSON.stringify(summary);
    expect(text).not.toMatch(/@example\.pe|987654321|Mamani/);
    const denied = await callRoute(putShare, {
      method: "PUT",
      path: `/api/vocational/progress/${lucia.processId}/share`,
      params: { id: lucia.processId },
      body: { data: { shareEnabled: false } },
      headers: pedro.auth,
    });
    expect(denied.status).toBe(404);
    await callRoute(putShare, {
      method: "PUT",
      path: `/api/vocational/progress/${lucia.processId}/share`,
      params: { id: lucia.processId },
      body: { data: { shareEnabled: false } },
      headers: lucia.auth,
    });
    await expect(publicSummary(lucia.processId)).rejects.toMatchObject({ status: 404 });
    await expect(publicSummary("no-existe")).rejects.toMatchObject({ status: 404 });
  });

  it("el PDF y /r/{id} dicen las mismas razones que la página de resultado, con su regla y sus datos", async () => {
    const share = (shareEnabled: boolean) =>
      callRoute(putShare, {
        method: "PUT",
        path: `/api/vocational/progress/${lucia.processId}/share`,
        params: { id: lucia.processId },
        body: { data: { shareEnabled } },
        headers: lucia.auth,
      });
    await share(true);
    const result = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: lucia.auth })).json.data;
    const summary = await publicSummary(lucia.processId);
    const flat = (t: string) => t.replace(/\s+/g, " ");
    const pdf = flat(pdfText(await buildReportPdf(lucia.id, lucia.processId, { compress: false })));
    for (const [i, s] of summary.suggestions.entries()) {
      expect(s.reasons).toEqual(result.suggestions[i].reasons);
      for (const r of s.reasons) expect(pdf).toContain(flat(r));
      // /r/{id} shows the same lines said of her; the PDF is hers and keeps «tú».
      expect(s.reasonsOther).toEqual(result.suggestions[i].reasonsOther);
      expect(s.reasonsOther).toHaveLength(s.reasons.length);
      for (const r of s.reasonsOther!) expect(r).not.toMatch(/\b(te|tu|tus|marcaste|pusiste|eres)\b/i);
      // Each line carries its rule and facts in the API's figures (not shown on the page).
      expect(result.suggestions[i].trace).toHaveLength(s.reasons.length);
      for (const t of result.suggestions[i].trace) expect(t.rule).toEqual(expect.any(String));
    }
    await share(false);
  });

  it("el test completo (54 ítems) también da resultado", async () => {
    await put(pedro, { section: "professional-interest", mode: "full", answers: answersLiking(["R", "I"], interestsInstrument.items) });
    const data = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: pedro.auth })).json.data;
    expect(data.ready).toBe(true);
    expect(data.suggestions[0].area).toBe("ingeniería");
  });

  it("valores: se eligen y ordenan 3; el resultado los muestra en orden y no acepta repetidos", async () => {
    const bad = await put(pedro, { section: "professional-values", answers: { ranking: ["income", "income"] } });
    expect(bad.status).toBe(400);
    const partial = await put(pedro, { section: "professional-values", answers: { ranking: ["achievement"] } });
    expect(partial.json.data).toMatchObject({ status: "in_progress", answered: 1, total: 3 });
    const done = await put(pedro, { section: "professional-values", answers: { ranking: ["achievement", "income", "learning"] } });
    expect(done.json.data).toMatchObject({ status: "completed", answered: 3, total: 3 });
    const data = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: pedro.auth })).json.data;
    expect(data.values.map((v: { id: string }) => v.id)).toEqual(["achievement", "income", "learning"]);
    // «Buenos ingresos» is cited only for careers whose median income is above the catalogue's.
    for (const s of data.suggestions) {
      const cites = s.reasons.some((r: string) => r.includes("ganan una mediana"));
      if (cites) expect(s.citations.values).toContain("income");
    }
  });

  it("un perfil parejo es «poco diferenciado»: sin código, afinidad con tope y aviso", async () => {
    const flat = await student("Flor");
    await put(flat, {
      section: "professional-interest",
      mode: "quick",
      answers: Object.fromEntries(quickInterestItems.map((i) => [i.id, 3])),
    });
    const data = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: flat.auth })).json.data;
    expect(data.ready).toBe(true);
    expect(data.hollandCode).toBeNull();
    expect(data.differentiation).toMatchObject({ undifferentiated: true, spread: 0 });
    expect(data.differentiation.message).toMatch(/parejos/);
    expect(data.suggestions.length).toBeGreaterThan(0);
    for (const s of data.suggestions) expect(s.score).toBeLessThanOrEqual(60);
    expect(data.suggestions[0].reasons[0]).toMatch(/orientativa/);
  });

  it("modo rápido adaptativo: las frases extra respondidas cuentan en el resultado; sin ellas, el resultado sale igual con las 30", async () => {
    const tied = await student("Tania");
    const answers: Record<string, number> = answersLiking(["S", "I", "A"]);
    await put(tied, { section: "professional-interest", mode: "quick", answers });
    const before = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: tied.auth })).json.data;
    expect(before.ready).toBe(true);
    const pct = (data: { interests: { id: string; percent: number }[] }, t: string) => data.interests.find((s) => s.id === t)!.percent;
    expect(pct(before, "S")).toBe(pct(before, "I"));
    const extra = adaptiveItems(answers);
    expect(extra.length).toBeGreaterThan(0);
    await put(tied, {
      section: "professional-interest",
      mode: "quick",
      answers: Object.fromEntries(extra.map((i) => [i.id, i.scale === "S" ? 1 : 5])),
    });
    const after = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: tied.auth })).json.data;
    expect(pct(after, "S")).toBeLessThan(pct(after, "I"));
    expect(after.mode).toBe("quick");
  });

  it("respuestas contradictorias de personalidad: aviso amable con enlace para revisar", async () => {
    const contra = await student("Carla");
    await put(contra, { section: "professional-interest", mode: "quick", answers: answersLiking(["A"]) });
    await put(contra, { section: "personality", answers: Object.fromEntries(personalityInstrument.items.map((i) => [i.id, 5])) });
    const data = (await callRoute(getResult, { path: "/api/vocational/progress/result", headers: contra.auth })).json.data;
    expect(data.consistency).toMatchObject({
      reviewPath: "/orientacion-vocacional/personalidad",
      message: expect.stringContaining("revísalas"),
    });
    expect(data.consistency.items.length).toBeGreaterThanOrEqual(6);
    // The ranking acts on it: every affinity is capped and the cap is said.
    expect(data.consistency.affinityCap).toBe(50);
    expect(data.suggestions.length).toBeGreaterThan(0);
    for (const s of data.suggestions) expect(s.score).toBeLessThanOrEqual(50);
    expect(data.rankingVersion).toBe("v3.3");
  });
});
