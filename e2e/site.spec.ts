import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { registerStudent } from "./support/session";
import { reviewShots } from "./support/shots";

/** Every public page of the site issue, with the text its h1 must contain. */
const publicPages: Array<[path: string, heading: RegExp]> = [
  ["/", /Elige qué estudiar/],
  ["/home", /Elige qué estudiar/],
  ["/prueba-index", /Elige qué estudiar/],
  ["/test-orientacion-vocacional", /Descubre las carreras/],
  ["/test-orientacion-vocacional-home", /test vocacional desde tu celular/],
  ["/test-orientacion-vocacional-expo", /charlas/],
  ["/padres-orientacion-vocacional", /Acompaña a tu hijo/],
  ["/ayuda-a-tu-hijo", /Ayuda a tu hijo/],
  ["/colegios", /todos tus estudiantes/],
  ["/taller-orientacion-vocacional", /Taller de orientación vocacional/],
  ["/taller2-orientacion-vocacional", /Taller intensivo/],
  ["/prueba-taller-orientacion-vocacional", /Prueba el taller/],
  ["/cursostotales", /Tres programas/],
  ["/videos", /Videos para decidir/],
  ["/result", /resultado que te explica/],
  ["/calendly-success", /sesión está agendada/],
  ["/not-found-page", /No encontramos esta página/],
  ["/landing/registro-peru", /No sabes qué estudiar/],
  ["/landing/registro-peru-belleza", /belleza/],
  ["/privacy", /Política de privacidad/],
];

const loggedInPages: Array<[path: string, heading: RegExp]> = [
  ["/overview", /Hola, Valeria/],
  ["/overview/new-home", /Hola, Valeria/],
  ["/overview/testimonios-de-profesionales", /Testimonios de profesionales/],
];

async function expectPageBasics(page: Page, heading: RegExp) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es-PE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(/Rumbo/);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toMatch(/Rumbo/);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https?:\/\//);
}

test.describe("las páginas del sitio", () => {
  for (const [path, heading] of publicPages) {
    test(`${path} responde, tiene metadatos y es accesible`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectPageBasics(page, heading);
      await expectAccessible(page);
    });
  }

  test("las páginas con sesión: sin sesión llevan a iniciar sesión; con sesión se ven y son accesibles", async ({ page }) => {
    await page.goto("/overview/new-home");
    await expect(page).toHaveURL(/\/entrar\?redirect=overview$/);
    await registerStudent(page, { name: "Valeria" });
    for (const [path, heading] of loggedInPages) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectPageBasics(page, heading);
      await expectAccessible(page);
    }
  });

  test("sitemap.xml y robots.txt", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("/test-orientacion-vocacional</loc>");
    expect(xml).toContain("/padres-orientacion-vocacional</loc>");
    expect(xml).not.toContain("/overview");
    // The catalogue: institution profiles and careers at each institution, with their dates.
    expect(xml).toContain("/universidad-nacional-mayor-de-san-marcos</loc>");
    expect(xml).toContain("/universidad-nacional-mayor-de-san-marcos/carrera/medicina-humana</loc>");
    expect(xml).toContain("<lastmod>");
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  test("quien pide /favicon.ico recibe el ícono, no un 404", async ({ request }) => {
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  });
});

