import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { PUT as putShare } from "@/app/api/vocational/progress/[id]/share/route";
import { href } from "@/lib/config/route-paths";
import { quickInterestItems } from "@/lib/content/vocational";
import { getDb } from "@/lib/db/client";
import { careers, sessions, users } from "@/lib/db/schema";
import { addToShortlist, listShortlist, removeShortlistItem } from "@/lib/server/catalogue/shortlist";
import { createSession, revokeSession } from "@/lib/server/auth/session";
import { hashToken } from "@/lib/server/auth/tokens";
import { registerResultPageVersion, RESULT_API_PATH, resultPageVersion } from "@/lib/server/vocational/result-page-version";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

/**
 * The version of a student's result page (lib/server/vocational/result-page-version.ts): the
 * server's personal page cache keys her HTML by it. Null (no cache) without a valid student
 * session; her own, different from any other student's; and it changes with everything the page
 * shows: each saved answer, a discard, a rating, NPS, finishing, sharing, her name, the header's cookie.
 */
const RESULT = href("vocResult");
type Student = { id: string; token: string; processId: string; cookie: string };

async function student(name: string): Promise<Student> {
  const user = await insertTestUser({ name, surname: "Huamán" });
  const { token } = await createSession(user.id);
  const res = await callRoute(getVocational, { path: "/api/vocational", headers: { authorization: `Bearer ${token}` } });
  return {
    id: user.id,
    token,
    processId: res.json.data.process.id,
    cookie: `rumbo_session=${token}; rumbo_user=%7B%22name%22%3A%22${name}%22%7D`,
  };
}

const put = (who: Student, data: unknown) =>
  callRoute(putProgress, {
    method: "PUT",
    path: `/api/vocational/progress/${who.processId}`,
    params: { id: who.processId },
    body: { data },
    headers: { authorization: `Bearer ${who.token}` },
  });

let ana: Student;
let beto: Student;
const version = (who: Student = ana, cookie = who.cookie) => resultPageVersion(cookie, RESULT);

beforeAll(async () => {
  ana = await student("Ana");
  beto = await student("Beto");
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "I"].includes(i.scale) ? 5 : 1]));
  expect((await put(ana, { section: "professional-interest", mode: "quick", answers, position: 30 })).status).toBe(200);
});

