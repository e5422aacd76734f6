import type { Page } from "@playwright/test";
import { quickInterestItems } from "../lib/content/vocational/interests";
import { expect, test } from "./fixtures";
import { demoAdmin, loginAs, registerStudent } from "./support/session";

/**
 * the production server (server/serve.ts) keeps each student's result page rendered
 * once per state of what it shows (her validated session, answers, discards, ratings, NPS,
 * sharing, finishing, the catalogue) and serves it to her only.
 */
const RESULT = "/orientacion-vocacional/resultado-proceso-vocacional";

async function withQuickResult(page: Page, like: string[]): Promise<string> {
  const processId: string = (await (await page.request.get("/api/vocational")).json()).data.process.id;
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, like.includes(i.scale) ? 5 : 1]));
  const saved = await page.request.put(`/api/vocational/progress/${processId}`, {
    data: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
  });
  expect(saved.status()).toBe(200);
  return processId;
}

const cookieHeader = async (page: Page) => (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");

test("la página del resultado sale de su caché personal: una vez por estado y solo para ella", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  await registerStudent(page, { name: "Anahí", surname: "Cusi" });
  const processId = await withQuickResult(page, ["R", "I"]);
  const anaCookie = await cookieHeader(page);
  const get = (cookie: string, headers: Record<string, string> = {}) =>
    request.get(RESULT, { headers: { cookie, ...headers }, maxRedirects: 0 });
  const cacheOf = (response: { headers(): Record<string, string> }) => response.headers()["x-rumbo-cache"];
  const API = "/api/vocational/progress/result";
  const apiOf = (cookie: string) => request.get(API, { headers: { cookie, "accept-encoding": "gzip" } });

  // Rendered for her once, then from the cache: her page, a fresh nonce each time, private, no cookie.
  const first = await get(anaCookie);
  expect(first.status()).toBe(200);
  expect(cacheOf(first)).toBe("miss");
  const second = await get(anaCookie);
  expect(cacheOf(second)).toBe("hit");
  expect(await second.text()).toContain("Anahí, este es tu resultado");
  expect(second.headers()["cache-control"]).toMatch(/private/);
  expect(second.headers()["cache-control"]).toMatch(/no-store/);
  // No cookie is kept or replayed; a visitor without an experiment bucket gets a new one, as from the proxy.
  expect(second.headers()["set-cookie"]).toMatch(/^exp=[ab]; Path=\/; Max-Age=604800; SameSite=lax$/);
  const withBucket = await get(`${anaCookie}; exp=a`);
  expect(cacheOf(withBucket)).toBe("hit");
  expect(withBucket.headers()["set-cookie"]).toBeUndefined();
  const nonceOf = (response: { headers(): Record<string, string> }) =>
    /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"])?.[1];
  expect(nonceOf(second)).toBeTruthy();
  expect(nonceOf(second)).not.toBe(nonceOf(first));
  expect(await second.text()).toContain(`nonce="${nonceOf(second)}"`);

  // Next's client router (RSC, prefetch) never gets it.
  for (const router of [{ rsc: "1" }, { rsc: "1", "next-router-prefetch": "1" }] as Record<string, string>[])
    expect(cacheOf(await get(anaCookie, router))).toBeUndefined();

  // In the browser (gzip, CSP with the fresh nonce): hydrated and working.
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  const shown = await page.goto(RESULT);
  expect(cacheOf(shown!)).toBe("hit");
  await expect(page.getByRole("heading", { level: 1, name: "Anahí, este es tu resultado" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean((window as { next?: { version?: string } }).next?.version))).toBe(true);
  expect(cspErrors).toEqual([]);

  // Another student never gets hers.
  const other = await browser.newContext();
  const belen = await other.newPage();
  await registerStudent(belen, { name: "Belén", surname: "Apaza" });
  await withQuickResult(belen, ["S", "A"]);
  const belenPage = await get(await cookieHeader(belen));
  expect(cacheOf(belenPage)).toBe("miss");
  const belenHtml = await belenPage.text();
  expect(belenHtml).toContain("Belén, este es tu resultado");
  expect(belenHtml).not.toContain("Anahí");
  expect(belenHtml).not.toContain(processId);
  const belenApi = await apiOf(await cookieHeader(belen));
  expect(cacheOf(belenApi)).toBe("miss");
  expect((await belenApi.json()).data.processId).not.toBe(processId);
  await other.close();

  // Her result as JSON (the API the page's client and the app read): kept per person the same way.
  const apiFirst = await apiOf(anaCookie);
  expect(apiFirst.status()).toBe(200);
  expect(cacheOf(apiFirst)).toBe("miss");
  const apiHit = await apiOf(anaCookie);
  expect(cacheOf(apiHit)).toBe("hit");
  expect(apiHit.headers()["content-type"]).toMatch(/^application\/json/);
  expect(apiHit.headers()["cache-control"]).toMatch(/private/);
  expect(await apiHit.json()).toEqual(await apiFirst.json());
  expect((await apiHit.json()).data.processId).toBe(processId);
  // What Next computes for her without the cache (a bearer token never uses it) is the same answer.
  const token = /rumbo_session=([^;]+)/.exec(anaCookie)![1];
  const direct = await request.get(API, { headers: { authorization: `Bearer ${token}` } });
  expect(cacheOf(direct)).toBeUndefined();
  expect(await direct.json()).toEqual(await apiHit.json());

  // Each change she makes shows on the next load (rendered again).
  const result = (await (await page.request.get(API)).json()).data;
  const [firstCareer, secondCareer] = result.suggestions as { careerId: number; name: string }[];
  const save = async (data: unknown) =>
    expect((await page.request.put(`/api/vocational/progress/${processId}`, { data: { data } })).status()).toBe(200);
  const reload = async () => {
    const response = await page.goto(RESULT);
    expect(response!.status()).toBe(200);
    return response!;
  };

  await save({ section: "discard", answers: { [String(firstCareer.careerId)]: "too-long" } });
  expect(cacheOf(await reload())).toBe("miss");
  // The JSON too: computed again after her save, with the discard in it.
  const apiAfter = await apiOf(await cookieHeader(page));
  expect(cacheOf(apiAfter)).toBe("miss");
  expect(JSON.stringify((await apiAfter.json()).data)).not.toBe(JSON.stringify(result));
  await expect(page.getByText(`Descartaste: ${firstCareer.name}.`)).toBeVisible();
  // Filled by a browser that has an experiment bucket: a request without one still gets one.
  const withoutBucket = await get(anaCookie);
  expect(cacheOf(withoutBucket)).toBe("hit");
  expect(withoutBucket.headers()["set-cookie"]).toMatch(/^exp=[ab]; /);

  await save({ section: "evaluate", answers: { [String(secondCareer.careerId)]: 4 } });
  expect(cacheOf(await reload())).toBe("miss");
  expect(cacheOf(await reload())).toBe("hit");

  await save({ section: "nps", answers: { score: 9, comment: "Me ayudó a elegir" } });
  expect(cacheOf(await reload())).toBe("miss");
  await expect(page.getByLabel("¿Algo que quieras contarnos? (opcional)")).toHaveValue("Me ayudó a elegir");

  const share = await page.request.put(`/api/vocational/progress/${processId}/share`, { data: { data: { shareEnabled: true } } });
  expect(share.status()).toBe(200);
  expect(cacheOf(await reload())).toBe("miss");
  await expect(page.getByRole("button", { name: "Desactivar enlace público" })).toBeVisible();

  await save({ section: "final", answers: { done: true } });
  expect(cacheOf(await reload())).toBe("miss");
  await expect(page.getByText("Terminaste tu proceso vocacional.")).toBeVisible();
  expect(cacheOf(await reload())).toBe("hit");

  // A catalogue change (an admin edit of a suggested career) drops her page: rendered again.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, demoAdmin.email, demoAdmin.password);
  const edited = await admin.request.patch(`/api/admin/careers/${secondCareer.careerId}`, {
    data: { onetOccupation: `Ocupación de prueba ${Date.now()}` },
  });
  expect(edited.status()).toBe(200);
  await adminContext.close();
  expect(cacheOf(await reload())).toBe("miss");

  // Logged out (the session revoked): the old cookie gets no page, cached or not; nor does no cookie.
  const oldCookie = await cookieHeader(page);
  expect((await page.request.post("/api/auth/logout")).status()).toBeLessThan(400);
  for (const cookie of [oldCookie, ""]) {
    const response = await get(cookie);
    expect(response.status()).toBe(307);
    expect(response.headers()["location"]).toMatch(/\/empezar\?redirect=/);
    expect(cacheOf(response)).toBeUndefined();
    // Not her page (the header may still greet her from her own readable cookie, as without the cache).
    const html = await response.text();
    expect(html).not.toContain("este es tu resultado");
    expect(html).not.toContain(processId);
  }
});
