import type { Page } from "@playwright/test";
import { interestsInstrument } from "../lib/content/vocational/interests";
import { expect, test } from "./fixtures";
import { registerStudent } from "./support/session";

const scaleOf = new Map(interestsInstrument.items.map((i) => [i.id, i.scale]));

/** Answers the item on screen as a student who likes three types equally (S, I and A), and waits for the next. */
async function answerCurrent(page: Page) {
  const current = page.locator("[data-item-id]");
  const id = (await current.getAttribute("data-item-id"))!;
  const like = ["S", "I", "A"].includes(scaleOf.get(id)!);
  await page.getByRole("radio", { name: like ? "Me gusta mucho" : "Me disgusta mucho" }).click();
  await expect(page.locator("[data-item-id]").or(page.getByRole("heading", { name: /^Paso 2 de 3/ }))).not.toHaveAttribute(
    "data-item-id",
    id,
  );
}

test("modo rápido adaptativo: tres tipos empatados reciben 6 frases más, y cada sugerencia pide «Me interesa» / «No es para mí»", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerStudent(page, { name: "Rosa", surname: "Condori" });
  await page.goto("/orientacion-vocacional/intereses-profesionales");
  await page.getByRole("button", { name: "Empezar el test rápido" }).click();
  await expect(page.getByText("Pregunta 1 de 30")).toBeVisible();
  for (let n = 0; n < 30; n++) await answerCurrent(page);
  // Social, Investigador and Artístico are tied: the test asks about them until 36.
  await expect(page.getByText("Pregunta 31 de 36")).toBeVisible();
  for (let n = 0; n < 6; n++) await answerCurrent(page);
  // Then the two choice steps, optional: she skips both («Omitir») and still gets her result,
  // which invites her to add them.
  await expect(page.getByRole("heading", { name: /^Paso 2 de 3/ })).toBeVisible();
  await page.getByRole("button", { name: "Omitir" }).click();
  await expect(page.getByRole("heading", { name: /^Paso 3 de 3/ })).toBeVisible();
  await page.getByRole("button", { name: "Omitir" }).click();
  await expect(page).toHaveURL(/resultado-proceso-vocacional/);
  const invite = page.getByText("Tu resultado puede ser más preciso.").locator("..");
  await expect(invite.getByRole("link", { name: "interés por áreas de carreras" })).toBeVisible();
  await expect(invite.getByRole("link", { name: "intereses y actividades" })).toBeVisible();
  const first = page.getByRole("list", { name: "Carreras sugeridas" }).locator(":scope > li").first();
  await first.getByRole("button", { name: /^Me interesa/ }).click();
  await expect(first.getByRole("status")).toContainText("te interesa: está en tu lista");
  const second = page.getByRole("list", { name: "Carreras sugeridas" }).locator(":scope > li").nth(1);
  const secondName = (await second.getByRole("heading").textContent())!.replace(/^\d+\.\s*/, "").trim();
  await second.getByRole("button", { name: /^No es para mí/ }).click();
  await second.getByLabel(`¿Por qué ${secondName} no es para ti?`).selectOption("too-expensive");
  await second.getByRole("button", { name: "Confirmar descarte" }).click();
  await expect(page.getByText(`Descartaste: ${secondName}.`)).toBeVisible();
});
