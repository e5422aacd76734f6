import { test } from "@playwright/test";
import { registerStudent } from "./support/session";

test("shots", async ({ page }, info) => {
  const p = info.project.name;
  await page.goto("/alliance/ulima");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/alliance-${p}.png`, fullPage: true });
  await registerStudent(page);
  await page.goto("/overview");
  await page.getByRole("button", { name: "Conoce el plan Premium" }).click();
  const dialog = page.getByRole("dialog", { name: "Cambia tu futuro ahora" });
  await page.screenshot({ path: `/tmp/shots/premium-${p}.png` });
  await dialog.getByRole("tab", { name: "Tengo código de colegio" }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/school-tab-${p}.png` });
  await dialog.getByRole("list", { name: "Colegios encontrados" }).getByRole("button").first().click();
  await dialog.getByLabel("Grado").selectOption("5");
  await dialog.getByLabel("Día").selectOption("9");
  await dialog.getByLabel("Mes").selectOption({ label: "julio" });
  await dialog.getByLabel("Año").selectOption(String(new Date().getFullYear() - 16));
  await dialog.getByLabel("Código del colegio").fill("MALO");
  await dialog.getByRole("button", { name: "Activar mi código" }).click();
  await dialog.getByRole("alert").waitFor();
  await dialog.getByLabel("Código del colegio").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/school-error-${p}.png` });
});
