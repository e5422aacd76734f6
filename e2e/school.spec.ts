import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { registerStudent } from "./support/session";

/** The code the seed gives the first school (lib/seed/demo-users.ts): unlimited, once per student. */
const demoCode = "RUMBO2026";

async function userCookie(context: BrowserContext) {
  const raw = (await context.cookies()).find((c) => c.name === "rumbo_user")?.value;
  return raw ? JSON.parse(decodeURIComponent(raw)) : null;
}

/** A logged-in student opens 'Cambia tu futuro ahora' from the overview and goes to the school tab. */
async function openSchoolTab(page: Page) {
  await page.goto("/overview");
  await page.getByRole("button", { name: "Conoce el plan Premium" }).click();
  const dialog = page.getByRole("dialog", { name: "Cambia tu futuro ahora" });
  await expect(dialog.getByText("Reto bloqueado")).toBeVisible();
  await dialog.getByRole("tab", { name: "Tengo código de colegio" }).click();
  return dialog;
}

async function fillSchoolForm(page: Page, code: string) {
  const dialog = page.getByRole("dialog", { name: "Cambia tu futuro ahora" });
  await dialog.getByRole("list", { name: "Colegios encontrados" }).getByRole("button").first().click();
  await expect(dialog.getByRole("button", { name: "Cambiar de colegio" })).toBeVisible();
  await dialog.getByLabel("Grado").selectOption("5");
  await dialog.getByLabel("Sección (opcional)").fill("C");
  await dialog.getByLabel("Día").selectOption("9");
  await dialog.getByLabel("Mes").selectOption({ label: "julio" });
  await dialog.getByLabel("Año").selectOption(String(new Date().getFullYear() - 16));
  await dialog.getByLabel("Código del colegio").fill(code);
}

test.describe("colegios: código en el modal de suscripción", () => {
  // The wrong code is answered 400, which the browser reports in the console.
  test.use({ allowedConsoleErrors: [/400 \(Bad Request\) \(http:\/\/[^/]+\/api\/membership\/verification\)$/] });

  test("un estudiante con sesión activa el código de su colegio → la página se recarga y ya es miembro", async ({ page, context }) => {
    await registerStudent(page, { name: "Camila" });
    const dialog = await openSchoolTab(page);
    await expectAccessible(page);
    await fillSchoolForm(page, demoCode.toLowerCase());
    const share = dialog.getByRole("checkbox", { name: "Quiero que mi colegio vea mi avance" });
    await expect(share).not.toBeChecked();
    await share.check();
    await dialog.getByRole("button", { name: "Activar mi código" }).click();
    await expect(dialog.getByRole("status")).toContainText("¡Listo! Ya eres parte de");
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Continuar" }).click()]);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await userCookie(context)).toMatchObject({ schoolId: expect.any(Number), haveMembership: true });

    // After the reload the Premium tab no longer says the challenge is locked.
    await page.getByRole("button", { name: "Conoce el plan Premium" }).click();
    const again = page.getByRole("dialog", { name: "Cambia tu futuro ahora" });
    await expect(again.getByText("Ya tienes acceso Premium")).toBeVisible();
    await expect(again.getByText("Reto bloqueado")).toHaveCount(0);
    await expectAccessible(page);
  });

  test("un código equivocado muestra la alerta roja en el código y no se pierde nada de lo escrito", async ({ page }) => {
    await registerStudent(page);
    const dialog = await openSchoolTab(page);
    await fillSchoolForm(page, "NO-ES-EL-CODIGO");
    await dialog.getByRole("button", { name: "Activar mi código" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "El código del colegio no es válido." })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Activar mi código" })).toBeEnabled();
    await expect(dialog.getByLabel("Código del colegio")).toHaveValue("NO-ES-EL-CODIGO");
    await expect(dialog.getByLabel("Sección (opcional)")).toHaveValue("C");
    await expect(dialog.getByLabel("Día")).toHaveValue("9");
    await expectAccessible(page);
  });
});

test.describe("alianzas", () => {
  test.use({ allowedConsoleErrors: [/404 \(Not Found\)/] });

  test("enlace de alianza → registro → el logo del auspiciador aparece en la barra y el beneficio queda activo", async ({
    page,
    context,
  }) => {
    await page.goto("/alliance/ULima");
    await expect(page.getByRole("heading", { level: 1, name: /Universidad de Lima/ })).toBeVisible();
    await expect(page.getByText(/30 días del plan autoguiado/)).toBeVisible();
    await expectAccessible(page);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "rumbo_sponsor")?.value).toBeTruthy();
    await expect(page.getByRole("banner").getByRole("img", { name: "Universidad de Lima" })).toBeVisible();

    await page.getByRole("link", { name: "Regístrate con este beneficio" }).click();
    await page.waitForURL((url) => url.pathname === "/empezar");
    await expectAccessible(page);
    await page.getByText("Alumno", { exact: true }).click();
    await page.getByLabel("Nombre").fill("Andrea");
    await page.getByLabel("Apellido").fill("Paredes");
    await page.getByRole("textbox", { name: "Celular" }).fill(`9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
    await expect(page.getByText("Celular válido")).toBeVisible();
    await page.getByLabel("Correo electrónico").fill(`alianza-${randomUUID().slice(0, 8)}@example.pe`);
    await expect(page.getByText("Correo válido")).toBeVisible();
    await page.getByLabel("Contraseña").fill("Clave-alianza-1");
    await page.getByLabel(/Acepto las/).check();
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await page.waitForURL((url) => url.pathname === "/orientacion-vocacional");
    expect(await userCookie(context)).toMatchObject({
      alliance: expect.any(Number),
      sponsorId: expect.any(Number),
      haveSponsor: true,
      haveMembership: true,
    });
    await expect(page.getByRole("banner").getByRole("img", { name: "Universidad de Lima" })).toBeVisible();
    await expectAccessible(page);
  });

  test("una alianza que no existe es una página 404", async ({ page }) => {
    const response = await page.goto("/alliance/no-existe-esta-alianza");
    expect(response?.status()).toBe(404);
    await expectAccessible(page);
  });
});
