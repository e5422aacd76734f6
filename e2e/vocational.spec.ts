import type { Page } from "@playwright/test";
import { interestsCheckedInstrument } from "../lib/content/vocational/interests";
import { expect, expectAccessible, test } from "./fixtures";
import { loginAs, registerStudent } from "./support/session";
import { reviewShots } from "./support/shots";

// Every interest statement: after the 30 quick ones the page asks adaptive ones from the full test and
// three reversed check statements (key -1: a careful student answers them the other way).
const itemOf = new Map(interestsCheckedInstrument.items.map((i) => [i.id, i]));

/** Answers the item on screen as a Social–Investigative student would, and waits for the next. */
async function answerCurrent(page: Page) {
  const current = page.locator("[data-item-id]");
  const id = (await current.getAttribute("data-item-id"))!;
  const item = itemOf.get(id)!;
  const like = ["S", "I"].includes(item.scale) !== (item.key === -1);
  await page.getByRole("radio", { name: like ? "Me gusta mucho" : "Me disgusta mucho" }).click();
  return id;
}

async function answerUntil(page: Page, count: number) {
  for (let n = 0; n < count; n++) {
    const id = await answerCurrent(page);
    await expect(page.locator("[data-item-id]").or(page.getByRole("heading", { name: /^Paso 2 de 3/ }))).not.toHaveAttribute(
      "data-item-id",
      id,
    );
  }
}

/** Answers the adaptive and check statements the quick mode adds after its 30 (up to 9), until its choice steps. */
async function answerRest(page: Page) {
  const done = page.getByRole("heading", { name: /^Paso 2 de 3/ });
  for (let n = 0; n < 9 && !(await done.isVisible()); n++) await answerUntil(page, 1);
}

