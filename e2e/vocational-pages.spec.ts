import { quickInterestItems } from "../lib/content/vocational/interests";
import { expect, expectAccessible, test } from "./fixtures";
import { registerStudent } from "./support/session";

const base = "/orientacion-vocacional";

test("cada página del test se ve y pasa axe, antes y después de tener resultado", async ({ page }) => {
  test.setTimeout(240_000);
  await registerStudent(page, { name: "Rosa", surname: "Huamán" });

  // Before a result: what is missing, and the decision page points there.
  await page.goto(`${base}/InfoIncompletaResultado`);
  await expect(page.getByRole("heading", { level: 1, name: "Te falta poco para tu resultado" })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${base}/resultado-proceso-vocacional`);
  await expect(page).toHaveURL(/InfoIncompletaResultado/);

  const vocational = await page.request.get("/api/vocational");
  const processId = (await vocational.json()).data.process.id as string;
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["R", "I"].includes(i.scale) ? 5 : 1]));
  const saved = await page.request.put(`/api/vocational/progress/${processId}`, {
    data: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
  });
  expect(saved.status()).toBe(200);

  const pages: [string, RegExp][] = [
    ["", /mapa vocacional/],
    ["/personalidad", /Personalidad/],
    ["/inteligencias-multiples", /Inteligencias múltiples/],
    ["/valores-profesionales", /Valores profesionales/],
    ["/habilidades-fuertes", /Habilidades fuertes/],
    ["/cualidades-unicas", /Cualidades únicas/],
    ["/intereses-actividades-front", /Intereses y actividades/],
    ["/intereses-actividades", /Intereses y actividades/],
    ["/interes-carrera", /Interés por áreas de carreras/],
    ["/respuesta-interes-carrera", /Tus áreas de interés/],
    ["/filtrar-carreras", /Filtrar carreras/],
    ["/backup-filtrar-carrera", /Filtro rápido de carreras/],
    ["/descarte-carreras", /Descartar carreras/],
    ["/calificar-carrera", /Calificar carreras/],
    ["/instituciones-universidades-institutos", /Dónde quieres estudiar/],
    ["/enunciado-vocacion", /Tu vocación en una frase/],
    ["/momento-decidir", /Momento de decidir/],
    ["/resultado-proceso-vocacional", /este es tu resultado/],
    ["/intereses-profesionales", /Intereses profesionales/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    await expectAccessible(page);
  }

  // A choice is saved and survives a reload.
  await page.goto(`${base}/habilidades-fuertes`);
  await page.getByRole("checkbox", { name: "Matemática", exact: true }).check();
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Matemática", exact: true })).toBeChecked();

  // The map shows the prize of the finished interests test.
  await page.goto(base);
  await expect(page.getByText("Exploradora o explorador:")).toBeVisible();
});
