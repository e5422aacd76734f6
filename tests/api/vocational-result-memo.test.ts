import { beforeAll, describe, expect, it } from "vitest";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { GET as getResult } from "@/app/api/vocational/progress/result/route";
import { quickInterestItems, type RiasecType } from "@/lib/content/vocational";
import { createSession } from "@/lib/server/auth/session";
import { hasMemo } from "@/lib/server/cache/memo";
import { invalidateCatalogue } from "@/lib/server/catalogue/invalidate";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { careers } from "@/lib/db/schema";
import { currentStamp, loadCurrentProcess, loadSections } from "@/lib/server/vocational/process";
import { memoisedResult } from "@/lib/server/vocational/result-memo";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

/**
 * The result is computed once per state of the student's answers and of the catalogue:
 * the same answers give the kept result; a saved answer or a catalogue change computes it again.
 */
type Student = { auth: Record<string, string>; processId: string; user: string };
let ana: Student;

const answersLiking = (like: RiasecType[]) =>
  Object.fromEntries(quickInterestItems.map((i) => [i.id, like.includes(i.scale as RiasecType) ? 5 : 1]));
const put = (data: unknown) =>
  callRoute(putProgress, {
    method: "PUT",
    path: `/api/vocational/progress/${ana.processId}`,
    params: { id: ana.processId },
    body: { data },
    headers: ana.auth,
  });
const read = () => callRoute(getResult, { path: "/api/vocational/progress/result", headers: ana.auth });
const memoKey = () => `result:${ana.processId}`;
const stamp = async () => (await currentStamp(ana.user)).stamp;
const sectionsOf = () => loadSections(ana.processId);

beforeAll(async () => {
  const user = await insertTestUser({ name: "Ana", surname: "Huamán" });
  const { token } = await createSession(user.id);
  const auth = { authorization: `Bearer ${token}` };
  const res = await callRoute(getVocational, { path: "/api/vocational", headers: auth });
  ana = { auth, processId: res.json.data.process.id, user: user.id };
  expect((await put({ section: "professional-interest", mode: "quick", answers: answersLiking(["S", "I"]), position: 30 })).status).toBe(
    200,
  );
});

describe("resultado memorizado", () => {
  it("las mismas respuestas dan el resultado guardado, sin calcularlo otra vez", async () => {
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.json.data.hollandCode).toBe("I/S");
    expect(hasMemo(memoKey(), await stamp())).toBe(true);
    // The same object, and her answers are not even read: not computed again.
    let reads = 0;
    const counted = async () => (reads++, sectionsOf());
    expect(await memoisedResult(ana.processId, await stamp(), counted)).toBe(await memoisedResult(ana.processId, await stamp(), counted));
    expect(reads).toBe(0);
    expect((await read()).json.data).toEqual(first.json.data);
  });

  it("una respuesta guardada hace que el siguiente resultado sea el de las respuestas nuevas", async () => {
    const before = await stamp();
    await read();
    expect(hasMemo(memoKey(), before)).toBe(true);
    expect((await put({ section: "professional-interest", mode: "quick", answers: answersLiking(["R", "C"]), position: 30 })).status).toBe(
      200,
    );
    const after = await read();
    expect(after.json.data.hollandCode).toBe("R/C");
    expect(hasMemo(memoKey(), before)).toBe(false);
    expect(await stamp()).not.toBe(before);
    expect(hasMemo(memoKey(), await stamp())).toBe(true);
  });

  it("un cambio del catálogo borra los resultados guardados", async () => {
    const at = await stamp();
    const kept = await memoisedResult(ana.processId, at, sectionsOf);
    expect(hasMemo(memoKey())).toBe(true);
    await invalidateCatalogue({ kind: "career", id: 1 });
    expect(hasMemo(memoKey())).toBe(false);
    const again = await memoisedResult(ana.processId, at, sectionsOf);
    expect(again).not.toBe(kept);
    expect(again).toEqual(kept);
    // A change to the fair's seats alone leaves the results alone.
    await invalidateCatalogue({ kind: "fair" });
    expect(await memoisedResult(ana.processId, at, sectionsOf)).toBe(again);
  });

  it("la página (proceso y secciones en una consulta) y la API (solo el sello) leen el mismo sello: comparten el resultado guardado", async () => {
    const current = await loadCurrentProcess(ana.user);
    expect(current.row.id).toBe(ana.processId);
    expect(current.sections).toEqual(await sectionsOf());
    expect(current.stamp).toBe(await stamp());
    expect((await currentStamp(ana.user)).processId).toBe(ana.processId);
    // The same answers saved again are a save: the stamp moves (the result is computed once more).
    const before = await stamp();
    expect((await put({ section: "abilities", answers: { selected: ["math"] } })).status).toBe(200);
    const once = await stamp();
    expect(once).not.toBe(before);
    expect((await put({ section: "abilities", answers: { selected: ["math"] } })).status).toBe(200);
    expect(await stamp()).not.toBe(once);
  });

  it("las carreras que ordena el resultado se leen otra vez tras un cambio del catálogo, no antes", async () => {
    // Full, with an area filter: the demo student's kind of profile.
    const filtered = await put({ section: "career-filter", answers: { areas: ["ciencias de la salud"], institutionKind: "universidad" } });
    expect(filtered.status).toBe(200);
    const first = await read();
    const top = first.json.data.suggestions[0];
    expect(top).toBeTruthy();
    const db = await getDb();
    const [{ name }] = await db.select({ name: careers.name }).from(careers).where(eq(careers.id, top.careerId));
    try {
      // Changed in the database without telling the app: the kept result and careers stay.
      await db
        .update(careers)
        .set({ name: `${name} (nuevo nombre)` })
        .where(eq(careers.id, top.careerId));
      expect((await read()).json.data.suggestions[0].name).toBe(name);
      // The catalogue's change (what an admin edit or the seed calls) drops the result and the careers.
      await invalidateCatalogue({ kind: "career", id: top.careerId });
      const after = await read();
      expect(after.json.data.suggestions.find((s: { careerId: number }) => s.careerId === top.careerId)?.name).toBe(
        `${name} (nuevo nombre)`,
      );
    } finally {
      await db.update(careers).set({ name }).where(eq(careers.id, top.careerId));
      await invalidateCatalogue({ kind: "career", id: top.careerId });
    }
  });
});
