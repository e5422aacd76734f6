import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { interestsCheckedInstrument, quickInterestItems } from "../lib/content/vocational/interests";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, loginAs, newPersonPage, registerStudent } from "./support/session";

const itemOf = new Map(interestsCheckedInstrument.items.map((i) => [i.id, i]));
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const freshEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.pe`;

/** With FAMILY_SHOTS=1, a full-page screenshot of what the person sees (to review the layout). */
async function shot(page: Page, name: string) {
  if (!process.env.FAMILY_SHOTS) return;
  if (test.info().project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/family-${test.info().project.name}-${name}.png`, fullPage: true });
}

/** The newest e-mail to `to`, read from the outbox as the demo admin. */
async function lastMail(admin: Page, to: string) {
  const res = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status()).toBe(200);
  const [mail] = (await res.json()).data as Array<{ text: string; kind: string }>;
  return mail;
}

/** Answers the quick items (30, and the adaptive ones) as a Social–Investigative student through the real pages. */
async function takeQuickTest(page: Page) {
  await page.goto("/orientacion-vocacional/intereses-profesionales");
  await page.getByRole("button", { name: "Empezar el test rápido" }).click();
  // The 30 quick statements, then the adaptive ones (up to 6) and the 3 reversed checks until the section ends.
  // After them come the quick mode's two choice steps («Paso 2 de 3»).
  const done = page.getByRole("heading", { name: /^Paso 2 de 3/ });
  for (let n = 0; n < 39; n++) {
    if (n >= 30 && (await done.isVisible())) break;
    const current = page.locator("[data-item-id]");
    const id = (await current.getAttribute("data-item-id"))!;
    // A reversed check statement (key -1) is answered the other way, as a careful student does.
    const item = itemOf.get(id)!;
    const like = ["S", "I"].includes(item.scale) !== (item.key === -1);
    await page.getByRole("radio", { name: like ? "Me gusta mucho" : "Me disgusta mucho" }).click();
    await expect(page.locator("[data-item-id]").or(done)).not.toHaveAttribute("data-item-id", id);
  }
  await expect(done).toBeVisible();
  // She skips both steps: her result comes from the statements.
  await page.getByRole("button", { name: "Omitir" }).click();
  await expect(page.getByRole("heading", { name: /^Paso 3 de 3/ })).toBeVisible();
  await page.getByRole("button", { name: "Omitir" }).click();
  await expect(page).toHaveURL(/resultado-proceso-vocacional/);
}

/** The API's answers to the quick test for a student created through the API (the parent journey). */
async function finishQuickTestByApi(page: Page) {
  const processId = (await (await page.request.get("/api/vocational")).json()).data.process.id as string;
  const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "I"].includes(i.scale) ? 5 : 1]));
  const res = await page.request.put(`/api/vocational/progress/${processId}`, {
    data: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
  });
  expect(res.status()).toBe(200);
}

