import { expect, expectAccessible, test } from "./fixtures";
import { registerStudent } from "./support/session";

test.describe("webinars", () => {
  test("un visitante ve el cronograma, se registra desde un webinar, se inscribe y ve «Ya te inscribiste»; uno solo para miembros abre el modal bloqueado", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/webinars");
    await expect(page.getByRole("heading", { level: 1, name: "Charlas en vivo para decidir tu futuro" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Próximos webinars" })).toBeVisible();
    await expectAccessible(page);

    // Filter by programme: only admissions talks remain.
    await page.getByRole("navigation", { name: "Filtrar por programa" }).getByRole("link", { name: "Admisión" }).click();
    await expect(page).toHaveURL(/programa=admision/);
    await expect(page.getByRole("link", { name: "Admisión a la PUCP: modalidades, fechas y becas" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Qué dice tu test vocacional y qué hacer con él" })).toHaveCount(0);

    // A visitor who wants to enrol is sent to create an account and back to the talk.
    await page.getByRole("link", { name: "Todos" }).click();
    await page.getByRole("link", { name: "Qué dice tu test vocacional y qué hacer con él" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Qué dice tu test vocacional y qué hacer con él" })).toBeVisible();
    await expect(page.getByText("Con", { exact: true })).toBeVisible();
    await expectAccessible(page);
    const talk = new URL(page.url()).pathname;
    await page.getByRole("link", { name: "Inscribirme" }).click();
    await expect(page).toHaveURL(new RegExp(`/empezar\\?redirect=${encodeURIComponent(talk).replace(/%/g, "%")}`));

    // Signed up (through the API, as the register page does), the student is back on the talk and enrols.
    await registerStudent(page);
    await page.goto(talk);
    await page.getByRole("button", { name: "Inscribirme" }).click();
    await expect(page.getByText("Ya te inscribiste")).toBeVisible();
    await expect(page.getByRole("link", { name: "Agregar a mi calendario" })).toBeVisible();
    await expect(page.getByText("El botón para entrar aparece aquí 15 minutos antes del inicio.")).toBeVisible();
    await expectAccessible(page);

    // The list shows the marker on that talk.
    await page.goto("/webinars");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Qué dice tu test vocacional y qué hacer con él" }) });
    await expect(card.getByText("Ya te inscribiste")).toBeVisible();
    await expect(page.getByText(/Tienes 1 inscripción en esta lista/)).toBeVisible();

    // A members-only talk explains why and opens the blocked modal.
    await page.getByRole("link", { name: "Confianza para tu primera entrevista de admisión" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Confianza para tu primera entrevista de admisión" })).toBeVisible();
    await expect(page.getByText("Este webinar es para miembros: con un plan te inscribes al instante.")).toBeVisible();
    await page.getByRole("button", { name: "Inscribirme" }).click();
    await expect(page.getByRole("dialog", { name: "Es momento de preparte para tu futuro" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
