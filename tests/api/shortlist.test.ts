import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as childRoute } from "@/app/api/parent/children/[id]/route";
import { POST as linkRoute } from "@/app/api/parent/children/route";
import { POST as codeRoute } from "@/app/api/student/parent-code/route";
import { DELETE as removeItem } from "@/app/api/student/shortlist/[id]/route";
import { POST as discardRoute } from "@/app/api/student/shortlist/discard/route";
import { GET as getList, POST as addItem } from "@/app/api/student/shortlist/route";
import { PUT as sharingRoute } from "@/app/api/student/shortlist/sharing/route";
import { PUT as saveInstitution } from "@/app/api/student/institutions/[id]/route";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { quickInterestItems } from "@/lib/content/vocational";
import { getDb } from "@/lib/db/client";
import { careers, institutions, offerings, shortlistItems, vocationalProcesses } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { listShortlist } from "@/lib/server/catalogue/shortlist";
import { buildReportPdf } from "@/lib/server/vocational/report-pdf";
import { publicSummary } from "@/lib/server/vocational/public-summary";
import { callRoute } from "../support/http";
import { pdfText } from "../support/pdf-text";
import { insertTestUser } from "../support/users";

let n = 0;
const ip = () => `10.61.${Math.floor(++n / 250)}.${n % 250}`;

async function sessionFor(overrides: Parameters<typeof insertTestUser>[0] = {}) {
  const user = await insertTestUser(overrides);
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip() } };
}

async function catalogue() {
  const db = await getDb();
  const [sanMarcos] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.slug, "universidad-nacional-mayor-de-san-marcos"))
    .limit(1);
  const [psychology] = await db.select({ id: careers.id, name: careers.name }).from(careers).where(eq(careers.slug, "psicologia")).limit(1);
  const [offer] = await db
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.institutionId, sanMarcos.id), eq(offerings.careerId, psychology.id)))
    .limit(1);
  const [other] = await db
    .select({ id: offerings.id })
    .from(offerings)
    .where(and(eq(offerings.careerId, psychology.id), ne(offerings.institutionId, sanMarcos.id)))
    .limit(1);
  return { sanMarcos, psychology, offeringId: offer?.id ?? null, otherOffering: other };
}

const add = (headers: Record<string, string>, body: unknown) =>
  callRoute(addItem, { method: "POST", path: "/api/student/shortlist", body, headers });
const list = (headers: Record<string, string>) => callRoute(getList, { path: "/api/student/shortlist", headers });
const remove = (headers: Record<string, string>, id: number | string) =>
  callRoute(removeItem, { method: "DELETE", path: `/api/student/shortlist/${id}`, params: { id: String(id) }, headers });

async function processOf(headers: Record<string, string>): Promise<string> {
  return (await callRoute(getVocational, { path: "/api/vocational", headers })).json.data.process.id;
}

async function finishQuickTest(headers: Record<string, string>) {
  const processId = await processOf(headers);
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, i.scale === "S" ? 5 : i.scale === "I" ? 4 : 1]));
  const res = await callRoute(putProgress, {
    method: "PUT",
    path: `/api/vocational/progress/${processId}`,
    params: { id: processId },
    body: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
    headers,
  });
  expect(res.json.data.status).toBe("completed");
  return processId;
}

