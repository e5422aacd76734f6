import type { Page } from "@playwright/test";
import { quickInterestItems } from "../lib/content/vocational/interests";
import { expect, expectAccessible, test } from "./fixtures";
import { newPersonPage, registerStudent } from "./support/session";

/**
 * what a student, a parent and a visitor meet on a phone — the parent's panel starts
 * from what the child chose, other readers read her result in the third person, each role has its
 * own menu, labels and forms say what they do, and the phone layouts hold.
 */

/** With JOURNEY_SHOTS=1, the whole page at 390 px wide, in screen-high slices (to look at the layout). */
async function shot(page: Page, name: string) {
  if (!process.env.JOURNEY_SHOTS) return;
  await page.setViewportSize({ width: 390, height: 844 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height; y += 1200, i++) {
    const clip = { x: 0, y, width: 390, height: Math.min(1200, height - y) };
    await page.screenshot({ path: `/tmp/journeys-${name}-${i}.png`, fullPage: true, scale: "css", clip });
  }
}

async function saveSection(page: Page, processId: string, section: string, answers: Record<string, unknown>, mode?: string) {
  const res = await page.request.put(`/api/vocational/progress/${processId}`, {
    data: { data: { section, answers, ...(mode ? { mode, position: 30 } : {}) } },
  });
  expect(res.status(), `${section}: ${await res.text()}`).toBe(200);
}

/** Three universities of the directory that teach the student's first suggested career. */
async function placesFor(page: Page, careerSlug: string) {
  const res = await page.request.get(`/api/institution?career=${encodeURIComponent(careerSlug)}&perPage=6`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.items as Array<{ id: number; name: string; username: string }>;
}

test.describe("recorridos sin sorpresas", () => {
  // The unknown alliance answers 404, which the browser reports in the console.
  test.use({ allowedConsoleErrors: [/404 \(Not Found\) \(http:\/\/[^/]+\/alliance\/no-existe-esta\)$/] });

  test("una madre ve primero la carrera y las universidades que eligió su hija; su resultado y su enlace público hablan de ella", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The daughter: quick test, her two places and her final choice, shared publicly (all by the API).
    await registerStudent(page, { name: "Valeria", surname: "Mamani" });
    const processId = (await (await page.request.get("/api/vocational")).json()).data.process.id as string;
    const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "I"].includes(i.scale) ? 5 : 1]));
    await saveSection(page, processId, "professional-interest", answers, "quick");
    const result = (await (await page.request.get("/api/vocational/progress/result")).json()).data;
    // Her choice: a suggested career taught at three places or more; she picks the last two listed.
    let chosen: { careerId: number; name: string; slug: string } | undefined;
    let places: Array<{ id: number; name: string }> = [];
    for (const s of result.suggestions as Array<{ careerId: number; name: string; slug: string }>) {
      const found = await placesFor(page, s.slug);
      if (found.length >= 3) {
        [chosen, places] = [s, found.slice(-2)];
        break;
      }
    }
    if (!chosen) throw new Error("ninguna carrera sugerida se enseña en tres instituciones");
    await saveSection(page, processId, "institution", { institutionIds: places.map((p) => p.id) });
    await saveSection(page, processId, "decision-time", { careerId: chosen.careerId, confidence: 4 });
    const slug = `valeria-${Date.now().toString(36)}`;
    await saveSection(page, processId, "user-slug", { slug, shareEnabled: true });
    const code = (await (await page.request.post("/api/student/parent-code")).json()).data.code as string;

    // The mother: her own account, linked with the code.
    const parent = await newPersonPage(browser);
    await registerStudent(parent, { name: "Carmen", surname: "Mamani", role: "user-parent" });
    expect((await parent.request.post("/api/parent/children", { data: { code } })).status()).toBe(201);
    await parent.goto("/orientacion-vocacional");
    // Not greeted as a test-taker: she lands on her panel.
    await parent.waitForURL((url) => url.pathname === "/padres/panel");
    await expect(parent.getByText("Eligió estudiar en:")).toContainText(places[0].name);
    const careers = parent.getByRole("region", { name: /Sus carreras y dónde estudiarlas/ });
    const first = careers.getByRole("heading", { level: 3 }).first();
    await expect(first).toContainText(chosen.name);
    await expect(first).toContainText("Su elección");
    const mine = parent.getByRole("list", { name: `Donde Valeria eligió estudiar ${chosen.name}` });
    await expect(mine.getByText("Elegida por Valeria")).toHaveCount(places.length);
    await expect(parent.getByRole("heading", { level: 4, name: /^Otras opciones/ }).first()).toBeVisible();
    await shot(parent, "padres-panel");

    // Her result, read by her mother, speaks of her.
    await parent.getByText("Ver su resultado completo").click();
    await expect(parent.getByText(/^Sus tipos de interés más fuertes son/)).toBeVisible();
    await expect(parent.getByText(/Tus tipos de interés/)).toHaveCount(0);
    await shot(parent, "padres-resultado");

    // Her menu: her panel, not the student's payments or school registration.
    await parent.getByRole("button", { name: /menú de tu cuenta/ }).click();
    await expect(parent.getByRole("link", { name: "Panel de mi familia" })).toBeVisible();
    await expect(parent.getByRole("link", { name: "Mis pagos" })).toHaveCount(0);
    await expect(parent.getByRole("button", { name: "Registra tu colegio" })).toHaveCount(0);
    await parent.keyboard.press("Escape");
    const bottom = parent.getByRole("navigation", { name: "Navegación inferior" });
    await expect(bottom.getByRole("link", { name: "Mi panel" })).toHaveAttribute("href", "/padres/panel");
    await expect(bottom.getByRole("link", { name: "Oriéntate" })).toHaveCount(0);
    await parent.getByRole("button", { name: /menú de tu cuenta/ }).click();
    if (process.env.JOURNEY_SHOTS) await parent.screenshot({ path: "/tmp/journeys-padres-menu.png", scale: "css" });
    await expectAccessible(parent);
    await parent.goto("/cuenta");
    await expect(parent.getByRole("link", { name: "Ir al panel de tu familia" })).toBeVisible();
    await expect(parent.getByRole("link", { name: /Mis pagos/ })).toHaveCount(0);
    await parent.context().close();

    // Anyone with the link: third person, and a preview that says whose result it is.
    const visitor = await newPersonPage(browser);
    await visitor.goto(`/r/${slug}`);
    await expect(visitor).toHaveTitle(/Resultado vocacional de Valeria M\./);
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", /Resultado vocacional de Valeria M\./);
    await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute("content", /Sus intereses más fuertes/);
    await expect(visitor.getByText(/^Sus tipos de interés más fuertes son/)).toBeVisible();
    await expect(visitor.getByText(/Tus tipos de interés|Eres /)).toHaveCount(0);
    await shot(visitor, "resultado-publico");
    await visitor.context().close();

    // The daughter's «Mis pagos»: a checkout she opened and left is one line, not a «Sin pagar» order.
    expect((await page.request.post("/api/payment", { data: { products: [{ quantity: 1, id: "especializado-2" }] } })).status()).toBe(201);
    await page.goto("/cuenta/pagos");
    await expect(page.getByRole("heading", { name: "Pagos que no completaste" })).toBeVisible();
    await expect(page.getByText(/abriste el pago una vez sin terminarlo/)).toBeVisible();
    await expect(page.getByText("Sin pagar", { exact: true })).toHaveCount(0);
    await shot(page, "mis-pagos");
  });

  test("formularios y pantallas en el teléfono: registro con colegio, comparación, alianza, inicio", async ({ page }) => {
    test.setTimeout(90_000);
    // «Regístrate con tu colegio»: only students, plausible birth years, the sentence ticks the policy box.
    await page.goto("/empezar-colegio");
    await expect(page.getByText("Padre o Madre")).toHaveCount(0);
    const year = new Date().getFullYear();
    await expect(page.getByLabel("Año").locator("option").nth(1)).toHaveText(String(year - 10));
    const policy = page.getByRole("checkbox", { name: /Acepto las políticas/ });
    await page.getByText("Acepto las políticas de uso y privacidad de Rumbo").click({ position: { x: 20, y: 8 } });
    await expect(policy).toBeChecked();
    await expect(page.getByRole("link", { name: /léelas/ })).toHaveAttribute("href", "/privacy");
    await shot(page, "empezar-colegio");

    // The 3-institution comparison: the labels stay while the columns scroll, with a cue.
    const unis = (await (await page.request.get("/api/institution?type=universidad&perPage=3")).json()).data.items as Array<{
      username: string;
    }>;
    await page.goto(`/instituciones/prueba/compara?i=${unis.map((u) => u.username).join(",")}`);
    await expect(page.getByText("Desliza la tabla para ver las 3 columnas")).toBeVisible();
    const table = page.getByRole("region", { name: "Comparación de instituciones" });
    const label = table.getByRole("rowheader", { name: /^Región/ });
    const before = (await label.boundingBox())!;
    await table.evaluate((el) => el.scrollBy({ left: 400 }));
    await expect.poll(async () => (await label.boundingBox())!.x).toBe(before.x);
    await table.evaluate((el) => el.scrollTo({ left: 0 }));
    await shot(page, "compara");
    await expectAccessible(page);

    // An alliance page does not scroll sideways; an unknown one is a Spanish-only 404.
    await page.goto("/alliance/ulima");
    await expect(page.getByText("Suma a lo que ya es gratis:", { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shot(page, "alianza");
    const missing = await page.goto("/alliance/no-existe-esta");
    expect(missing!.status()).toBe(404);
    await expect(page.getByText(/could not be found/i)).toHaveCount(0);
    await expect(page).not.toHaveTitle(/could not be found/i);

    // The home page on a phone: the sections are there, the page is shorter; contacts say «correo» without a number.
    await page.goto("/");
    await expect(page.getByRole("link", { name: /Pide información sobre el Plan especializado · 2 sesiones por correo/ })).toBeVisible();
    await expect(page.getByText(/16 secciones cortas/)).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // It was about 12,000 px long on a phone.
    expect(height).toBeLessThan(10_000);
    await shot(page, "inicio");
  });
});
