import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { interestsCheckedInstrument, quickInterestItems } from "../lib/content/vocational/interests";
import { MAX_QUICK_EXTRA } from "../lib/content/vocational/adaptive";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, loginAs, registerStudent } from "./support/session";
import { reviewShots } from "./support/shots";

const itemOf = new Map(interestsCheckedInstrument.items.map((i) => [i.id, i]));

/** The 30 quick statements, then the adaptive and check ones the page adds (up to MAX_QUICK_EXTRA), until the choice steps. */
async function answerQuickTest(page: Page) {
  const done = page.getByRole("heading", { name: /^Paso 2 de 3/ });
  for (let n = 0; n < quickInterestItems.length + MAX_QUICK_EXTRA; n++) {
    if (n >= quickInterestItems.length && (await done.isVisible())) break;
    const current = page.locator("[data-item-id]");
    const id = (await current.getAttribute("data-item-id"))!;
    // A reversed check statement (key -1) is answered the other way, as a careful student does.
    const item = itemOf.get(id)!;
    const like = ["S", "I"].includes(item.scale) !== (item.key === -1);
    await page.getByRole("radio", { name: like ? "Me gusta mucho" : "Me disgusta mucho" }).click();
    await expect(page.locator("[data-item-id]").or(done)).not.toHaveAttribute("data-item-id", id);
  }
}

const eventsPosted = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith("/api/metrics/events") && r.request().method() === "POST");

test.describe("métricas", () => {
  // A student opening /admin/metricas gets the 403 page: the browser logs its status as an error.
  test.use({ allowedConsoleErrors: [/status of 403.*\/admin\/metricas/] });
  test("una visita de la campaña x se registra, termina el test rápido y el equipo la ve en el embudo", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const campaign = `e2e_${randomUUID().slice(0, 8)}`;

    // The visit: the campaign cookie from ?reference=, the page change sent by the tracker.
    const firstBatch = eventsPosted(page);
    await page.goto(`/?reference=${campaign}`);
    const posted = await firstBatch;
    expect(posted.status()).toBe(202);
    expect(JSON.parse(posted.request().postData()!).events[0]).toMatchObject({ type: "page_change", path: "/" });
    const vid = (await page.context().cookies()).find((c) => c.name === "rumbo_vid");
    expect(vid).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await expectAccessible(page);

    // Registers (the server records it with the campaign of the cookie) and finishes the quick test.
    await registerStudent(page, { name: "Milagros", surname: "Condori" });
    await page.goto("/orientacion-vocacional");
    await page.getByRole("link", { name: "Empezar mi test" }).click();
    await page.getByRole("button", { name: "Empezar el test rápido" }).click();
    await expect(page.getByText(`Pregunta 1 de ${quickInterestItems.length}`)).toBeVisible();
    await expectAccessible(page);
    await answerQuickTest(page);
    // The quick mode's two choice steps: she skips the areas and picks two activities.
    await expect(page.getByRole("heading", { name: /^Paso 2 de 3/ })).toBeVisible();
    await page.getByRole("button", { name: "Omitir" }).click();
    await expect(page.getByRole("heading", { name: /^Paso 3 de 3/ })).toBeVisible();
    await page.getByRole("checkbox", { name: "Ver videos de ciencia" }).check();
    await page.getByRole("checkbox", { name: "Hacer voluntariado" }).check();
    const lastBatch = eventsPosted(page);
    await page.getByRole("button", { name: "Ver mi resultado" }).click();
    await expect(page).toHaveURL(/resultado-proceso-vocacional/);
    expect((await lastBatch).status()).toBe(202);
    await expectAccessible(page);

    // A student does not see the metrics; a visitor is sent to log in.
    const denied = await page.goto("/admin/metricas");
    expect(denied?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "No tienes acceso a esta sección" })).toBeVisible();
    await expectAccessible(page);
    const anonymous = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const visitor = await anonymous.newPage();
    await visitor.goto("/admin/metricas");
    await expect(visitor).toHaveURL(/\/entrar\?redirect=%2Fadmin%2Fmetricas$/);
    await anonymous.close();

    // The team: the admin logs in and filters by the campaign.
    await page.context().clearCookies();
    await loginAs(page, demoAdmin.email, demoAdmin.password);
    await page.goto(`/admin/metricas?campaign=${campaign}`);
    await expect(page.getByRole("heading", { name: "Métricas", level: 1 })).toBeVisible();
    for (const step of ["visit", "register", "test_started", "test_finished"])
      await expect(page.getByTestId(`step-${step}`)).toHaveText("1");
    await expect(page.getByTestId("step-payment_approved")).toHaveText("0");
    const byCampaign = page.getByRole("table", { name: "Embudo por campaña" });
    await expect(byCampaign.getByRole("columnheader", { name: campaign })).toBeVisible();
    await expect(page.getByRole("table", { name: "Última sección completada" })).toContainText("Intereses");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "sin desplazamiento horizontal").toBe(
      true,
    );
    await expectAccessible(page);
    if (reviewShots) await page.screenshot({ path: testInfo.outputPath(`admin-metricas-${testInfo.project.name}.png`), fullPage: true });

    const limaToday = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const csv = await page.request.get(`/api/admin/metrics/export.csv?from=${limaToday}&to=${limaToday}&campaign=${campaign}`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(`,server,register,,${campaign},`);
  });
});
