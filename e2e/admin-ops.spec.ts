import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, loginAs } from "./support/session";

/**
 * The back office's operations: the admin creates a school code and sees it listed,
 * and exports the leads as CSV. Phone only (the pages are the same on a laptop).
 * With ADMIN_OPS_SHOTS=<dir>, also photographs every operations page at 390×844 and 1280×800.
 */
test.describe("back office: operaciones", () => {
  test("el admin crea un código para un colegio y exporta los leads", async ({ page }) => {
    test.setTimeout(120_000);
    const tag = randomUUID().slice(0, 6).toUpperCase();

    // A lead arrives from a public profile (the known row of the export).
    const institutions = await page.request.get("/api/institution?type=universidad&perPage=1");
    const institution = (await institutions.json()).data.items[0] as { id: number; name: string };
    const email = `lead-${tag.toLowerCase()}@example.pe`;
    const phone = `9${String(Math.floor(10_000_000 + Math.random() * 80_000_000))}`;
    const lead = await page.request.post("/institution/v1/lead", {
      data: {
        origin: "perfil",
        institution_id: institution.id,
        career_id: null,
        name: `Rosa Export ${tag}`,
        phone,
        email,
        description: "=1+1, quiero becas",
      },
    });
    expect(lead.status(), await lead.text()).toBe(201);

    await loginAs(page, demoAdmin.email, demoAdmin.password);

    // Schools → one school → a code given by the admin, listed with its capacity.
    await page.goto("/admin/colegios");
    await expect(page.getByRole("heading", { level: 1, name: "Colegios" })).toBeVisible();
    await expectAccessible(page);
    const firstSchool = page.getByRole("table", { name: "Colegios" }).locator("tbody").getByRole("link").first();
    const schoolName = (await firstSchool.textContent())!.trim();
    await firstSchool.click();
    await expect(page.getByRole("heading", { level: 1, name: schoolName })).toBeVisible();
    const code = `E2E-${tag}`;
    await page.getByLabel("Estudiantes que pueden usarlo").fill("0");
    await page.getByRole("button", { name: "Crear código" }).click();
    await expect(page.getByText("Al menos 1 estudiante.")).toBeVisible();
    await page.getByLabel("Estudiantes que pueden usarlo").fill("40");
    await page.getByLabel("Código", { exact: true }).fill(code.toLowerCase());
    await page.getByRole("button", { name: "Crear código" }).click();
    const codes = page.getByRole("table", { name: "Códigos del colegio" });
    const row = codes.getByRole("row").filter({ hasText: code });
    await expect(row).toBeVisible();
    await expect(row).toContainText("0 / 40");
    await expect(page.getByRole("region", { name: "Historial de cambios" })).toContainText(code);
    await expectAccessible(page);

    // Leads, filtered by the search, exported as CSV with the same filter.
    await page.goto(`/admin/leads?search=${encodeURIComponent(email)}`);
    await expect(page.getByRole("table", { name: "Leads" })).toContainText(`Rosa Export ${tag}`);
    await expectAccessible(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rumbo-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, "utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("id,fecha (Lima),origen,nombre,correo,teléfono,teléfono verificado,institución,carrera,mensaje");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,perfil,Rosa Export ${tag},${email},'+51${phone},no,`);
    expect(lines[1]).toMatch(/,"'=1\+1, quiero becas"$/);
  });

  test("recorrido fotográfico de las páginas de operaciones", async ({ page }) => {
    const dir = process.env.ADMIN_OPS_SHOTS;
    test.skip(!dir, "Solo con ADMIN_OPS_SHOTS=<carpeta> (revisión visual a mano).");
    test.setTimeout(300_000);
    await loginAs(page, demoAdmin.email, demoAdmin.password);
    const paths = [
      "/admin/feria",
      "/admin/feria/stands",
      "/admin/feria/conferencias",
      "/admin/asesores",
      "/admin/asesores/sesiones",
      "/admin/colegios",
      "/admin/leads",
      "/admin/pedidos",
      "/admin/solicitudes",
      "/admin/correos",
    ];
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      for (const path of paths) {
        await page.goto(path);
        await expectAccessible(page);
        await page.screenshot({ path: `${dir}/${size.width}${path.replaceAll("/", "_")}.png`, fullPage: true });
      }
      for (const [label, path] of [
        ["feria", "/admin/feria"],
        ["asesor", "/admin/asesores"],
        ["colegio", "/admin/colegios"],
        ["pedido", "/admin/pedidos"],
      ] as const) {
        await page.goto(path);
        const link = page.getByRole("table").first().locator("tbody").getByRole("link").first();
        if (!(await link.count())) continue;
        await Promise.all([page.waitForURL((url) => url.pathname !== path), link.click()]);
        await expectAccessible(page);
        await page.screenshot({ path: `${dir}/${size.width}_detalle_${label}.png`, fullPage: true });
      }
    }
  });
});
