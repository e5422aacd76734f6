import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, loginAs, registerStudent } from "./support/session";

// slow pages stream their data under a skeleton (components/ui/skeleton.tsx) instead of a
// loading.tsx. The access checks run before that boundary, so the status a client sees is still the
// page's own: a 403 is a 403 and a redirect is a redirect, never a 200 with a skeleton in it.
test.describe("carga por partes", () => {
  test("un estudiante recibe 403 en los paneles ajenos, sin esqueleto en la respuesta", async ({ page }) => {
    await registerStudent(page);
    for (const path of ["/padres/panel", "/colegio/panel", "/asesor/sesiones", "/admin", "/admin/metricas"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).not.toContain("data-skeleton");
    }
  });

  test("sin sesión, las páginas de la cuenta redirigen a iniciar sesión", async ({ page }) => {
    for (const path of ["/cuenta", "/cuenta/pagos", "/cuenta/sesiones"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toContain(`/entrar?redirect=${encodeURIComponent(path)}`);
    }
  });

  test("la parte lenta llega en la misma respuesta y reemplaza al esqueleto", async ({ page }) => {
    await registerStudent(page);
    await page.goto("/cuenta/pagos");
    await expect(page.getByText("Aún no tienes pagos.")).toBeVisible();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
    await expectAccessible(page);

    await page.goto("/cuenta");
    await expect(page.getByRole("heading", { name: "Tu plan" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tu familia" })).toBeVisible();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);

    // Her saved marks arrive after hydration (one call): wait for it before her cookies go, or it
    // would leave with none and log a 401.
    const savedMarks = page.waitForResponse((r) => r.url().includes("/api/student/institutions"));
    const directory = await page.goto("/instituciones");
    expect(directory?.status()).toBe(200);
    await expect(page.getByRole("list", { name: "Instituciones" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
    expect((await savedMarks).status()).toBe(200);

    await page.context().clearCookies();
    await loginAs(page, demoAdmin.email, demoAdmin.password);
    const metrics = await page.goto("/admin/metricas");
    expect(metrics?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Embudo" })).toBeVisible();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
  });
});
