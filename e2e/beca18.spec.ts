import { expect, expectAccessible, test } from "./fixtures";

test.describe("Beca 18: «¿Cuánto sumaría con Beca 18?»", () => {
  test("en una carrera de una institución pública: abre el estimador, escribe su puntaje y ve cada parte y el total de 180", async ({
    page,
  }) => {
    await page.goto("/universidad-nacional-mayor-de-san-marcos/carrera/medicina-humana");
    const disclosure = page.locator("details", { hasText: "¿Cuánto sumaría con Beca 18?" });
    await disclosure.getByText("¿Cuánto sumaría con Beca 18?").click();
    const enp = page.getByRole("textbox", { name: /Examen Nacional de Preselección/ });
    await expect(enp).toBeVisible();
    await enp.fill("130");
    await expect(enp).toHaveAccessibleDescription(/El puntaje va de 0 a 120\./);
    await enp.fill("90");
    await page.getByRole("textbox", { name: /Condiciones priorizadas/ }).fill("0");
    await page.getByRole("combobox", { name: "Tu región" }).selectOption("AYACUCHO");
    const result = page.getByRole("region", { name: /Tu estimación para/ });
    // 90 + 0 + group unknown (left out) + 10 (public) + ME of Ayacucho (quintile 3: 6) + 0 (university)
    await expect(result.getByText("106 de 180")).toBeVisible();
    await expect(result.getByText(/Grupo no disponible/)).toBeVisible();
    await expect(
      result.getByText(/Te mudarías de Ayacucho a Lima: movilidad estudiantil, quintil 3 de Ayacucho → 6 puntos\./),
    ).toBeVisible();
    await expect(result.getByText("PRONABEC decide; confirma en pronabec.gob.pe.")).toBeVisible();
    await expect(result.getByRole("link", { name: "Beca 18 en pronabec.gob.pe" })).toHaveAttribute(
      "href",
      "https://www.pronabec.gob.pe/beca-18/",
    );
    await expectAccessible(page);
  });
});
