import type { Page } from "@playwright/test";
import { interestsInstrument } from "../lib/content/vocational/interests";
import { expect, expectAccessible, test } from "./fixtures";
import { registerStudent } from "./support/session";
import { reviewShots } from "./support/shots";

/** Answers through the API with the page's session (same origin), as the test pages do. */
async function answer(page: Page, data: Record<string, unknown>) {
  const start = await page.request.get("/api/vocational");
  const processId = (await start.json()).data.process.id as string;
  const origin = new URL(page.url()).origin;
  const res = await page.request.put(`/api/vocational/progress/${processId}`, { data: { data }, headers: { origin } });
  expect(res.status()).toBe(200);
}

test.describe("resultado vocacional v2", () => {
  test("un perfil claro muestra razones, cifras con fuente y dónde estudiar", async ({ page }, info) => {
    test.setTimeout(180_000);
    await registerStudent(page, { name: "Camila", surname: "Rojas" });
    await page.goto("/orientacion-vocacional");
    const likes = (t: { scale: string; fields?: readonly string[] }) =>
      t.fields?.includes("arte-visual") ? 5 : t.scale === "A" ? 3 : t.scale === "E" ? 3 : 1;
    await answer(page, {
      section: "professional-interest",
      mode: "full",
      answers: Object.fromEntries(interestsInstrument.items.map((i) => [i.id, likes(i)])),
    });
    await answer(page, { section: "professional-values", answers: { ranking: ["creativity", "independence", "income"] } });
    await answer(page, { section: "abilities", answers: { selected: ["drawing"] } });
    await page.goto("/orientacion-vocacional/resultado-proceso-vocacional");
    const cards = page.getByRole("list", { name: "Carreras sugeridas" }).locator(":scope > li");
    await expect(cards.first()).toContainText(/Diseño Gráfico|Artes Plásticas/);
    await expect(cards.first()).toContainText("Ingreso mediano");
    await expect(cards.first()).toContainText("Ponte en Carrera");
    await expect(page.getByText("Tu perfil es poco diferenciado")).toHaveCount(0);
    await expect(page.getByText(/Tus tipos de interés más fuertes son Artístico/)).toBeVisible();
    await expectAccessible(page);
    if (reviewShots) await page.screenshot({ path: `reports/screenshots/result-differentiated-${info.project.name}.png`, fullPage: true });
  });

  test("un perfil parejo recibe su propia página «poco diferenciado», sin código y con tope", async ({ page }, info) => {
    test.setTimeout(180_000);
    await registerStudent(page, { name: "María", surname: "Huamán" });
    await page.goto("/orientacion-vocacional");
    await answer(page, {
      section: "professional-interest",
      mode: "full",
      answers: Object.fromEntries(interestsInstrument.items.map((i) => [i.id, 3])),
    });
    await page.goto("/orientacion-vocacional/resultado-proceso-vocacional");
    await expect(page.getByRole("heading", { name: "Tu perfil es poco diferenciado" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Carreras para empezar a explorar" })).toBeVisible();
    await expect(page.getByText(/no te damos un código de Holland/).first()).toBeVisible();
    const badges = await page.getByText(/Afinidad orientativa \d+\/100/).allTextContents();
    expect(badges.length).toBe(10);
    for (const b of badges) expect(Number(b.match(/(\d+)\/100/)![1])).toBeLessThanOrEqual(60);
    await expectAccessible(page);
    if (reviewShots)
      await page.screenshot({ path: `reports/screenshots/result-undifferentiated-${info.project.name}.png`, fullPage: true });
  });

  test("valores: se eligen y ordenan tres", async ({ page }) => {
    await registerStudent(page, { name: "Rosa", surname: "Quispe" });
    await page.goto("/orientacion-vocacional/valores-profesionales");
    await page.getByRole("checkbox", { name: /Ayudar a los demás/ }).check();
    await page.getByRole("checkbox", { name: /Estabilidad/ }).check();
    await page.getByRole("checkbox", { name: /Aprender siempre/ }).check();
    await expect(page.getByRole("checkbox", { name: /Creatividad/ })).toBeDisabled();
    await page.getByRole("button", { name: "Subir Aprender siempre" }).click();
    await expect(page.getByRole("heading", { name: "Tu orden (3 de 3)" })).toBeVisible();
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Ver mi resultado" }).click();
    await expect(page).toHaveURL(/resultado-proceso-vocacional|InfoIncompletaResultado/);
  });
});
