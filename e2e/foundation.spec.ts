import { accessibilityViolations, expect, expectAccessible, test } from "./fixtures";

test.describe("la base de Rumbo", () => {
  test("el inicio presenta el producto en español con el catálogo real", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-PE");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Elige qué estudiar");
    await expect(page.getByText("universidades", { exact: true })).toBeVisible();
    const universities = page.locator("dt", { hasText: /^universidades$/ }).locator("xpath=following-sibling::dd");
    // 144 in SUNEDU's list and the one the offerings name that SUNEDU does not list (its page says «sin dato de licencia»).
    await expect(universities).toHaveText("145");
    await expectAccessible(page);
  });

  test("la revisión de accesibilidad encuentra lo que debe: una imagen sin texto, un botón sin nombre, poco contraste", async ({
    page,
  }) => {
    await page.setContent(
      `<html lang="es"><head><title>x</title></head><body><main><h1>Prueba</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
      <button></button><p style="color:#bbb;background:#fff">texto gris claro</p></main></body></html>`,
    );
    const violations = await accessibilityViolations(page);
    expect(violations.map((v) => v.split(" ")[0]).sort()).toEqual(["button-name", "color-contrast", "image-alt"]);
    // A second check in the same document reuses the engine already there and finds the same.
    expect(await accessibilityViolations(page)).toEqual(violations);
  });

  test("la salud responde con la base de datos en línea", async ({ request }) => {
    const response = await request.get("/v1/health");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  test.describe("páginas que no existen", () => {
    test.use({ allowedConsoleErrors: [/404 \(Not Found\) \(.*\/esta-ruta-no-existe\/de-verdad\)$/] });

    test("una ruta desconocida muestra la página 404 con un enlace al inicio", async ({ page }) => {
      const response = await page.goto("/esta-ruta-no-existe/de-verdad");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "No encontramos esta página" })).toBeVisible();
      await page.getByRole("link", { name: "Volver al inicio" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectAccessible(page);
    });
  });

  test("la guía de estilos de desarrollo (/estilos) no existe en producción", async ({ request }) => {
    const response = await request.get("/estilos");
    expect(response.status()).toBe(404);
  });

  test("una ruta desconocida de la API responde JSON 404", async ({ request }) => {
    const response = await request.get("/api/no-existe");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ code: "not_found", message: "Esta ruta de la API no existe." });
  });

  test("las reglas de redirección por nombre de ruta", async ({ page }) => {
    await page.goto("/mifuturo");
    await expect(page).toHaveURL(/\/\?reference=mifuturo$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "rumbo_ref")?.value).toBe("mifuturo");

    const live = await page.request.get("/live", { maxRedirects: 0 });
    expect(live.status()).toBe(307);
    expect(live.headers()["location"]).toContain("/empezar?redirect=live");
  });
});