describe("la lista de la estudiante (/api/student/shortlist)", () => {
  it("sin sesión: 401 al leer, agregar, quitar, descartar y compartir", async () => {
    const { psychology } = await catalogue();
    const headers = { "x-forwarded-for": ip() };
    expect((await list(headers)).status).toBe(401);
    expect((await add(headers, { kind: "career", careerId: psychology.id, source: "result" })).status).toBe(401);
    expect((await remove(headers, 1)).status).toBe(401);
    const discard = await callRoute(discardRoute, {
      method: "POST",
      path: "/api/student/shortlist/discard",
      body: { careerId: psychology.id, reason: "too-long" },
      headers,
    });
    expect(discard.status).toBe(401);
    const share = await callRoute(sharingRoute, {
      method: "PUT",
      path: "/api/student/shortlist/sharing",
      body: { showOnSharedLink: true },
      headers,
    });
    expect(share.status).toBe(401);
  });

  it("«Me interesa» y «Guardar» quedan en una sola lista, con su origen y fecha; repetir o enviar a la vez no duplica", async () => {
    const ana = await sessionFor();
    const { sanMarcos, psychology } = await catalogue();
    const interest = { kind: "career", careerId: psychology.id, source: "result" };
    const first = await add(ana.headers, interest);
    expect(first.status).toBe(200);
    // The same request sent again (a replay), and three at once: one item.
    const replay = await add(ana.headers, interest);
    expect(replay.status).toBe(200);
    const together = await Promise.all([1, 2, 3].map(() => add(ana.headers, interest)));
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    // «Guardar en mi lista» on San Marcos' profile goes to the same list.
    const saved = await callRoute(saveInstitution, {
      method: "PUT",
      path: `/api/student/institutions/${sanMarcos.id}`,
      params: { id: String(sanMarcos.id) },
      headers: ana.headers,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.map((c: { id: number }) => c.id)).toEqual([sanMarcos.id]);
    // Choosing San Marcos again in the test keeps its first source («La guardaste»).
    expect((await add(ana.headers, { kind: "place", institutionId: sanMarcos.id, source: "test" })).status).toBe(200);

    const res = await list(ana.headers);
    expect(res.status).toBe(200);
    expect(res.json.data.showOnSharedLink).toBe(false);
    const items = res.json.data.items as {
      kind: string;
      source: string;
      addedAt: string;
      career: { name: string } | null;
      institution: { name: string } | null;
    }[];
    expect(items.map((i) => [i.kind, i.source, i.career?.name ?? i.institution?.name])).toEqual([
      ["career", "result", psychology.name],
      ["place", "saved", sanMarcos.name],
    ]);
    expect(Date.parse(items[0].addedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The server function another domain reads: typed ids and slugs.
    const typed = await listShortlist(ana.id);
    expect(typed[0].career).toMatchObject({ id: psychology.id, slug: "psicologia" });
    expect(typed[1].institution).toMatchObject({ id: sanMarcos.id, slug: "universidad-nacional-mayor-de-san-marcos" });
  });

  it("un lugar puede llevar la carrera (oferta) de esa institución; una oferta de otra institución se rechaza", async () => {
    const ana = await sessionFor();
    const { sanMarcos, offeringId, otherOffering } = await catalogue();
    expect(offeringId).not.toBeNull();
    const res = await add(ana.headers, { kind: "place", institutionId: sanMarcos.id, offeringId, source: "saved" });
    expect(res.status).toBe(200);
    expect(res.json.data.items[0]).toMatchObject({ kind: "place", offeringId, career: { slug: "psicologia" } });
    // Psychology at another institution is not San Marcos' offering.
    expect(otherOffering.id).not.toBe(offeringId);
    const foreign = otherOffering.id;
    expect((await add(ana.headers, { kind: "place", institutionId: sanMarcos.id, offeringId: foreign, source: "saved" })).status).toBe(404);
    expect((await add(ana.headers, { kind: "career", careerId: 2_000_000_000, source: "result" })).status).toBe(404);
    expect((await add(ana.headers, { kind: "career", careerId: "uno", source: "result" })).status).toBe(400);
    expect((await add(ana.headers, { kind: "career", careerId: 1, source: "hack" })).status).toBe(400);
  });

  it("una estudiante no lee ni cambia la lista de otra (IDOR): su elemento no existe para ella", async () => {
    const ana = await sessionFor();
    const eva = await sessionFor({ name: "Eva" });
    const { psychology } = await catalogue();
    const anaItem = (await add(ana.headers, { kind: "career", careerId: psychology.id, source: "result" })).json.data.items[0].id as number;
    expect((await list(eva.headers)).json.data.items).toEqual([]);
    const attempt = await remove(eva.headers, anaItem);
    expect(attempt.status).toBe(404);
    expect((await list(ana.headers)).json.data.items.map((i: { id: number }) => i.id)).toEqual([anaItem]);
    // Her own removal works once; the replay answers 404 and changes nothing.
    expect((await remove(ana.headers, anaItem)).status).toBe(200);
    expect((await remove(ana.headers, anaItem)).status).toBe(404);
    expect((await list(ana.headers)).json.data.items).toEqual([]);
  });

  it("«No es para mí» desde su lista: sale de la lista, queda descartada en su test con el motivo, y se explica", async () => {
    const ana = await sessionFor();
    const { psychology } = await catalogue();
    const processId = await finishQuickTest(ana.headers);
    await add(ana.headers, { kind: "career", careerId: psychology.id, source: "result" });
    const res = await callRoute(discardRoute, {
      method: "POST",
      path: "/api/student/shortlist/discard",
      body: { careerId: psychology.id, reason: "too-long" },
      headers: ana.headers,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.items).toEqual([]);
    expect(res.json.data.discarded).toEqual({ careerId: psychology.id, name: psychology.name, reason: "Dura demasiado" });
    const vocational = await callRoute(getVocational, { path: "/api/vocational", headers: ana.headers });
    expect(vocational.json.data.process.id).toBe(processId);
    expect(vocational.json.data.process.sections.discard.answers).toEqual({ [String(psychology.id)]: "too-long" });
    const bad = await callRoute(discardRoute, {
      method: "POST",
      path: "/api/student/shortlist/discard",
      body: { careerId: psychology.id, reason: "porque sí" },
      headers: ana.headers,
    });
    expect(bad.status).toBe(400);
  });

  it("un descarte en el test (la tarjeta del resultado) también la quita de su lista", async () => {
    const ana = await sessionFor();
    const { psychology } = await catalogue();
    const processId = await processOf(ana.headers);
    await add(ana.headers, { kind: "career", careerId: psychology.id, source: "result" });
    const res = await callRoute(putProgress, {
      method: "PUT",
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      body: { data: { section: "discard", answers: { [String(psychology.id)]: "unknown" } } },
      headers: ana.headers,
    });
    expect(res.status).toBe(200);
    expect((await list(ana.headers)).json.data.items).toEqual([]);
  });

  it("«Dónde estudiar» del test escribe en la misma lista: lo elegido entra («La elegiste en el test»), lo quitado sale", async () => {
    const ana = await sessionFor();
    const { sanMarcos } = await catalogue();
    const db = await getDb();
    const [other] = await db.select({ id: institutions.id }).from(institutions).where(ne(institutions.id, sanMarcos.id)).limit(1);
    const processId = await processOf(ana.headers);
    const save = (institutionIds: number[]) =>
      callRoute(putProgress, {
        method: "PUT",
        path: `/api/vocational/progress/${processId}`,
        params: { id: processId },
        body: { data: { section: "institution", answers: { institutionIds } } },
        headers: ana.headers,
      });
    // San Marcos was saved from its profile first: choosing it in the test keeps «La guardaste».
    await add(ana.headers, { kind: "place", institutionId: sanMarcos.id, source: "saved" });
    expect((await save([sanMarcos.id, other.id])).status).toBe(200);
    expect((await save([sanMarcos.id, other.id])).status).toBe(200);
    const items = (await list(ana.headers)).json.data.items as { source: string; institution: { id: number } }[];
    expect(items.map((i) => [i.institution.id, i.source])).toEqual([
      [sanMarcos.id, "saved"],
      [other.id, "test"],
    ]);
    expect((await save([sanMarcos.id])).status).toBe(200);
    expect((await list(ana.headers)).json.data.items.map((i: { institution: { id: number } }) => i.institution.id)).toEqual([sanMarcos.id]);
  });

  it("su enlace compartido muestra la lista solo si ella lo activa; su familia vinculada la ve; el PDF la lista", async () => {
    const ana = await sessionFor({ name: "Ana", surname: "Torres" });
    const { sanMarcos, psychology } = await catalogue();
    const processId = await finishQuickTest(ana.headers);
    await add(ana.headers, { kind: "career", careerId: psychology.id, source: "result" });
    await add(ana.headers, { kind: "place", institutionId: sanMarcos.id, source: "saved" });
    const db = await getDb();
    await db.update(vocationalProcesses).set({ shareEnabled: true }).where(eq(vocationalProcesses.id, processId));
    expect((await publicSummary(processId)).shortlist).toBeNull();
    const on = await callRoute(sharingRoute, {
      method: "PUT",
      path: "/api/student/shortlist/sharing",
      body: { showOnSharedLink: true },
      headers: ana.headers,
    });
    expect(on.json.data.showOnSharedLink).toBe(true);
    expect((await publicSummary(processId)).shortlist?.map((i) => i.career?.name ?? i.institution?.name)).toEqual([
      psychology.name,
      sanMarcos.name,
    ]);

    const parent = await sessionFor({
      role: "user-parent",
      name: "Carmen",
      surname: "Torres",
      phone: "912345678",
      fullPhone: "+51912345678",
    });
    const code = (await callRoute(codeRoute, { method: "POST", path: "/api/student/parent-code", headers: ana.headers })).json.data.code;
    expect(
      (await callRoute(linkRoute, { method: "POST", path: "/api/parent/children", body: { code }, headers: parent.headers })).status,
    ).toBe(201);
    const child = await callRoute(childRoute, { path: `/api/parent/children/${ana.id}`, params: { id: ana.id }, headers: parent.headers });
    expect(child.status).toBe(200);
    expect(child.json.data.list.map((i: { source: string }) => i.source)).toEqual(["result", "saved"]);
    expect(child.json.data.places.map((p: { id: number }) => p.id)).toContain(sanMarcos.id);
    expect(child.json.data.shortlist.find((c: { id: number }) => c.id === psychology.id)?.why).toContain(
      "Le interesó en su resultado (está en su lista)",
    );
    // Another parent, not linked, does not see her.
    const stranger = await sessionFor({ role: "user-parent", name: "Rosa", phone: "912345679", fullPhone: "+51912345679" });
    expect(
      (await callRoute(childRoute, { path: `/api/parent/children/${ana.id}`, params: { id: ana.id }, headers: stranger.headers })).status,
    ).toBe(404);

    const text = pdfText(await buildReportPdf(ana.id, processId, { compress: false }));
    expect(text).toContain("Tu lista");
    expect(text).toContain(`${psychology.name} (Te interesó en tu resultado el`);
    expect(text).toContain(`${sanMarcos.name} (La guardaste el`);
  });

  it("cuatro «Guardar» de la misma institución a la vez: una sola fila en la base (clave única por estudiante y elemento)", async () => {
    const ana = await sessionFor();
    const { sanMarcos } = await catalogue();
    await Promise.all([1, 2, 3, 4].map(() => add(ana.headers, { kind: "place", institutionId: sanMarcos.id, source: "saved" })));
    const db = await getDb();
    const rows = await db.select({ id: shortlistItems.id }).from(shortlistItems).where(eq(shortlistItems.userId, ana.id));
    expect(rows).toHaveLength(1);
  });
});