test.describe("colegios y familias", () => {
  test("el admin invita a un orientador, que elige su contraseña, crea un código y ve a la estudiante que se une, acepta compartir y termina el test", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    // Admin: invites a counsellor of the first school of the list.
    await loginAs(page, demoAdmin.email, demoAdmin.password);
    await page.goto("/admin/orientadores");
    await expect(page.getByRole("heading", { level: 1, name: "Orientadores de colegio" })).toBeVisible();
    await page.getByRole("list", { name: "Colegios encontrados" }).getByRole("button").first().click();
    const email = freshEmail("orientador");
    await page.getByLabel("Nombre").fill("Rosa");
    await page.getByLabel("Apellido").fill("Huamán");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Le llegará un correo para elegir su contraseña" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Orientadores", exact: true }).getByText(email)).toBeVisible();
    await expectAccessible(page);
    await shot(page, "admin-orientadores");
    const mail = await lastMail(page, email);
    expect(mail.kind).toBe("counsellor-invitation");
    const link = new URL(/https?:\/\/\S+\/\?token=[\w-]+/.exec(mail.text)![0]);

    // Counsellor: the e-mail's link activates her account; choosing the password signs her in on her panel.
    const counsellor = await newPersonPage(browser);
    await counsellor.goto(link.pathname + link.search);
    const dialog = counsellor.getByRole("dialog", { name: "Activa tu cuenta" });
    await dialog.getByLabel("Nueva contraseña").fill("Orienta-2026!");
    await dialog.getByLabel("Repite la contraseña").fill("Orienta-2026!");
    await dialog.getByRole("button", { name: "Activar mi cuenta" }).click();
    await counsellor.waitForURL((url) => url.pathname === "/colegio/panel");
    // Her menu opens with her panel; payments and school registration are the student's.
    await counsellor.getByRole("button", { name: /menú de tu cuenta/ }).click();
    await expect(counsellor.getByRole("link", { name: "Panel del colegio" })).toBeVisible();
    await expect(counsellor.getByRole("link", { name: "Mis pagos" })).toHaveCount(0);
    await counsellor.keyboard.press("Escape");
    // Both projects share one server and school: the other viewport's student may already be listed.
    await expect(counsellor.getByRole("heading", { level: 2, name: "Estudiantes" })).toBeVisible();
    await counsellor.getByLabel("Grado").last().selectOption("5");
    await counsellor.getByRole("textbox", { name: "Sección" }).fill("A");
    await counsellor.getByRole("button", { name: "Crear código" }).click();
    const code = (await counsellor.locator("strong.font-mono").textContent())!.trim();
    expect(code).toMatch(/^5A-[A-Z2-9]{6}$/);
    await expectAccessible(counsellor);

    // The code's row has the class invitation link, copied to hand to the section.
    await counsellor.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await counsellor
      .getByRole("region", { name: "Códigos creados" })
      .getByRole("row")
      .filter({ hasText: code })
      .getByRole("button", { name: "Copiar enlace de 5.º A" })
      .click();
    await expect(counsellor.getByRole("button", { name: "Enlace copiado de 5.º A" })).toBeVisible();
    const invitation = new URL(await counsellor.evaluate(() => navigator.clipboard.readText()));

    // Student: opens the invitation link; the school, grade, section and code come filled in. She
    // agrees to share and takes the quick test.
    const student = await newPersonPage(browser);
    await student.goto(invitation.pathname + invitation.search);
    await expect(student.getByText("Tu colegio te invitó", { exact: false })).toBeVisible();
    await expect(student.getByLabel("Grado")).toHaveValue("5");
    await expect(student.getByLabel("Sección (opcional)")).toHaveValue("A");
    await expect(student.getByLabel("Código del colegio")).toHaveValue(code);
    await student.getByLabel("Día").selectOption("9");
    await student.getByLabel("Mes").selectOption({ label: "julio" });
    await student.getByLabel("Año").selectOption(String(new Date().getFullYear() - 16));
    await student.getByRole("checkbox", { name: "Quiero que mi colegio vea mi avance" }).check();
    await student.getByLabel("Nombre").fill("Micaela");
    await student.getByLabel("Apellido").fill("Condori");
    await student.getByRole("textbox", { name: "Celular" }).fill(freshMobile());
    await student.getByLabel("Correo electrónico").fill(freshEmail("alumna"));
    await student.getByLabel("Contraseña").fill("Clave-alumna-1");
    await student.getByLabel(/Acepto las/).check();
    await expectAccessible(student);
    await student.getByRole("button", { name: "Crear mi cuenta" }).click();
    await student.waitForURL((url) => url.pathname === "/orientacion-vocacional");
    await takeQuickTest(student);

    // Counsellor: the student is in the panel, with her result.
    // The last answers reach the server a moment after the last screen (the answer queue).
    const row = counsellor.getByRole("row").filter({ hasText: "Micaela Condori" }).first();
    await expect(async () => {
      await counsellor.reload();
      await expect(row).toContainText("terminó el test", { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText("Social");
    await expectAccessible(counsellor);
    await shot(counsellor, "colegio-panel");
    await row.getByRole("link", { name: "Micaela Condori" }).click();
    await expect(counsellor.getByRole("heading", { level: 1, name: "Micaela Condori" })).toBeVisible();
    await expect(counsellor.getByText("5.º de secundaria · sección A")).toBeVisible();
    await expect(counsellor.getByRole("list", { name: "Carreras sugeridas" }).locator(":scope > li")).toHaveCount(10);
    await expect(counsellor.getByText(/@example\.pe/)).toHaveCount(0);
    await expectAccessible(counsellor);
    await shot(counsellor, "colegio-estudiante");
    await counsellor.context().close();
    await student.context().close();
  });

  test("una madre se registra, se vincula con el código de su hija y ve sus carreras con costos y fuentes; la hija la ve y puede quitarla", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await registerStudent(page, { name: "Valeria", surname: "Mamani" });
    await finishQuickTestByApi(page);
    await page.goto("/cuenta");
    await page.getByRole("button", { name: "Crear código para mi familia" }).click();
    const code = (await page.getByTestId("parent-code").textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await expect(page.getByRole("link", { name: "Enviar por WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\?text=.*${code}`),
    );
    await expectAccessible(page);
    await shot(page, "cuenta");

    // Parent: registers as «Padre o Madre» and lands on her panel, not on the test.
    const parent = await newPersonPage(browser);
    await parent.goto("/empezar");
    await parent.getByText("Padre o Madre", { exact: true }).click();
    await parent.getByLabel("Nombre").fill("Carmen");
    await parent.getByLabel("Apellido").fill("Mamani");
    await parent.getByRole("textbox", { name: "Celular" }).fill(freshMobile());
    await expect(parent.getByText("Celular válido")).toBeVisible();
    await parent.getByLabel("Correo electrónico").fill(freshEmail("madre"));
    await expect(parent.getByText("Correo válido")).toBeVisible();
    await parent.getByLabel("Contraseña").fill("Clave-madre-1");
    await parent.getByLabel(/Acepto las/).check();
    await parent.getByRole("button", { name: "Crear mi cuenta" }).click();
    await parent.waitForURL((url) => url.pathname === "/padres/panel");
    await expectAccessible(parent);
    await parent.getByLabel("Código de tu hijo o hija").fill(code.toLowerCase());
    await parent.getByRole("button", { name: "Vincular" }).click();
    await expect(parent.getByRole("heading", { level: 2, name: "Valeria Mamani" })).toBeVisible();
    await expect(parent.getByRole("heading", { name: "Comparación de costos" })).toBeVisible();
    await expect(parent.getByText("Costo", { exact: true }).first()).toBeVisible();
    await expect(parent.getByText(/Fuente: Ponte en Carrera/).first()).toBeVisible();
    await expect(parent.getByRole("region", { name: /Costos de las carreras de Valeria/ }).getByRole("row")).not.toHaveCount(1);
    await expectAccessible(parent);
    await shot(parent, "padres-panel");

    // The same code does not work twice.
    await parent.getByLabel("Código de tu hijo o hija").fill(code);
    await parent.getByRole("button", { name: "Vincular" }).click();
    await expect(parent.getByText("Ese código ya se usó.", { exact: false })).toBeVisible();

    // Student: sees her mother and removes her.
    await page.reload();
    await page.getByRole("button", { name: "Quitar a Carmen" }).click();
    await expect(page.getByText("Carmen ya no ve tu avance.")).toBeVisible();
    await parent.reload();
    await expect(parent.getByRole("heading", { level: 2, name: "Valeria Mamani" })).toHaveCount(0);
    await parent.context().close();
  });
});
