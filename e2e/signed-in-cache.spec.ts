import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { registerStudent } from "./support/session";

/**
 * a signed-in student gets the catalogue from the server's page cache, the same HTML as
 * a visitor (nothing of hers in it), and her menu and saved marks arrive after hydration.
 */
test("con sesión, el perfil sale de la caché de páginas sin datos suyos y el menú la muestra al hidratar", async ({ page }) => {
  const student = await registerStudent(page, { name: "Maricielo", surname: "Ccori" });
  const path = "/universidad-nacional-mayor-de-san-marcos";
  await page.request.get(path);
  // page.request carries the context's session cookies.
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-rumbo-cache"]).toBe("hit");
  const html = await response.text();
  for (const personal of [student.name, student.surname, student.email, student.phone]) expect(html).not.toContain(personal);

  await page.goto(path);
  await expect(page.getByRole("button", { name: "Maricielo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Inicia sesión" })).toHaveCount(0);
});

/**
 * a test section is one shell for every student, from the page cache; her answers and
 * position arrive after hydration from `GET /api/vocational`, and what she answers is saved as before.
 */
test("con sesión, una sección del test sale de la caché y sus respuestas llegan al hidratar", async ({ page, browser }) => {
  const student = await registerStudent(page, { name: "Yessenia", surname: "Quispecahuana" });
  const path = "/orientacion-vocacional/personalidad";
  const vocational = await page.request.get("/api/vocational");
  const processId: string = (await vocational.json()).data.process.id;
  const questions = (await (await page.request.get("/api/vocational/questions/personality")).json()).data;
  const items: { id: string; text: string }[] = questions.items;
  const earlier = Object.fromEntries(items.slice(0, 3).map((item) => [item.id, 4]));
  const saved = await page.request.put(`/api/vocational/progress/${processId}`, {
    data: { data: { section: "personality", answers: earlier, position: 3 } },
  });
  expect(saved.status()).toBe(200);

  await page.request.get(path);
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-rumbo-cache"]).toBe("hit");
  const html = await response.text();
  for (const personal of [student.name, student.surname, student.email, student.phone, processId]) expect(html).not.toContain(personal);

  // After hydration: her three answers and her place (the fourth statement).
  await page.goto(path);
  await expect(page.getByText(`Pregunta 4 de ${items.length}`)).toBeVisible();
  await expect(page.locator("[data-item-id]")).toHaveAttribute("data-item-id", items[3].id);
  await expect(page.getByRole("status").filter({ hasText: "Cargando" })).toHaveCount(0);
  await page.getByRole("radio", { name: "De acuerdo", exact: true }).click();
  await expect(page.getByText(`Pregunta 5 de ${items.length}`)).toBeVisible();
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Pregunta 5 de ${items.length}`)).toBeVisible();
  await page.getByRole("button", { name: "Anterior" }).click();
  await expect(page.getByText(`Pregunta 4 de ${items.length}`)).toBeVisible();
  await expect(page.getByRole("radio", { name: "De acuerdo", exact: true })).toBeChecked();

  // A choice made while her saved choice is still loading is kept, and joins what she had saved.
  expect(
    (
      await page.request.put(`/api/vocational/progress/${processId}`, {
        data: { data: { section: "abilities", answers: { selected: ["math"] } } },
      })
    ).status(),
  ).toBe(200);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/vocational", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/orientacion-vocacional/habilidades-fuertes");
  await expect(page.getByRole("status").filter({ hasText: "Cargando tus respuestas guardadas" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Cocinar", exact: true }).check();
  release();
  await expect(page.getByRole("checkbox", { name: "Matemática", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Cocinar", exact: true })).toBeChecked();
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
  await page.unroute("**/api/vocational");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Matemática", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Cocinar", exact: true })).toBeChecked();

  // A visitor without a session is sent to register and come back, as before; a cookie that is
  // not a session gets the shell, and the shell sends her there when the API answers 401.
  const { baseURL, viewport, userAgent, isMobile, hasTouch } = test.info().project.use;
  for (const cookies of [[], [{ name: "rumbo_session", value: "no-es-una-sesion", url: baseURL! }]]) {
    const visitor = await browser.newContext({ baseURL, viewport, userAgent, isMobile, hasTouch });
    await visitor.addCookies(cookies);
    const other = await visitor.newPage();
    await other.goto(path);
    await expect(other).toHaveURL(/\/empezar\?redirect=%2Forientacion-vocacional%2Fpersonalidad$/);
    await visitor.close();
  }
});

/**
 * a page from the cache paints before its JavaScript is fetched
 * (server/paint-first.ts), and still hydrates: the signed-in tests above need the
 * client for her menu and her answers.
 */
test("una página de la caché se pinta antes de pedir su JavaScript y luego hidrata", async ({ page }) => {
  const path = "/privacy";
  await page.request.get(path);
  const response = await page.request.get(path);
  expect(response.headers()["x-rumbo-cache"]).toBe("hit");
  const html = await response.text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const timing = await page.waitForFunction(() => {
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/_next/static/chunks/") && entry.name.endsWith(".js"));
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return scripts.length && paint ? { paint: paint.startTime, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) } : null;
  });
  const { paint, firstScript } = (await timing.jsonValue())!;
  expect(firstScript).toBeGreaterThanOrEqual(paint);
  // Hydrated: the client router's links prefetch, and Next's router answers.
  await expect.poll(() => page.evaluate(() => typeof (window as { next?: { router?: unknown } }).next?.router)).toBe("object");
});
