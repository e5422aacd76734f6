import { inflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { quickInterestItems } from "../lib/content/vocational/interests";
import { expect, expectAccessible, test } from "./fixtures";
import { newPersonPage, registerStudent } from "./support/session";

const SAN_MARCOS = "universidad-nacional-mayor-de-san-marcos";

/** The text pdfkit drew (hex strings in TJ arrays) in every compressed stream of the PDF. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^]*?>>\s*stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf("endstream", start);
    let ops: string;
    try {
      ops = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of ops.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push([...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join(""));
  }
  return lines.join("\n");
}

async function finishQuickTest(page: Page): Promise<string> {
  const processId = (await (await page.request.get("/api/vocational")).json()).data.process.id as string;
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "I"].includes(i.scale) ? 5 : 1]));
  const res = await page.request.put(`/api/vocational/progress/${processId}`, {
    data: { data: { section: "professional-interest", answers, mode: "quick", position: 30 } },
  });
  expect(res.status()).toBe(200);
  return processId;
}

test("su lista: «Me interesa» y «Guardar» siguen ahí al recargar, en «Mi lista», en el PDF y en el panel de su madre", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await registerStudent(page, { name: "Inés", surname: "Huamán" });
  const processId = await finishQuickTest(page);

  // «Me interesa» on her first suggestion.
  await page.goto("/orientacion-vocacional/resultado-proceso-vocacional");
  const first = page.getByRole("list", { name: "Carreras sugeridas" }).locator(":scope > li").first();
  const career = (await first.getByRole("heading").textContent())!.replace(/^\d+\.\s*/, "").trim();
  await first.getByRole("button", { name: `Me interesa ${career}` }).click();
  await expect(first.getByRole("status")).toContainText(`${career} te interesa: está en tu lista`);

  // «Guardar en mi lista» on San Marcos' profile.
  await page.goto(`/${SAN_MARCOS}`);
  const institution = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("button", { name: "☆ Guardar en mi lista" }).click();
  await expect(page.getByRole("button", { name: "★ En mi lista" })).toBeVisible();

  // After a reload both are on her list, each saying where it came from.
  await page.goto("/cuenta/lista");
  await page.reload();
  const careerItem = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: career, exact: true }) });
  await expect(careerItem).toContainText("Te interesó en tu resultado el");
  const placeItem = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: institution, exact: true }) });
  await expect(placeItem).toContainText("La guardaste el");
  await expect(page.getByRole("checkbox", { name: "Mostrar mi lista en mi enlace compartido" })).not.toBeChecked();
  await expectAccessible(page);
  // With SHORTLIST_SHOTS=1, what she sees (to review the layout at phone width).
  if (process.env.SHORTLIST_SHOTS) await page.screenshot({ path: "/tmp/shortlist-lista.png", fullPage: true });

  // The result page, reloaded, still knows: no «Me interesa» button, the status instead; the test's section counts the real list.
  await page.goto("/orientacion-vocacional/resultado-proceso-vocacional");
  await expect(page.getByRole("list", { name: "Carreras sugeridas" }).getByText(`${career} te interesa: está en tu lista`)).toBeVisible();
  if (process.env.SHORTLIST_SHOTS) await page.screenshot({ path: "/tmp/shortlist-resultado.png", fullPage: true });
  await page.goto("/orientacion-vocacional/instituciones-universidades-institutos");
  await expect(page.getByRole("heading", { name: "Tus elegidas (1)" })).toBeVisible();

  // The PDF lists both under «Tu lista».
  const pdf = await page.request.get(`/api/pdf/vocational/${processId}`);
  expect(pdf.status()).toBe(200);
  const text = pdfText(Buffer.from(await pdf.body()));
  expect(text).toContain("Tu lista");
  expect(text).toContain(`${career} (Te interesó en tu resultado el`);
  expect(text).toContain(`${institution} (La guardaste el`);

  // Her mother, linked with a code, sees the list on her panel.
  const code = (await (await page.request.post("/api/student/parent-code")).json()).data.code as string;
  const parent = await newPersonPage(browser);
  await registerStudent(parent, { name: "Rosa", surname: "Huamán", role: "user-parent" });
  expect((await parent.request.post("/api/parent/children", { data: { code } })).status()).toBe(201);
  await parent.goto("/padres/panel");
  const list = parent.getByRole("region", { name: "La lista de Inés" });
  await expect(list).toContainText(`${career}`);
  await expect(list).toContainText("Le interesó en su resultado");
  await expect(list).toContainText(institution);
  await expect(list).toContainText("La guardó");
  await expectAccessible(parent);
  if (process.env.SHORTLIST_SHOTS) await parent.screenshot({ path: "/tmp/shortlist-padres.png", fullPage: true });
  await parent.context().close();
});
