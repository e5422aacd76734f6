import type { Page } from "@playwright/test";
import { interestsCheckedInstrument } from "../lib/content/vocational/interests";
import { expect, test } from "./fixtures";
import { registerStudent } from "./support/session";
import { reviewShots } from "./support/shots";

const itemOf = new Map(interestsCheckedInstrument.items.map((i) => [i.id, i]));
const nextOrSteps = (page: Page) => page.locator("[data-item-id]").or(page.getByRole("heading", { name: /^Paso 2 de 3/ }));

/**
 * Answers the item on screen as a student who likes three types equally (S, I and A), and waits for
 * the next; a reversed check statement (key -1) she answers the other way, as a careful student does.
 * `yes`: she answers «Me gusta mucho» to everything, the reversed statements too.
 */
async function answerCurrent(page: Page, yes = false) {
  const current = page.locator("[data-item-id]");
  const id = (await current.getAttribute("data-item-id"))!;
  const item = itemOf.get(id)!;
  const like = yes || ["S", "I", "A"].includes(item.scale) !== (item.key === -1);
  await page.getByRole("radio", { name: like ? "Me gusta mucho" : "Me disgusta mucho" }).click();
  await expect(nextOrSteps(page)).not.toHaveAttribute("data-item-id", id);
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
  // Social, Investigador and Artístico are tied: the test asks about them until 39 (6 more, and its 3 reversed checks).
  await expect(page.getByText("Pregunta 31 de 39")).toBeVisible();
  for (let n = 0; n < 9; n++) await answerCurrent(page);
  // Then the two choice steps, optional: she skips both («Omitir») and still gets her result,
  // which says plainly what she skipped, each with a link back to that step.
  await expect(page.getByRole("heading", { name: /^Paso 2 de 3/ })).toBeVisible();
  await page.getByRole("button", { name: "Omitir" }).click();
  await expect(page.getByRole("heading", { name: /^Paso 3 de 3/ })).toBeVisible();
  await page.getByRole("button", { name: "Omitir" }).click();
  await expect(page).toHaveURL(/resultado-proceso-vocacional/);
  const skipped = page.getByRole("list", { name: "Pasos que saltaste" });
  await expect(skipped).toContainText("Saltaste «Áreas de carreras»: tu lista usa menos información. Complétalo aquí");
  await expect(skipped).toContainText("Saltaste «Actividades»: tu lista usa menos información. Complétalo aquí");
  // A careful student: no notice about her answers.
  await expect(page.getByText("algunas respuestas parecen hechas sin leer")).toHaveCount(0);
  if (reviewShots) await page.screenshot({ path: test.info().outputPath(`saltaste-${test.info().project.name}.png`) });
  const first = page.getByRole("list", { name: "Carreras sugeridas" }).locator(":scope > li").first();
  await first.getByRole("button", { name: /^Me interesa/ }).click();
  await expect(first.getByRole("status")).toContainText("te interesa: está en tu lista");
  const second = page.getByRole("list", { name: "Carreras sugeridas" }).locator(":scope > li").nth(1);
  const secondName = (await second.getByRole("heading").textContent())!.replace(/^\d+\.\s*/, "").trim();
  await second.getByRole("button", { name: /^No es para mí/ }).click();
  await second.getByLabel(`¿Por qué ${secondName} no es para ti?`).selectOption("too-expensive");
  await second.getByRole("button", { name: "Confirmar descarte" }).click();
  await expect(page.getByText(`Descartaste: ${secondName}.`)).toBeVisible();
  // «Complétalo aquí» opens the step she skipped.
  await skipped.getByRole("link", { name: "Complétalo aquí: actividades" }).click();
  await expect(page.getByRole("heading", { name: "Paso 3 de 3: actividades" })).toBeVisible();
});

test("modo rápido: quien responde «Me gusta mucho» a todo, también a las frases inversas, lo lee primero en su resultado", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerStudent(page, { name: "Sí", surname: "Atodo" });
  await page.goto("/orientacion-vocacional/intereses-profesionales");
  await page.getByRole("button", { name: "Empezar el test rápido" }).click();
  const steps = page.getByRole("heading", { name: /^Paso 2 de 3/ });
  for (let n = 0; n < 39 && !(await steps.isVisible()); n++) await answerCurrent(page, true);
  await page.getByRole("button", { name: "Omitir" }).click();
  await page.getByRole("button", { name: "Omitir" }).click();
  await expect(page).toHaveURL(/resultado-proceso-vocacional/);
  const notice = page.getByRole("note").filter({ hasText: "algunas respuestas parecen hechas sin leer" });
  await expect(notice).toContainText("«Reparar el motor de una moto» y «Trabajar sin usar herramientas ni máquinas»");
  await expect(notice).toContainText("Vuelve a responder tus intereses leyendo cada frase");
  await expect(notice.getByRole("link", { name: "Revisar mis respuestas" })).toHaveAttribute(
    "href",
    "/orientacion-vocacional/intereses-profesionales",
  );
  if (reviewShots) await page.screenshot({ path: test.info().outputPath(`aviso-si-a-todo-${test.info().project.name}.png`) });
  // First: before what she skipped and before her careers.
  const noticeTop = (await notice.boundingBox())!.y;
  expect(noticeTop).toBeLessThan((await page.getByRole("list", { name: "Pasos que saltaste" }).boundingBox())!.y);
  expect(noticeTop).toBeLessThan((await page.getByRole("list", { name: "Carreras sugeridas" }).boundingBox())!.y);
});