test.describe("navegación", () => {
  test("sin sesión, 'Inicia sesión' lleva la ruta actual como redirect; ?landing=1 deja solo el logo", async ({ page }) => {
    await page.goto("/colegios?x=1");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Inicia sesión" })).toHaveAttribute(
      "href",
      `/entrar?redirect=${encodeURIComponent("/colegios?x=1")}`,
    );
    await expect(header.getByRole("link", { name: "Regístrate" })).toHaveAttribute(
      "href",
      `/empezar?redirect=${encodeURIComponent("/colegios?x=1")}`,
    );

    await page.goto("/colegios?landing=1");
    await expect(header.getByRole("link", { name: "Rumbo, ir al inicio" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Inicia sesión" })).toHaveCount(0);
    await expect(header.getByRole("navigation")).toHaveCount(0);
  });

  test("la cabecera se vuelve sólida al bajar; las pestañas inferiores solo en pantallas angostas", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-solid", "true");
    const tabs = page.getByRole("navigation", { name: "Navegación inferior" });
    const narrow = (page.viewportSize()?.width ?? 0) < 892;
    if (narrow) {
      await expect(tabs.getByRole("link", { name: "Descubre" })).toHaveAttribute("href", "/donde-estudiar");
      await expect(tabs.getByRole("link", { name: "Oriéntate" })).toHaveAttribute("href", "/orientacion-vocacional");
      await expect(tabs.getByRole("link", { name: "Resultado" })).toHaveAttribute("href", "/orientacion-vocacional/momento-decidir");
    } else {
      await expect(tabs).toBeHidden();
    }
  });

  test("las reglas de redirección por nombre de ruta, como tabla", async ({ request }) => {
    const table: Array<[from: string, to: string]> = [
      ["/mifuturo", "/?reference=mifuturo"],
      ["/universidades-institutos", "/instituciones"],
      ["/mi-vocacion/personalidad", "/orientacion-vocacional"],
      ["/overview", "/login?redirect=overview"],
      ["/overview/testimonios-de-profesionales", "/login?redirect=overview"],
      ["/login?redirect=overview", "/entrar?redirect=overview"],
      ["/live", "/empezar?redirect=live"],
    ];
    for (const [from, to] of table) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(307);
      const location = new URL(response.headers()["location"], "http://rumbo.invalid");
      expect(`${location.pathname}${location.search}`, from).toBe(to);
    }
  });

  test("campaña: el formulario de la página crea la cuenta y guarda la campaña", async ({ page, context }) => {
    await page.goto("/landing/registro-peru");
    await expect(page.getByRole("banner").getByRole("navigation")).toHaveCount(0);
    const campaign = (await context.cookies()).find((c) => c.name === "rumbo_ref");
    expect(campaign?.value).toBe("registro-peru");

    const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await page.getByText("Alumno", { exact: true }).click();
    await page.getByLabel("Nombre").fill("Rosa");
    await page.getByLabel("Apellido").fill("Huamán");
    await page.getByRole("textbox", { name: "Celular" }).fill(`9${id.slice(-8)}`);
    await expect(page.getByText("Celular válido")).toBeVisible();
    await page.getByLabel("Correo electrónico").fill(`campana-${id}@example.pe`);
    await expect(page.getByText("Correo válido")).toBeVisible();
    await page.getByLabel("Contraseña").fill("Clave-segura-1");
    await page.getByLabel(/Acepto las/).check();
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await page.waitForURL((url) => url.pathname === "/orientacion-vocacional");
    const user = (await context.cookies()).find((c) => c.name === "rumbo_user");
    expect(JSON.parse(decodeURIComponent(user!.value))).toMatchObject({ name: "Rosa" });
  });

  test("se guarda la cookie de experimento por 7 días", async ({ page }) => {
    await page.goto("/videos");
    const exp = (await page.context().cookies()).find((c) => c.name === "exp");
    expect(exp?.value).toMatch(/^[ab]$/);
    expect(exp!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  test.describe("404 sin JavaScript", () => {
    // What a crawler, a slow phone or a browser without scripts receives: the server's HTML alone.
    test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/404/] });
    for (const path of [
      "/no-existe",
      "/r/abc",
      "/estudiar-carrera/xyz",
      "/universidad-nacional-mayor-de-san-marcos/carrera/no-existe",
      "/universidades-institutos/no-existe",
      "/no/existe/esta/ruta",
    ]) {
      test(`${path}: 404 con el texto de la especificación, uno en español y un enlace al inicio en el HTML`, async ({ page }) => {
        const raw = await page.request.get(path);
        expect(raw.status()).toBe(404);
        const html = await raw.text();
        expect(html).not.toContain("__next_error__");
        expect(html).toContain("This page could not be found");
        expect(html).toContain("Revisa la dirección o vuelve al inicio.");

        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByText("This page could not be found")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: "No encontramos esta página" })).toBeVisible();
        await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
      });
    }

    test("una alianza desconocida: su propio 404 en español, también sin JavaScript", async ({ page }) => {
      const response = await page.goto("/alliance/no-existe-esta");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "No encontramos esta alianza" })).toBeVisible();
      await expect(page.getByText(/could not be found/i)).toHaveCount(0);
    });
  });

  test.describe("el marco sin JavaScript", () => {
    // React's server renderer moves a Suspense boundary written past its first ~12.8 KB to the end
    // of the document, hidden until an inline script shows it: the chrome must not be in one.
    test.use({ javaScriptEnabled: false });
    for (const path of ["/", "/universidad-nacional-mayor-de-san-marcos", "/estudiar-carrera/medicina-humana"]) {
      test(`${path}: la cabecera y el pie llegan visibles en el HTML`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("link", { name: "Rumbo, ir al inicio" })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        expect(await page.locator("[hidden] header, [hidden] footer, [hidden] nav").count()).toBe(0);
      });
    }
  });

  test.describe("404", () => {
    test.use({ allowedConsoleErrors: [/404 \(Not Found\)/] });
    test("una ruta que no existe responde 404 con el texto de la especificación y un enlace al inicio", async ({ page }) => {
      const response = await page.goto("/landing/no-existe-esta-campana");
      expect(response?.status()).toBe(404);
      await expect(page.getByText("This page could not be found")).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("link", { name: "Volver al inicio" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test.describe("recorridos comerciales", () => {
  test("planes: 'Pide información' lleva el nombre del plan (WhatsApp, o correo si no hay número)", async ({ page }) => {
    await page.goto("/test-orientacion-vocacional#pricing");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("heading", { name: "Elige el plan para ti" })).toBeVisible();
    await expect(pricing.getByRole("listitem").filter({ hasText: "S/ 95.00" }).first()).toBeVisible();
    await expect(pricing.getByText("S/ 180.00")).toBeVisible();
    await expect(pricing.getByText("S/ 290.00")).toBeVisible();

    const href = await pricing
      .getByRole("link", { name: /Pide información sobre el Plan especializado · 2 sesiones/ })
      .getAttribute("href");
    const url = new URL(href!);
    // Without NEXT_PUBLIC_WHATSAPP_PHONE no number is invented: the request goes by e-mail.
    if (url.protocol === "mailto:") expect(url.searchParams.get("body")).toContain("Plan especializado · 2 sesiones");
    else {
      expect(url.hostname).toBe("wa.me");
      expect(url.pathname).not.toContain("51900000000");
      expect(url.searchParams.get("text")).toContain("Plan especializado · 2 sesiones");
    }
  });

  test("reserva: valida los campos, muestra S/ 193.00 y el botón de WhatsApp; cerrar la reinicia", async ({ page }) => {
    await page.goto("/cursostotales");
    await page.getByRole("button", { name: "Reserva tu coach digital" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Reserva tu coach digital" });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Ver el precio" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Te falta completar un campo");

    await dialog.getByLabel("Programa").selectOption("Orientación Vocacional");
    await dialog.getByLabel("Hora").selectOption("6:00 PM");
    await dialog.getByLabel("Día").selectOption("1 vez por semana");
    await dialog.getByRole("radio", { name: /2 sesiones/ }).check();
    await expect(dialog.getByText(/Sesión 2\. Carreras que encajan/)).toBeVisible();
    await dialog.getByRole("button", { name: "Ver el precio" }).click();

    await expect(dialog.getByTestId("reservation-total")).toHaveText("S/ 193.00");
    const href = await dialog.getByRole("link", { name: /Reservar por (WhatsApp|correo)/ }).getAttribute("href");
    const reservationUrl = new URL(href!);
    expect(reservationUrl.searchParams.get("text") ?? reservationUrl.searchParams.get("body")).toContain("Orientación Vocacional");
    await expectAccessible(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Reserva tu coach digital" }).first().click();
    await expect(dialog.getByLabel("Programa")).toHaveValue("");
  });

  test("suscripción: 'Comienza tu plan ahora' lleva a los planes del test", async ({ page }) => {
    await registerStudent(page, { name: "Valeria" });
    await page.goto("/overview");
    await page.getByRole("button", { name: "Conoce el plan Premium" }).click();
    const dialog = page.getByRole("dialog", { name: "Cambia tu futuro ahora" });
    await expect(dialog.getByText("Reto bloqueado")).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Comienza tu plan ahora" }).click();
    await expect(page).toHaveURL(/\/test-orientacion-vocacional#pricing$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Elige el plan para ti" })).toBeInViewport();
  });

  test("con sesión, el menú del nombre abre 'Registra tu colegio' en la pestaña de colegio", async ({ page }) => {
    await registerStudent(page, { name: "Valeria" });
    await page.goto("/colegios");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Valeria/ })
      .click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Salir" })).toHaveAttribute("href", "/logout");
    await page.getByRole("button", { name: "Registra tu colegio" }).click();
    const dialog = page.getByRole("dialog", { name: "Cambia tu futuro ahora" });
    await expect(dialog.getByRole("tab", { name: "Tengo código de colegio" })).toHaveAttribute("aria-selected", "true");
    // With a session the tab is the code form itself (the school activation).
    await expect(dialog.getByRole("form", { name: "Activar mi código de colegio" })).toBeVisible();
    await expect(dialog.getByLabel("Código del colegio")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Activar mi código" })).toBeVisible();
  });

  test("videos: ningún reproductor de YouTube antes del clic; después, youtube-nocookie", async ({ page, context }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|google/.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
    });
    await context.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>video</title>" }),
    );
    await page.goto("/videos");
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await page.getByRole("button", { name: /Reproducir el video: Cómo elegir una carrera/ }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });
});

test.describe("la navegación se ve en todos los anchos", () => {
  // 892 px is where the phone's bottom tabs end; the top links used to appear only at 1024.
  for (const width of [900, 1000]) {
    test(`a ${width} px los enlaces principales están en la barra superior, sin desbordar`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/instituciones"]) {
        await page.goto(path);
        const nav = page.getByRole("navigation", { name: "Principal" });
        await expect(nav).toBeVisible();
        for (const name of ["Test", "Instituciones", "Feria", "Padres", "Colegios"])
          await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: "Regístrate" })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
          0,
        );
        const box = await page.getByRole("link", { name: "Regístrate" }).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      if (reviewShots) await page.screenshot({ path: `reports/screenshots/navbar-${width}-${info.project.name}.png` });
    });
  }
});