describe("la versión de la página del resultado", () => {
  it("es suya: empieza con su id, es estable mientras nada cambia y otra estudiante tiene otra", async () => {
    const mine = await version();
    expect(mine).toMatch(new RegExp(`^${ana.id}:[A-Za-z0-9_-]{43}$`));
    expect(await version()).toBe(mine);
    const other = await version(beto);
    expect(other).toMatch(new RegExp(`^${beto.id}:`));
    expect(other).not.toBe(mine);
    // Her token with another student's readable cookie is still her page (her id), another version.
    const mixed = await resultPageVersion(`rumbo_session=${ana.token}; rumbo_user=%7B%22name%22%3A%22Beto%22%7D`, RESULT);
    expect(mixed).toMatch(new RegExp(`^${ana.id}:`));
    expect(mixed).not.toBe(mine);
  });

  it("es null (sin caché: Next la renderiza) sin sesión válida, para otro rol, otra página o una cookie repetida", async () => {
    expect(await resultPageVersion(undefined, RESULT)).toBeNull();
    expect(await resultPageVersion("", RESULT)).toBeNull();
    expect(await resultPageVersion("rumbo_user=%7B%7D", RESULT)).toBeNull();
    expect(await resultPageVersion("rumbo_session=inventado", RESULT)).toBeNull();
    expect(await resultPageVersion(ana.cookie, "/orientacion-vocacional")).toBeNull();
    expect(await resultPageVersion(`${ana.cookie}; rumbo_session=${beto.token}`, RESULT)).toBeNull();

    const parent = await insertTestUser({ name: "Rosa", role: "user-parent" });
    const parentSession = await createSession(parent.id);
    expect(await resultPageVersion(`rumbo_session=${parentSession.token}`, RESULT)).toBeNull();
    // A specialist does not take the test either: the page sends her to her inbox.
    const specialist = await insertTestUser({ name: "Mariana", role: "advisor" });
    const specialistSession = await createSession(specialist.id);
    expect(await resultPageVersion(`rumbo_session=${specialistSession.token}`, RESULT)).toBeNull();

    const gone = await student("Carla");
    expect(await version(gone)).not.toBeNull();
    await revokeSession(gone.token);
    expect(await version(gone)).toBeNull();

    const expired = await student("Dina");
    const db = await getDb();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(expired.token)));
    expect(await version(expired)).toBeNull();

    const closed = await student("Eva");
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, closed.id));
    expect(await version(closed)).toBeNull();
  });

  it("cambia con cada cosa que la página muestra", async () => {
    const seen = new Set<string>();
    const step = async (what: string, change: () => Promise<unknown>) => {
      const before = await version();
      seen.add(before!);
      await change();
      const after = await version();
      expect(after, what).not.toBe(before);
      expect(seen.has(after!), `${what}: una versión nueva`).toBe(false);
    };
    const saved = async (data: unknown) => expect((await put(ana, data)).status).toBe(200);
    const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["R", "C"].includes(i.scale) ? 5 : 1]));
    await step("una respuesta", () => saved({ section: "professional-interest", mode: "quick", answers, position: 30 }));
    await step("un descarte", () => saved({ section: "discard", answers: { "1": "too-long" } }));
    await step("una calificación", () => saved({ section: "evaluate", answers: { "2": 4 } }));
    await step("el NPS", () => saved({ section: "nps", answers: { score: 9 } }));
    await step("terminar", () => saved({ section: "final", answers: { done: true } }));
    const share = (data: unknown) =>
      callRoute(putShare, {
        method: "PUT",
        path: `/api/vocational/progress/${ana.processId}/share`,
        params: { id: ana.processId },
        body: { data },
        headers: { authorization: `Bearer ${ana.token}` },
      });
    await step("compartir", async () => expect((await share({ shareEnabled: true })).status).toBe(200));
    await step("el nombre del enlace", async () => expect((await share({ slug: `ana-${ana.id.slice(0, 8)}` })).status).toBe(200));
    // Sharing turned off again: not the version it had before sharing (the link's name stays).
    await step("dejar de compartir", async () => expect((await share({ shareEnabled: false })).status).toBe(200));
    const db = await getDb();
    await step("su nombre", () => db.update(users).set({ name: "Anita" }).where(eq(users.id, ana.id)));
    // Her list: «Me interesa» on a card and «Tu lista» read it.
    const [career] = await db.select({ id: careers.id }).from(careers).limit(1);
    await step("«Me interesa» (su lista)", () => addToShortlist(ana.id, { kind: "career", careerId: career.id, source: "result" }));
    // Taken off again: not the version with the career on it (the same list as before is the same page).
    const listed = await version();
    await removeShortlistItem(ana.id, (await listShortlist(ana.id))[0].id);
    expect(await version()).not.toBe(listed);
    const plain = await version();
    expect(await version(ana, `rumbo_session=${ana.token}`)).not.toBe(plain);
  });

  it("la del resultado en JSON (la API) es otra: cambia con sus respuestas, no con su nombre ni sus cookies", async () => {
    const gaby = await student("Gaby");
    const api = (cookie = gaby.cookie) => resultPageVersion(cookie, RESULT_API_PATH);
    const first = await api();
    expect(first).toMatch(new RegExp(`^${gaby.id}:[A-Za-z0-9_-]{43}$`));
    expect(first).not.toBe(await version(gaby));
    expect(await api()).toBe(first);
    // The JSON shows neither her name nor the header's cookie: same answer, same version.
    expect(await api(`rumbo_session=${gaby.token}`)).toBe(first);
    const db = await getDb();
    await db.update(users).set({ name: "Gabriela" }).where(eq(users.id, gaby.id));
    expect(await api()).toBe(first);
    const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["A", "S"].includes(i.scale) ? 5 : 1]));
    expect((await put(gaby, { section: "professional-interest", mode: "quick", answers, position: 30 })).status).toBe(200);
    const answered = await api();
    expect(answered).toMatch(new RegExp(`^${gaby.id}:`));
    expect(answered).not.toBe(first);
    expect(await resultPageVersion(beto.cookie, RESULT_API_PATH)).not.toBe(answered);
    // Without a valid session, or for a parent: no version (Next answers, as before).
    expect(await resultPageVersion("rumbo_session=inventado", RESULT_API_PATH)).toBeNull();
    expect(await resultPageVersion(gaby.cookie, `${RESULT_API_PATH}/x`)).toBeNull();
    const parent = await insertTestUser({ name: "Teresa", role: "user-parent" });
    expect(await resultPageVersion(`rumbo_session=${(await createSession(parent.id)).token}`, RESULT_API_PATH)).toBeNull();
  });

  it("desliza el vencimiento de la sesión una vez al día, como cada página", async () => {
    const fiona = await student("Fiona");
    const db = await getDb();
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: soon })
      .where(eq(sessions.id, hashToken(fiona.token)));
    expect(await version(fiona)).toMatch(new RegExp(`^${fiona.id}:`));
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(fiona.token)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * 24 * 60 * 60 * 1000);
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it("queda disponible para el servidor en globalThis (instrumentation.ts)", async () => {
    registerResultPageVersion();
    // The server reads it through its own copy of server/interface.ts: the handle is process-wide.
    const registered = (globalThis as unknown as Record<symbol, { personalVersion?: typeof resultPageVersion }>)[
      Symbol.for("rumbo.server")
    ];
    expect(await registered.personalVersion!(ana.cookie, RESULT)).toBe(await version());
  });
});