/** Pages opened outside the fixture also fail the test on console errors. */
function watchConsole(page: Page, errors: string[]) {
  page.on("console", (m) => {
    if (m.type() === "error" && !/[?&]_rsc=/.test(m.location().url)) errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
}

/** A fresh browser context like the project's own (another device, or a visitor). */
function contextOptions() {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = test.info().project.use;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL, acceptDownloads: true };
}

test.describe("test vocacional", () => {
  test("una visita sin sesión va a registrarse y vuelve a la página del test", async ({ page }) => {
    await page.goto("/orientacion-vocacional/personalidad");
    await expect(page).toHaveURL(/\/empezar\?redirect=%2Forientacion-vocacional%2Fpersonalidad$/);
  });

  test("test rápido: se retoma en otro equipo, explica carreras, descarta, PDF y enlace público", async ({ page, browser }) => {
    test.setTimeout(180_000);
    const student = await registerStudent(page, { name: "Valeria", surname: "Mamani" });

    await page.goto("/orientacion-vocacional");
    await expect(page.getByRole("heading", { name: /mapa vocacional/ })).toBeVisible();
    await expect(page.getByText("No tienes premios acumulados")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Empezar mi test" }).click();

    await page.getByRole("button", { name: "Empezar el test rápido" }).click();
    await expect(page.getByText("Pregunta 1 de 30")).toBeVisible();
    await expectAccessible(page);
    await answerUntil(page, 12);
    await expect(page.getByText("Pregunta 13 de 30")).toBeVisible();
    const resumeAt = await page.locator("[data-item-id]").getAttribute("data-item-id");
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
    await page.close();

    // Another device: a fresh browser context, logged in, resumes at the same item.
    const context = await browser.newContext(contextOptions());
    const phone = await context.newPage();
    const errors: string[] = [];
    watchConsole(phone, errors);
    await loginAs(phone, student.email, student.password);
    await phone.goto("/orientacion-vocacional/intereses-profesionales");
    await expect(phone.getByText("Pregunta 13 de 30")).toBeVisible();
    await expect(phone.locator("[data-item-id]")).toHaveAttribute("data-item-id", resumeAt!);

    // Keyboard: arrows choose inside the radio group, Enter goes on.
    await phone.getByRole("radio").first().focus();
    await phone.keyboard.press("ArrowDown");
    await phone.keyboard.press("Enter");
    await expect(phone.getByText("Pregunta 14 de 30")).toBeVisible();
    await phone.getByRole("button", { name: "Anterior" }).click();
    await expect(phone.getByText("Pregunta 13 de 30")).toBeVisible();
    await answerUntil(phone, 18);
    // Her ten Social and Investigative fields tie: the adaptive quick mode asks up to 6 more statements (and its 3 checks).
    await answerRest(phone);

    // The quick mode's two choice steps: areas, then activities, with the keyboard.
    await expect(phone.getByRole("heading", { name: "Paso 2 de 3: áreas de carreras" })).toBeVisible();
    await expect(phone.getByRole("button", { name: "Omitir" })).toBeVisible();
    await expectAccessible(phone);
    if (reviewShots)
      await phone.screenshot({ path: test.info().outputPath(`paso-2-areas-${test.info().project.name}.png`), fullPage: true });
    await phone.getByRole("checkbox", { name: "Ciencias de la salud" }).focus();
    await phone.keyboard.press("Space");
    await expect(phone.getByRole("checkbox", { name: "Ciencias de la salud" })).toBeChecked();
    await phone.getByRole("button", { name: "Siguiente" }).click();
    await expect(phone.getByRole("heading", { name: "Paso 3 de 3: actividades" })).toBeVisible();
    await phone.getByRole("checkbox", { name: "Hacer voluntariado" }).check();
    await phone.getByRole("checkbox", { name: "Ver videos de ciencia" }).check();
    await expect(phone.getByText("Elegiste 2 de 5 como máximo.")).toBeVisible();
    await expect(phone.locator('[data-save-status="saved"]')).toBeVisible();
    await expectAccessible(phone);
    if (reviewShots) await phone.screenshot({ path: test.info().outputPath(`paso-3-actividades-${test.info().project.name}.png`) });
    // A reload loses nothing she chose: both steps answered, she may change them or see her result.
    await phone.reload();
    await expect(phone.getByRole("heading", { name: "¡Terminaste el test rápido!" })).toBeVisible();
    await phone.getByRole("button", { name: "Cambiar mis elecciones" }).click();
    await expect(phone.getByRole("checkbox", { name: "Ciencias de la salud" })).toBeChecked();
    await phone.getByRole("button", { name: "Siguiente" }).click();
    await expect(phone.getByRole("checkbox", { name: "Hacer voluntariado" })).toBeChecked();
    await expect(phone.getByRole("checkbox", { name: "Ver videos de ciencia" })).toBeChecked();
    await phone.getByRole("button", { name: "Ver mi resultado" }).click();

    await expect(phone).toHaveURL(/resultado-proceso-vocacional/);
    await expect(phone.getByRole("heading", { name: "Valeria, este es tu resultado" })).toBeVisible();
    const list = phone.getByRole("list", { name: "Carreras sugeridas" });
    const cards = list.locator(":scope > li");
    await expect(cards).toHaveCount(10);
    // Instrument v2: reasons in plain words, generated from the data (no «Porque … código»).
    await expect(cards.first()).toContainText(/Te gusta|[Tt]e interesa|Tu perfil|Tus intereses salieron parejos/);
    await expectAccessible(phone);

    const firstName = (await cards.first().getByRole("heading").textContent())!.replace(/^\d+\.\s*/, "").trim();
    const secondName = (await cards.nth(1).getByRole("heading").textContent())!.replace(/^\d+\.\s*/, "").trim();
    await cards
      .first()
      .getByRole("button", { name: `No es para mí (${firstName})` })
      .click();
    await phone.getByLabel(`¿Por qué ${firstName} no es para ti?`).selectOption("too-long");
    await phone.getByRole("button", { name: "Confirmar descarte" }).click();
    await expect(cards.first().getByRole("heading")).toContainText(secondName);
    await expect(cards).toHaveCount(10);
    await expect(list).not.toContainText(firstName);
    await expect(phone.getByText(`Descartaste: ${firstName}.`)).toBeVisible();

    const downloadPromise = phone.waitForEvent("download");
    await phone.getByRole("link", { name: "Descargar informe PDF" }).click();
    const download = await downloadPromise;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 4).toString("latin1")).toBe("%PDF");
    expect(
      pdf.includes(Buffer.from("Informe vocacional de Valeria Mamani", "utf16le").swap16()) ||
        pdf.includes(Buffer.from("Informe vocacional de Valeria Mamani")),
    ).toBe(true);

    await phone.getByRole("button", { name: "Activar enlace público" }).click();
    const shareLink = phone.getByRole("link", { name: /\/r\// });
    await expect(shareLink).toBeVisible();
    const sharePath = new URL((await shareLink.getAttribute("href"))!, "http://x").pathname;

    const anonymous = await browser.newContext(contextOptions());
    const visitor = await anonymous.newPage();
    watchConsole(visitor, errors);
    await visitor.goto(sharePath);
    await expect(visitor.getByRole("heading", { name: "Resultado vocacional de Valeria M." })).toBeVisible();
    await expect(visitor.getByRole("list", { name: "Carreras sugeridas" }).locator(":scope > li")).toHaveCount(5);
    await expect(visitor.locator("body")).not.toContainText(student.email);
    await expectAccessible(visitor);

    // Sharing off: the link is gone.
    await phone.getByRole("button", { name: "Desactivar enlace público" }).click();
    await expect(phone.getByText("El enlace público está desactivado.")).toBeVisible();
    const gone = await visitor.request.get(sharePath);
    expect(gone.status()).toBe(404);
    expect(errors, "errores en la consola del navegador").toEqual([]);
    await anonymous.close();
    await context.close();
  });

  test("el widget embebible corre el test corto sin cuenta", async ({ page }) => {
    await page.goto("/embed/personality");
    await expect(page.getByText("Pregunta 1 de 25")).toBeVisible();
    await page.getByRole("radio", { name: "De acuerdo", exact: true }).click();
    await expect(page.getByText("Pregunta 2 de 25")).toBeVisible();
    await expectAccessible(page);
  });

  test("la metodología explica los modelos y da crédito a O*NET", async ({ page }) => {
    await page.goto("/orientacion-vocacional/metodologia");
    await expect(page.getByRole("heading", { name: "Cómo funciona el test vocacional de Rumbo" })).toBeVisible();
    await expect(
      page.getByText(
        /Incluye información de la base de datos O\*NET del Departamento de Trabajo de EE\. UU\. \(USDOL\/ETA\), bajo licencia CC BY 4\.0\./,
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
