import { quickInterestItems } from "../lib/content/vocational/interests";
import { expect, expectAccessible, test } from "./fixtures";
import { registerStudent } from "./support/session";

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
    // 90 + 0 + 10 (PRONABEC's group 1, from the 2026 list) + 10 (public) + ME of Ayacucho (quintile 3: 6) + 0 (university)
    await expect(result.getByText("116 de 180")).toBeVisible();
    await expect(result.getByText(/Grupo 1 de PRONABEC: 10 puntos/)).toBeVisible();
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

  test("en su resultado: una sede elegible de una carrera sugerida, con sus puntos, y su página con el estimador", async ({ page }) => {
    test.setTimeout(90_000);
    await registerStudent(page, { name: "Yesenia", surname: "Quispe" });
    const processId = (await (await page.request.get("/api/vocational")).json()).data.process.id as string;
    const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "I"].includes(i.scale) ? 5 : 1]));
    const put = await page.request.put(`/api/vocational/progress/${processId}`, {
      data: { data: { section: "professional-interest", answers, mode: "quick", position: 30 } },
    });
    expect(put.status()).toBe(200);

    await page.goto("/orientacion-vocacional/resultado-proceso-vocacional");
    const section = page.getByRole("region", { name: "Dónde podrías estudiarla con Beca 18" });
    await expect(section).toContainText("sin contar tu examen (ENP) ni tus condiciones prioritarias");
    await expect(section).toContainText("No sabemos tu región");
    await expect(section).toContainText("lista parcial");
    await expect(section.getByRole("link", { name: /pronabec\.gob\.pe\/beca-18/ })).toHaveAttribute(
      "href",
      "https://www.pronabec.gob.pe/beca-18/",
    );
    const option = section.getByTestId("beca18-option").first();
    await expect(option.getByTestId("beca18-option-points")).toHaveText(/^\d+(\.\d)? puntos por la sede$/);
    await expect(option).toContainText(/Grupo [123] de PRONABEC/);
    await expectAccessible(page);
    // With BECA18_SHOTS=1, what she sees (to review the layout at phone width).
    if (process.env.BECA18_SHOTS) await section.screenshot({ path: "/tmp/beca18-resultado.png" });

    await option.getByRole("link").click();
    await expect(page.getByText("La lista Beca 18 2026 de PRONABEC la incluye como programa elegible")).toBeVisible();
    await page.getByText("¿Cuánto sumaría con Beca 18?").click();
    await expect(page.getByRole("region", { name: /Tu estimación para/ }).getByText(/Grupo [123] de PRONABEC: \d+ puntos/)).toBeVisible();
  });
});
