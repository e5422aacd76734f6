import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, registerStudent } from "./support/session";

const SAN_MARCOS = "Universidad Nacional Mayor de San Marcos";
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** Reads the newest 6-digit code sent to `phone` from the outbox, as the demo admin. */
async function codeFromOutbox(baseURL: string, phone: string): Promise<string> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post("/api/auth/login", { data: { user: demoAdmin.email, password: demoAdmin.password, role: "user" } });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()).data;
    let code: string | undefined;
    await expect(async () => {
      const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(phone)}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(200);
      const messages = (await res.json()).data as { channel: string; text: string }[];
      const sms = messages.find((m) => m.channel === "sms");
      code = sms ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
      expect(code).toBeTruthy();
    }).toPass({ timeout: 10_000 });
    return code!;
  } finally {
    await admin.dispose();
  }
}

/** On a phone nothing may be wider than the screen (it would widen the layout viewport). */
async function expectNoSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `desborde horizontal en ${page.url()}`).toBeLessThanOrEqual(client);
}

async function search(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Buscar universidad, instituto o carrera" });
  await box.fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

test.describe("catálogo: buscar, ver, comparar y pedir información", () => {
  test("encuentra San Marcos por «san marcos» y por «UNMSM», abre su perfil con cifras y fuentes", async ({ page }) => {
    // Four pages and four accessibility checks, one of them over all 63 careers: 27 s on a quiet
    // machine, over a minute while the security suite runs beside it on a slower one.
    test.setTimeout(120_000);
    await page.goto("/instituciones");
    await expect(page.getByRole("heading", { level: 1, name: "Universidades e institutos del Perú" })).toBeVisible();
    await expect(page.getByText(/^1,160 resultados/)).toBeVisible();
    await expectAccessible(page);
    await expectNoSideScroll(page);

    await search(page, "san marcos");
    const list = page.getByRole("list", { name: "Instituciones" });
    await expect(list.getByRole("link", { name: SAN_MARCOS })).toBeVisible();
    await search(page, "UNMSM");
    await expect(list.getByRole("listitem")).toHaveCount(1);
    const card = list.getByRole("listitem").first();
    await expect(card.getByText("Licenciada por SUNEDU")).toBeVisible();
    await expect(card.getByText("corte 2022-08-17")).toBeVisible();

    await card.getByRole("link", { name: SAN_MARCOS }).click();
    await expect(page).toHaveURL(/\/universidad-nacional-mayor-de-san-marcos$/);
    await expect(page.getByRole("heading", { level: 1, name: SAN_MARCOS })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ubicación" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Mapa del Perú/ })).toBeVisible();
    // A large university: the first 12 careers with their figures, then a link to all of them.
    const careers = page.getByRole("list", { name: "Carreras que ofrece" });
    await expect(careers.getByRole("listitem")).toHaveCount(12);
    await expect(page.getByText(/^Se muestran 12 de \d+ carreras/)).toBeVisible();
    await page.getByRole("link", { name: /^Ver las \d+ carreras$/ }).click();
    await expect(page).toHaveURL(/\/universidad-nacional-mayor-de-san-marcos\?carreras=todas#carreras$/);
    expect(await careers.getByRole("listitem").count()).toBeGreaterThan(12);
    // The longer version of the page keeps the profile as its canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/universidad-nacional-mayor-de-san-marcos$/);
    await expect(page.getByRole("link", { name: "Mostrar solo las primeras 12" })).toBeVisible();
    const medicine = careers
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "Medicina Humana" }) })
      .first();
    await expect(medicine.getByText("Ingresantes / postulantes")).toBeVisible();
    await expect(medicine.getByText(/ingresantes de [\d,]+ postulantes/)).toBeVisible();
    await expect(medicine.getByText(/Fuente: Ponte en Carrera \(MINEDU\/MTPE\), búsqueda 2016/).first()).toBeVisible();
    await expectAccessible(page);
    await expectNoSideScroll(page);

    await medicine.getByRole("link", { name: "Medicina Humana" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Medicina Humana/ })).toBeVisible();
    await expect(page.getByText("Duración", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test("compara San Marcos con otras dos y la dirección se puede compartir", async ({ page }) => {
    await page.goto("/universidad-nacional-mayor-de-san-marcos");
    await page.getByRole("link", { name: "Comparar" }).click();
    await expect(page.getByRole("heading", { name: /Elegidas \(1 de 4\)/ })).toBeVisible();
    await expectNoSideScroll(page);
    for (const [i, q] of ["cayetano heredia", "ingenieria"].entries()) {
      await page.getByRole("searchbox", { name: "Nombre o siglas" }).fill(q);
      await page.getByRole("button", { name: "Buscar" }).click();
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page.getByRole("searchbox", { name: "Nombre o siglas" })).toHaveValue(q);
      await page
        .getByRole("list", { name: "Resultados de la búsqueda" })
        .getByRole("link", { name: /^Añadir/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { name: new RegExp(`Elegidas \\(${i + 2} de 4\\)`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: /Elegidas \(3 de 4\)/ })).toBeVisible();
    await page.getByRole("link", { name: "Comparar 3 instituciones" }).click();
    await expect(page).toHaveURL(/\/instituciones\/prueba\/compara\?i=/);
    const table = page.getByRole("table", { name: "Comparación de instituciones" });
    await expect(table.getByRole("columnheader")).toHaveCount(3);
    await expect(table.getByRole("link", { name: SAN_MARCOS })).toBeVisible();
    await expect(table.getByRole("rowheader", { name: /Costo típico/ })).toBeVisible();
    await expectAccessible(page);

    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByRole("table", { name: "Comparación de instituciones" }).getByRole("columnheader")).toHaveCount(3);
    await other.close();
  });

  test.describe(() => {
    // The wrong code on purpose answers 400, which the browser logs.
    test.use({ allowedConsoleErrors: [/notification\/validate/] });
    test("Solicitar información: el código del celular llega por el outbox y confirma la solicitud", async ({ page, baseURL }) => {
      const phone = freshMobile();
      await page.goto("/universidad-nacional-mayor-de-san-marcos");
      await page.getByRole("button", { name: "Solicitar información" }).click();
      const dialog = page.getByRole("dialog", { name: `Solicitar información a ${SAN_MARCOS}` });
      await dialog.getByRole("button", { name: "Enviar y recibir código" }).click();
      await expect(dialog.getByText("Email no es válido")).toBeVisible();
      await dialog.getByLabel("Nombre completo").fill("Valeria Mamani");
      await dialog.getByLabel("Celular").fill(phone);
      await dialog.getByLabel("Correo electrónico").fill("valeria@example.pe");
      await dialog.getByRole("button", { name: "Enviar y recibir código" }).click();
      await expect(dialog.getByText(/Escribe el código de 6 dígitos/)).toBeVisible();
      await expectAccessible(page);

      await dialog.getByLabel("Código").fill("000000");
      const code = await codeFromOutbox(baseURL!, `+51${phone}`);
      if (code !== "000000") {
        await dialog.getByRole("button", { name: "Confirmar código" }).click();
        await expect(dialog.getByText(/El código no es correcto. Te quedan 4 intentos/)).toBeVisible();
      }
      await dialog.getByLabel("Código").fill(code);
      await dialog.getByRole("button", { name: "Confirmar código" }).click();
      await expect(page.getByRole("dialog", { name: "¡Solicitud enviada!" })).toBeVisible();
      await expect(page.getByText(/enviamos tu solicitud a Universidad Nacional Mayor de San Marcos/)).toBeVisible();
    });
  });

  test("con sesión: la guarda en el modal de universidades y sale marcada en el directorio", async ({ page }) => {
    await registerStudent(page);
    await page.goto("/instituciones");
    await page.getByRole("button", { name: "Elegir universidades para mi lista" }).click();
    const dialog = page.getByRole("dialog", { name: "Elige universidades e institutos" });
    await expect(dialog.getByRole("button", { name: "Guardar" })).toBeDisabled();
    await expect(dialog.getByText("0 seleccionadas")).toBeVisible();
    await dialog.getByRole("searchbox", { name: "Buscar" }).fill("UNMSM");
    await dialog.getByRole("checkbox", { name: new RegExp(SAN_MARCOS) }).check();
    await expect(dialog.getByText("1 seleccionada")).toBeVisible();
    await expect(dialog.getByTestId("selected-logo")).toHaveCount(1);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();

    await search(page, "UNMSM");
    await expect(page.getByRole("list", { name: "Instituciones" }).getByText("En tu lista")).toBeVisible();
    const api = await page.request.get("/api/institution?search=UNMSM");
    expect((await api.json()).data.items[0]).toMatchObject({ name: SAN_MARCOS, checked: true });
  });
});

test.describe("catálogo: el perfil de una institución", () => {
  test("lo escrito en 'Solicitar información' sigue ahí al cerrar y volver a abrir; 'Guardar en mi lista' guarda y quita", async ({
    page,
  }) => {
    await page.goto("/universidad-nacional-mayor-de-san-marcos");
    // A visitor sees the same button; it asks for an account in a modal on this page (e2e/ux.spec.ts).
    await expect(page.getByRole("button", { name: "☆ Guardar en mi lista" })).toHaveAttribute("aria-haspopup", "dialog");

    const open = page.getByRole("button", { name: "Solicitar información" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: `Solicitar información a ${SAN_MARCOS}` });
    await dialog.getByLabel("Nombre completo").fill("Rosa Quispe");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await expect(dialog.getByLabel("Nombre completo")).toHaveValue("Rosa Quispe");
    await dialog.getByRole("button", { name: "Cerrar" }).click();

    await registerStudent(page);
    await page.goto("/universidad-nacional-mayor-de-san-marcos");
    const save = page.getByRole("button", { name: "☆ Guardar en mi lista" });
    await save.click();
    await expect(page.getByRole("button", { name: "★ En mi lista" })).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page);
    await page.reload();
    await page.getByRole("button", { name: "★ En mi lista" }).click();
    await expect(page.getByRole("button", { name: "☆ Guardar en mi lista" })).toHaveAttribute("aria-pressed", "false");
    const saved = await page.request.get("/api/student/institutions");
    expect((await saved.json()).data).toEqual([]);
  });
});

test.describe("catálogo: carreras y rutas", () => {
  test("la carrera explica su perfil con el crédito de O*NET y dónde estudiarla", async ({ page }) => {
    await page.goto("/estudiar-carrera/medicina-humana");
    await expect(page.getByRole("heading", { level: 1, name: "Medicina Humana" })).toBeVisible();
    await expect(page.getByText(/Incluye información de la base de datos O\*NET/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Qué hacen sus egresados" })).toContainText(/Trabajan sobre todo en: Hospitales/);
    // Its institutions by pages of 40, each row linking to the career at the institution.
    const table = page.getByRole("table", { name: "Instituciones que ofrecen la carrera" });
    const total = Number(
      /\((\d+) en universidades\)/.exec((await page.getByRole("heading", { name: /^Dónde estudiarla en el Perú/ }).textContent())!)![1],
    );
    expect(total).toBeGreaterThan(40);
    await expect(table.locator("tbody tr")).toHaveCount(40);
    await expect(page.getByText(`Se muestran 1–40 de ${total} · página 1 de 2`)).toBeVisible();
    const unmsm = table.getByRole("row", { name: new RegExp(SAN_MARCOS) });
    await expect(unmsm.getByRole("rowheader")).toContainText("Universidad pública");
    await expect(unmsm.getByRole("link", { name: SAN_MARCOS })).toHaveAttribute(
      "href",
      "/universidad-nacional-mayor-de-san-marcos/carrera/medicina-humana",
    );
    await page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name: "Página 2" }).click();
    await expect(page).toHaveURL(/\/medicina-humana\?page=2#donde$/);
    await expect(table.locator("tbody tr")).toHaveCount(total - 40);
    await expectNoSideScroll(page);
    await page.getByRole("link", { name: "Menor costo" }).click();
    await expect(page).toHaveURL(/sort=costo/);
    await expect(page.getByRole("table", { name: "Instituciones que ofrecen la carrera" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/orientacion-vocacional/comparador");
    await page.getByLabel("Medicina Humana", { exact: true }).check();
    await page.getByLabel("Enfermería", { exact: true }).check();
    await page.getByRole("button", { name: "Comparar carreras" }).click();
    await expect(page).toHaveURL(/resultado-comparardor\?c=/);
    expect(new URL(page.url()).searchParams.getAll("c").sort()).toEqual(["enfermeria", "medicina-humana"]);
    await expect(page.getByRole("table", { name: "Comparación de carreras" }).getByRole("columnheader")).toHaveCount(2);
    await expectAccessible(page);
  });
});

test.describe("catálogo: peso de las páginas", () => {
  test("el directorio, los perfiles más grandes, sus carreras y modalidades, las carreras y la feria pesan como máximo 62 KB de HTML", async ({
    baseURL,
  }) => {
    // A visitor without a session: the cached page, as served (no compression).
    const visitor = await playwrightRequest.newContext({ baseURL });
    try {
      for (const path of [
        "/instituciones",
        "/instituciones?page=2",
        "/universidad-nacional-mayor-de-san-marcos",
        "/universidad-alas-peruanas",
        "/universidad-cesar-vallejo",
        "/universidad-nacional-mayor-de-san-marcos/carrera/medicina-humana",
        "/universidad-alas-peruanas/carrera/derecho",
        "/universidad-nacional-mayor-de-san-marcos/modalidad/presencial",
        "/universidad-privada-de-trujillo/modalidad/presencial",
        "/estudiar-carrera",
        "/estudiar-carrera/medicina-humana",
        "/estudiar-carrera/computacion-e-informatica",
        "/estudiar-carrera/administracion-de-empresas?sort=-costo",
        "/orientacion-vocacional/mundo-de-carreras",
        "/orientacion-vocacional/mundo-de-carreras-mobile",
        "/expo",
        "/donde-estudiar",
      ]) {
        const res = await visitor.get(path);
        expect(res.status(), path).toBe(200);
        // 60 KB until each offer carried its year (PRONABEC 2026 or 2016) and its Beca 18 group: a
        // 40-row career table grew ~1 KB with the two facts, kept as short attributes.
        expect((await res.body()).length, path).toBeLessThanOrEqual(62_000);
      }
    } finally {
      await visitor.dispose();
    }
  });
});

test.describe("catálogo: listas de carreras", () => {
  test("una carrera con cientos de institutos pagina su tabla de 40 en 40 y conserva el orden", async ({ page }) => {
    await page.goto("/estudiar-carrera/computacion-e-informatica?sort=region");
    const table = page.getByRole("table", { name: "Instituciones que ofrecen la carrera" });
    await expect(table.locator("tbody tr")).toHaveCount(40);
    const total = Number(
      /\(([\d,]+) en institutos\)/
        .exec((await page.getByRole("heading", { name: /^Dónde estudiarla en el Perú/ }).textContent())!)![1]
        .replace(",", ""),
    );
    expect(total).toBeGreaterThan(100);
    await expect(page.getByText(`Se muestran 1–40 de ${total} · página 1 de ${Math.ceil(total / 40)}`)).toBeVisible();
    const firstRow = await table.locator("tbody tr").first().textContent();
    const pages = page.getByRole("navigation", { name: "Paginación" });
    await pages.getByRole("link", { name: "Siguiente →" }).click();
    await expect(page).toHaveURL(/\?sort=region&page=2#donde$/);
    await expect(page.getByText(`Se muestran 41–80 de ${total}`)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/computacion-e-informatica\?page=2$/);
    await expect(table.locator("tbody tr").first()).not.toHaveText(firstRow!);
    await expect(pages.getByText("2", { exact: true })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
    await expectNoSideScroll(page);
    // Another order starts again at the first page.
    await page.getByRole("navigation", { name: "Ordenar" }).getByRole("link", { name: "Menor costo" }).click();
    await expect(page).toHaveURL(/\?sort=costo#donde$/);
    await expect(page.getByText(`Se muestran 1–40 de ${total}`)).toBeVisible();
    // A page past the last shows the last one, and its canonical address says which.
    const last = Math.ceil(total / 40);
    await page.goto("/estudiar-carrera/computacion-e-informatica?page=999");
    await expect(page.getByText(`página ${last} de ${last}`)).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/computacion-e-informatica\\?page=${last}$`));
  });

  test("las carreras por área, en la lista, en el mundo de carreras y en su versión para celular", async ({ page }) => {
    await page.goto("/estudiar-carrera");
    await expect(page.getByRole("heading", { level: 1, name: "Carreras para estudiar en el Perú" })).toBeVisible();
    const health = page.getByRole("region", { name: "ciencias de la salud" });
    const medicine = health.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Medicina Humana", exact: true }) });
    await expect(medicine).toContainText(/Universitaria · 7 años · ingreso S\/ [\d,.]+ – S\/ [\d,.]+ al mes · \d+ en universidades/);
    await expectAccessible(page);
    await expectNoSideScroll(page);
    // The count in the list is the career's rows in "where to study it".
    const count = /(\d+) en universidades/.exec((await medicine.textContent())!)![1];
    await medicine.getByRole("link").click();
    await expect(page).toHaveURL(/\/estudiar-carrera\/medicina-humana$/);
    await expect(page.getByRole("heading", { name: `Dónde estudiarla en el Perú (${count} en universidades)` })).toBeVisible();

    await page.goto("/orientacion-vocacional/mundo-de-carreras");
    await expect(page.getByRole("heading", { level: 1, name: "Mundo de carreras" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("region", { name: "ciencias de la salud" }).getByRole("link", { name: "Medicina Humana", exact: true }).click();
    await expect(page).toHaveURL(/descripcion-carrera\?carrera=medicina-humana$/);
    await expect(page.getByRole("heading", { level: 1, name: "Medicina Humana" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Qué hacen sus egresados" })).toContainText(
      "Sectores: compilados por Rumbo para esta carrera a partir de su ocupación de referencia; referencial.",
    );
    await expectAccessible(page);

    await page.goto("/orientacion-vocacional/mundo-de-carreras-mobile");
    const area = page.locator("details").filter({ hasText: "ciencias de la salud" });
    const link = area.getByRole("link", { name: /^Medicina Humana 7 años · ingreso S\/ / });
    await expect(link).toBeHidden();
    await area.locator("summary").click();
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await expectNoSideScroll(page);
    await link.click();
    await expect(page).toHaveURL(/descripcion-carrera\?carrera=medicina-humana$/);
  });
});

test.describe("catálogo: la verdad de cada lugar, en el celular", () => {
  // The cards are the phone's layout (below 40rem); on a desktop the same rows are a table, which the other catalogue journeys cover.
  test.skip(({ isMobile }) => !isMobile, "las tarjetas son el diseño del teléfono");
  test("«Dónde estudiarla» en tarjetas, licenciadas primero y denegadas marcadas; una búsqueda encuentra la carrera", async ({ page }) => {
    await page.goto("/estudiar-carrera/psicologia");
    const table = page.getByRole("table", { name: "Instituciones que ofrecen la carrera" });
    const first = table.locator("tbody tr").first();
    // Each row is a card on a phone: the figures carry their labels, nothing is cut off.
    const cost = first.locator("td").nth(1);
    await expect(cost).toBeVisible();
    expect(await cost.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Costo"');
    await expectNoSideScroll(page);
    const box = await first.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(first).not.toContainText("Licencia denegada");
    await page.getByRole("navigation", { name: "Paginación" }).getByRole("link", { name: "Página 3" }).click();
    await expect(table.locator("tbody tr").last()).toContainText("Licencia denegada por SUNEDU");

    // A denied university is never offered «Solicitar información» without the warning.
    await page.goto("/universidad-alas-peruanas");
    await expect(page.getByRole("button", { name: "Solicitar información" })).toHaveAccessibleDescription(/Licencia denegada por SUNEDU/);
    await expect(page.getByTestId("lead-warning")).toBeVisible();

    await page.goto("/estudiar-carrera?q=MEDICINA");
    await expect(page.getByRole("link", { name: "Medicina Humana", exact: true })).toBeVisible();
    await page.getByRole("link", { name: /^Ver [\d,]+ universidades e institutos con «MEDICINA»/ }).click();
    await expect(page).toHaveURL(/\/instituciones\?search=MEDICINA/);
    await expect(page.getByTestId("career-matches").getByRole("link", { name: "Medicina Humana" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Instituciones" }).getByRole("listitem").first()).toBeVisible();
    await expectNoSideScroll(page);
  });
});

test.describe("catálogo: direcciones desconocidas", () => {
  test.use({ allowedConsoleErrors: [/404/] });
  test("slugs desconocidos o inválidos dan la página 404", async ({ page }) => {
    for (const path of [
      "/no-existe-esta-institucion",
      "/universidad-nacional-mayor-de-san-marcos/carrera/no-existe",
      "/universidad-nacional-mayor-de-san-marcos/modalidad/por-correo",
      "/universidades-institutos/no-existe",
      // No source gives a distance modality for San Marcos: the page has nothing true to say.
      "/universidad-nacional-mayor-de-san-marcos/modalidad/a-distancia",
      "/estudiar-carrera/no-existe",
      "/estudiar-carrera/medicina-humana/extra",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("This page could not be found")).toBeVisible();
    }
    const modality = await page.goto("/universidad-nacional-mayor-de-san-marcos/modalidad/presencial");
    expect(modality?.status()).toBe(200);
    await expect(page.getByText(/lista Beca 18 2026 de PRONABEC/).first()).toBeVisible();
  });
});

test.describe("catálogo: fuentes en el tiempo (PRONABEC 2026 frente a SUNEDU 2022)", () => {
  test("la Universidad Privada de Trujillo no dice «debe cerrar» y sus carreras dicen «Ofrecida en 2026 · PRONABEC»", async ({ page }) => {
    await page.goto("/universidad-privada-de-trujillo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/debe cerrar/)).toHaveCount(0);
    // Both sources, each with its date; the conclusion from the later one.
    await expect(page.getByTestId("licence-sources")).toContainText("Beca 18 2026 (PRONABEC, RJ N° 508-2026)");
    await expect(page.getByTestId("licence-sources")).toContainText(/SUNEDU.*denegada/);
    await expect(page.getByText("Ofrecida en 2026 · PRONABEC").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /pronabec\.gob\.pe\/beca-18/ }).first()).toHaveAttribute(
      "href",
      "https://www.pronabec.gob.pe/beca-18/",
    );
    await expectAccessible(page);
  });
});
