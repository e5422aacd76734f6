import { mkdirSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { demoStudent } from "./support/session";
import { reviewShots } from "./support/shots";

const SHOTS = process.env.UX_SHOTS_DIR ?? "/tmp/ux-shots";
if (reviewShots) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, info: TestInfo, name: string) => {
  if (reviewShots) await page.screenshot({ path: `${SHOTS}/${info.project.name}-${name}.png`, fullPage: false });
};
const isPhone = (info: TestInfo) => info.project.name === "phone";

/** The profile path of the first institution a search finds. */
async function profileOf(page: Page, search: string): Promise<{ path: string; name: string }> {
  const res = await page.request.get(`/api/institution?search=${encodeURIComponent(search)}`);
  const first = (await res.json()).data.items[0];
  return { path: `/${first.username}`, name: first.name };
}

test.describe("ux: una acción que necesita cuenta", () => {
  test("guardar sin sesión abre el login en la misma página; al entrar se guarda y el formulario viene lleno", async ({ page }, info) => {
    const target = await profileOf(page, isPhone(info) ? "PUCP" : "UNMSM");
    await page.goto(target.path);
    await page.getByRole("button", { name: "☆ Guardar en mi lista" }).click();
    const dialog = page.getByRole("dialog", { name: "Inicia sesión" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Seguirás en esta página.", { exact: false })).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, "login-modal");
    await dialog.getByLabel("Correo electrónico").fill(demoStudent.email);
    await dialog.getByLabel("Contraseña").fill(demoStudent.password);
    await dialog.getByRole("button", { name: "Iniciar sesión" }).click();

    await expect(page.getByRole("button", { name: "★ En mi lista" })).toHaveAttribute("aria-pressed", "true");
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(target.path);
    const saved = (await (await page.request.get("/api/student/institutions")).json()).data as { name: string }[];
    expect(saved.map((i) => i.name)).toContain(target.name);

    // The request-information form of a logged-in student comes filled from the session.
    await page.getByRole("button", { name: "Solicitar información" }).click();
    const lead = page.getByRole("dialog", { name: `Solicitar información a ${target.name}` });
    await expect(lead.getByLabel("Nombre completo")).toHaveValue(/^Lucía/);
    await expect(lead.getByLabel("Correo electrónico")).toHaveValue(demoStudent.email);
    await expect(lead.getByLabel("Celular")).not.toHaveValue("");
    await lead.getByRole("button", { name: "Cerrar" }).click();

    // Leave the demo account as it was.
    await page.getByRole("button", { name: "★ En mi lista" }).click();
    await expect(page.getByRole("button", { name: "☆ Guardar en mi lista" })).toBeVisible();
  });

  test("sin sesión, 'Guardar universidades en mi lista' del directorio pide la cuenta en un modal", async ({ page }) => {
    await page.goto("/instituciones");
    await page.getByRole("button", { name: "Guardar universidades en mi lista" }).click();
    await expect(page.getByRole("dialog", { name: "Inicia sesión" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Inicia sesión" })).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/instituciones");
  });
});

test.describe("ux: directorio", () => {
  test("dos filtros seguidos se aplican los dos; en el celular se pliegan tras 'Filtros (n)'", async ({ page }, info) => {
    await page.goto("/instituciones");
    const type = page.getByRole("combobox", { name: "Tipo" });
    const toggle = page.getByRole("button", { name: /^Filtros \(\d\)$/ });
    if (isPhone(info)) {
      await expect(type).toBeHidden();
      await shot(page, info, "directory-folded");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    } else {
      await expect(toggle).toBeHidden();
    }
    await expect(type).toBeVisible();
    // Both at once, without waiting for the first navigation.
    await type.selectOption("universidad");
    await page.getByRole("combobox", { name: "Gestión" }).selectOption("publica");
    await expect(page).toHaveURL(/type=universidad/);
    await expect(page).toHaveURL(/gestion=publica/);
    const expected = (await (await page.request.get("/api/institution?type=universidad&gestion=publica")).json()).data.total;
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${expected} resultados`) })).toBeVisible();
    await expect(type).toHaveValue("universidad");
    if (isPhone(info)) await expect(page.getByRole("button", { name: "Filtros (2)" })).toBeVisible();
    await expectAccessible(page);
    await shot(page, info, "directory-filtered");
  });

  test("«Recomendado» empieza por licenciadas; una licencia denegada se explica; «Tecsup No.2» se encuentra", async ({ page }, info) => {
    await page.goto("/instituciones");
    const cards = page.getByRole("list", { name: "Instituciones" }).getByRole("listitem");
    await expect(cards.first()).toContainText("Licenciada");
    await expect(page.getByRole("list", { name: "Instituciones" }).getByText("Licencia denegada")).toHaveCount(0);

    await page.getByRole("searchbox", { name: "Buscar universidad, instituto o carrera" }).fill("Alas Peruanas");
    await expect(page).toHaveURL(/search=Alas/);
    const uap = cards.filter({ hasText: "Universidad Alas Peruanas" }).first();
    await expect(uap.getByTestId("licence-explained")).toContainText("ya no puede admitir alumnos nuevos");
    await shot(page, info, "directory-denied");

    await page.getByRole("searchbox", { name: "Buscar universidad, instituto o carrera" }).fill("Tecsup No.2");
    await expect(page).toHaveURL(/search=Tecsup/);
    await expect(cards.first().getByRole("heading")).toHaveText(/^Tecsup No\.2$/i);
  });

  test("en el perfil, el mapa no tapa Provincia ni Distrito", async ({ page }, info) => {
    const target = await profileOf(page, "UNMSM");
    await page.goto(target.path);
    const map = page.getByRole("img", { name: /Mapa del Perú/ });
    await map.scrollIntoViewIfNeeded();
    const mapBox = (await map.boundingBox())!;
    for (const label of ["Región", "Provincia", "Distrito"]) {
      const term = page.locator("dt", { hasText: label }).first();
      const value = term.locator("xpath=following-sibling::dd[1]");
      for (const box of [(await term.boundingBox())!, (await value.boundingBox())!]) {
        expect(box.x + box.width, `${label} y el mapa se superponen`).toBeLessThanOrEqual(mapBox.x + 1);
      }
    }
    await page.locator("#ubicacion").scrollIntoViewIfNeeded();
    await shot(page, info, "profile-map");
  });
});

test.describe("ux: registro", () => {
  test("/empezar: rol y celular antes del nombre dejan escribir el nombre y piden lo que falta", async ({ page }, info) => {
    await page.goto("/empezar");
    await page.getByText("Alumno", { exact: true }).click();
    await page.getByRole("textbox", { name: "Celular" }).fill(`9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
    await expect(page.getByText("Celular válido")).toBeVisible();
    await expect(page.getByText("Ingresa tu nombre.")).toBeVisible();
    const name = page.getByRole("textbox", { name: "Nombre" });
    await name.fill("Rosa");
    await expect(name).toHaveValue("Rosa");
    await page.getByRole("textbox", { name: "Apellido" }).fill("Huamán");
    await expect(page.getByText("Ingresa tu nombre.")).toBeHidden();
    await expectAccessible(page);
    await shot(page, info, "empezar");
    // No made-up WhatsApp number in the contact line of the header.
    await expect(page.getByText("+51900000000")).toHaveCount(0);
  });

  test("/empezar-v2: el paso de la cuenta se abre sin errores", async ({ page }, info) => {
    await page.goto("/empezar-v2");
    await page.getByText("Aún no sé qué estudiar").click();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("combobox", { name: "Región" }).selectOption({ index: 1 });
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Continuar" }).click();
    const form = page.getByRole("form", { name: "Crea tu cuenta" });
    await expect(form).toBeVisible();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(form.getByText("Completa tu nombre.")).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, info, "empezar-v2-account");
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await expect(form.getByText("Completa tu nombre.")).toBeVisible();
  });
});

test.describe("ux: portada, test y resultado", () => {
  for (const [path, name] of [
    ["/", "home"],
    ["/test-orientacion-vocacional", "test"],
    ["/result", "result"],
  ] as const) {
    test(`${path}: ilustración propia, título sin la marca repetida, sin número inventado`, async ({ page }, info) => {
      await page.goto(path);
      await expect(page).not.toHaveTitle(/Rumbo.*Rumbo/);
      const art = page.locator("section").first().locator("svg[aria-hidden='true']").first();
      await expect(art).toBeVisible();
      expect(await art.getAttribute("width")).toBeTruthy();
      expect(await art.getAttribute("height")).toBeTruthy();
      await expect(page.getByText("+51900000000")).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, info, name);
    });
  }

  test("los títulos con sesión no repiten «Rumbo»", async ({ page }) => {
    const login = await page.request.post("/api/auth/login", {
      data: { user: demoStudent.email, password: demoStudent.password, role: "user" },
    });
    expect(login.status()).toBe(200);
    for (const path of ["/orientacion-vocacional", "/orientacion-vocacional/metodologia", "/instituciones"]) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(/· Rumbo$/);
      await expect(page, path).not.toHaveTitle(/Rumbo.*Rumbo/);
    }
  });
});
