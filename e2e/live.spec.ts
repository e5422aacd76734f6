import { quickInterestItems } from "../lib/content/vocational/interests";
import { expect, expectAccessible, test } from "./fixtures";
import { registerStudent } from "./support/session";

const blockedTitle = "Es momento de preparte para tu futuro";

async function finishInterests(page: import("@playwright/test").Page) {
  const vocational = await page.request.get("/api/vocational");
  const processId = (await vocational.json()).data.process.id as string;
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "A"].includes(i.scale) ? 5 : 1]));
  const saved = await page.request.put(`/api/vocational/progress/${processId}`, {
    data: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
  });
  expect(saved.status()).toBe(200);
  return processId;
}

test.describe("usuario gratuito", () => {
  test("sin sesión, /cuenta/sesiones lleva a entrar y vuelve allí", async ({ page }) => {
    await page.goto("/cuenta/sesiones");
    await expect(page).toHaveURL(/\/entrar\?redirect=%2Fcuenta%2Fsesiones$/);
    await expectAccessible(page);
  });

  test("ve qué desbloquea un plan, el Reto abre el modal bloqueado y el resto del test y el resultado siguen gratis", async ({ page }) => {
    test.setTimeout(120_000);
    await registerStudent(page, { name: "Rosa", surname: "Huamán" });

    await page.goto("/cuenta/sesiones");
    await expect(page.getByRole("heading", { level: 1, name: "Sesiones en vivo con tu orientadora" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Esto es lo que desbloquea un plan" })).toBeVisible();
    await expect(
      page.getByText("Tu test vocacional, tu resultado con sus razones, el catálogo de carreras y el PDF siguen siendo gratis, siempre."),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Ver los planes" }).click();
    const dialog = page.getByRole("dialog", { name: blockedTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // The API says the same to a client that tries anyway.
    const tried = await page.request.post("/api/live/bookings", {
      data: { advisorId: 1, startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString() },
    });
    expect(tried.status()).toBe(403);
    expect((await tried.json()).code).toBe("membership_required");

    const processId = await finishInterests(page);

    // Arriving at the Reto step opens the blocked modal instead of the section.
    // (While the modal is open the page behind is inert, so its heading is looked for after closing it.)
    await page.goto("/orientacion-vocacional/enunciado-vocacion#reto");
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Tu vocación en una frase" })).toBeVisible();
    await expect(page.getByText("Reto bloqueado")).toBeVisible();
    await expect(page.getByLabel("Reta tu vocación: ¿qué podría hacerte cambiar de idea?")).toHaveCount(0);
    await expectAccessible(page);

    // The free sections of the same page keep working.
    await page.getByLabel("Quiero dedicarme a…").fill("Quiero enseñar ciencias en mi región");
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
    await page.getByRole("button", { name: "Desbloquear el Reto" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");

    // The server refuses the Reto for a free user; the result is never blocked.
    const reto = await page.request.put(`/api/vocational/progress/${processId}`, {
      data: { data: { section: "challenge-vocation", answers: { text: "Nada" } } },
    });
    expect(reto.status()).toBe(403);
    await page.goto("/orientacion-vocacional/resultado-proceso-vocacional");
    await expect(page.getByRole("heading", { level: 1, name: /este es tu resultado/ })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The generic confirmation page, also for a booking that is not hers.
    await page.goto("/calendly-success?booking=999999");
    await expect(page.getByRole("heading", { level: 1, name: "¡Listo! Tu sesión está agendada" })).toBeVisible();
    await expect(page.getByTestId("booking-summary")).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("miembro", () => {
  test("paga en el modo de prueba, reserva una sesión, la ve confirmada, la encuentra en sus sesiones y el Reto se abre", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerStudent(page, { name: "Diego", surname: "Quispe" });

    const created = await page.request.post("/api/payment", { data: { products: [{ quantity: 1, id: "especializado-2" }] } });
    expect(created.status()).toBe(201);
    const { redirect } = (await created.json()).data as { redirect: string; orderId: string };
    // The sandbox answers `/pago/prueba/{token}` (relative) or an absolute URL: read the last segment either way.
    const token = decodeURIComponent(new URL(redirect, "http://rumbo.invalid").pathname.split("/").pop()!);
    const decided = await page.request.post(`/api/payment/sandbox/${token}`, { data: { outcome: "approved" } });
    expect(decided.status()).toBe(200);
    const confirmed = await page.request.put("/api/payment", { data: { token } });
    expect((await confirmed.json()).data.status).toBe("approved");

    await page.goto("/cuenta/sesiones");
    await expect(page.getByTestId("allowance")).toHaveText(/Te quedan 2 de 2 sesiones/);
    await expectAccessible(page);
    // A day at least two days ahead, so the session can still be cancelled (≥ 24 h) at the end.
    await page
      .getByRole("group", { name: /Elige el día/ })
      .locator("label")
      .nth(2)
      .click();
    const times = page.getByRole("group", { name: /Elige la hora/ });
    const firstTime = times.locator("label").first();
    const timeText = (await firstTime.locator("span span").first().textContent())!.trim();
    await firstTime.click();
    await expect(page.getByText(/Sesión de 60 minutos el/)).toBeVisible();
    await page.getByRole("button", { name: "Confirmar reserva" }).click();

    await expect(page).toHaveURL(/\/calendly-success\?booking=\d+$/);
    const summary = page.getByTestId("booking-summary");
    await expect(summary).toContainText(timeText);
    await expect(summary).toContainText("hora de Lima");
    await expect(summary).toContainText("Mariana Torres");
    const ics = page.getByRole("link", { name: "Agregar a mi calendario (.ics)" });
    await expect(ics).toHaveAttribute("href", /\/api\/live\/bookings\/\d+\/ics$/);
    const file = await page.request.get((await ics.getAttribute("href"))!);
    expect(file.headers()["content-type"]).toMatch(/^text\/calendar/);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Ver mis sesiones" }).click();
    await expect(page).toHaveURL(/\/cuenta\/sesiones$/);
    await expect(page.getByTestId("allowance")).toHaveText(/Te queda 1 de 2 sesiones/);
    const upcoming = page.getByRole("region", { name: "Tus próximas sesiones" }).getByRole("listitem");
    await expect(upcoming).toHaveCount(1);
    await expect(upcoming).toContainText(timeText);

    // The written review: one open request, its status shown.
    await finishInterests(page);
    await page.reload();
    await page.getByLabel(/¿Qué quieres que revise\?/).fill("¿Educación o psicología?");
    await page.getByRole("button", { name: "Pedir revisión escrita" }).click();
    await expect(page.getByTestId("review-status")).toHaveText(/En revisión/);
    await expectAccessible(page);

    // Cancelling gives the session back.
    await upcoming.getByRole("button", { name: "Cancelar sesión" }).click();
    await upcoming.getByRole("button", { name: "Sí, cancelar" }).click();
    await expect(page.getByText(/Cancelaste tu sesión del/)).toBeVisible();
    await expect(page.getByTestId("allowance")).toHaveText(/Te quedan 2 de 2 sesiones/);

    // The Reto is open to members.
    await page.goto("/orientacion-vocacional/enunciado-vocacion#reto");
    await expect(page.getByRole("dialog", { name: blockedTitle })).toHaveCount(0);
    await page.getByLabel("Reta tu vocación: ¿qué podría hacerte cambiar de idea?").fill("Que mi familia prefiera otra carrera");
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
    await expectAccessible(page);
  });
});
