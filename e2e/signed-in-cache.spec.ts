import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { registerStudent } from "./support/session";

/**
 * Issue 26: a signed-in student gets the catalogue from the server's page cache, the same HTML as
 * a visitor (nothing of hers in it), and her menu and saved marks arrive after hydration.
 */
test("con sesión, el perfil sale de la caché de páginas sin datos suyos y el menú la muestra al hidratar", async ({ page }) => {
  const student = await registerStudent(page, { name: "Maricielo", surname: "Ccori" });
  const path = "/universidad-nacional-mayor-de-san-marcos";
  await page.request.get(path);
  // page.request carries the context's session cookies.
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["x-rumbo-cache"]).toBe("hit");
  const html = await response.text();
  for (const personal of [student.name, student.surname, student.email, student.phone]) expect(html).not.toContain(personal);

  await page.goto(path);
  await expect(page.getByRole("button", { name: "Maricielo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Inicia sesión" })).toHaveCount(0);
});
