import { randomUUID } from "node:crypto";
import http from "node:http";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, loginAs, registerStudent } from "./support/session";

const freshEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.pe`;
const freshMobile = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "rumbo_session");
}

async function userCookie(context: BrowserContext) {
  const raw = (await context.cookies()).find((c) => c.name === "rumbo_user")?.value;
  return raw ? JSON.parse(decodeURIComponent(raw)) : null;
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

test.describe("cuentas: registro, sesión y recuperación", () => {
  // The failures these journeys provoke on purpose (wrong password, wrong school code) are
  // answered 401/400, which the browser reports in the console.
  // (One pattern: Playwright reads a longer array given to test.use as [value, options].)
  test.use({
    allowedConsoleErrors: [
      /(401 \(Unauthorized\) \(http:\/\/[^/]+\/api\/auth\/login|400 \(Bad Request\) \(http:\/\/[^/]+\/api\/membership\/verification)\)$/,
    ],
  });

  test("registro v1 por etapas → con sesión → salir → entrar con redirect", async ({ page, context }) => {
    const email = freshEmail("v1");
    await page.goto("/empezar");
    await expect(page.getByRole("heading", { level: 1, name: "Regístrate" })).toBeVisible();
    await expectAccessible(page);

    // First stage: role, names and phone. The e-mail stage is not shown yet.
    await expect(page.getByLabel("Correo electrónico")).toHaveCount(0);
    await page.getByText("Alumno", { exact: true }).click();
    await page.getByLabel("Nombre").fill("Mariana");
    await page.getByLabel("Apellido").fill("Flores");
    await page.getByRole("textbox", { name: "Celular" }).fill("12345");
    await expect(page.getByText(/^Tu celular es inválido, coloca el código de país correctamente/)).toBeVisible();
    await page.getByRole("textbox", { name: "Celular" }).fill(freshMobile());
    await expect(page.getByText("Celular válido")).toBeVisible();
    await expect(page.getByLabel("Nombre")).toHaveAttribute("readonly", "");

    // Second stage: the e-mail is checked 500 ms after the last keystroke.
    await page.getByLabel("Correo electrónico").fill("no-es-correo");
    await expect(page.getByText("Email no es válido")).toBeVisible();
    await page.getByLabel("Correo electrónico").fill(email);
    await expect(page.getByText("Correo válido")).toBeVisible();

    // Third stage: password and policy.
    await page.getByLabel("Contraseña").fill("Clave-segura-1");
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await expect(page.getByText("Debe aceptar las políticas de uso.")).toBeVisible();
    await page.getByLabel(/Acepto las/).check();
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await page.waitForURL((url) => url.pathname === "/orientacion-vocacional");
    expect(await sessionCookie(context)).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await userCookie(context)).toMatchObject({ name: "Mariana", role: "user" });

    // Typed in the address bar (not a click on «Salir»): the page asks before logging out.
    await page.goto("/logout");
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => sessionCookie(context)).toBeUndefined();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

    await page.goto("/entrar?redirect=/overview");
    await fillLogin(page, email, "otra-clave");
    await expect(page.getByRole("alert").filter({ hasText: "Usuario o contraseña incorrecto" })).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(email);
    await fillLogin(page, email, "Clave-segura-1");
    await page.waitForURL((url) => url.pathname === "/overview");
    expect(await sessionCookie(context)).toBeDefined();
  });

  test("registro v2 → donde-estudiar con el área de la primera carrera y el modal vocacional", async ({ page, context }) => {
    await page.goto("/empezar-v2?track=feria2026");
    await expectAccessible(page);
    await page.getByText("Aún no sé qué estudiar").click();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByLabel("Región").selectOption({ label: "Cusco" });
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByText(/Máximo: S\/ /)).toBeVisible();
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByLabel("Buscar carrera").fill("enfermer");
    await page
      .getByRole("checkbox", { name: /Enfermería/ })
      .first()
      .check();
    await page.getByRole("button", { name: "Continuar" }).click();
    // A student: a parent who signs up goes to /padres/panel instead (e2e/family.spec.ts).
    await page.getByText("Alumno", { exact: true }).click();
    await page.getByLabel("Nombre").fill("Jorge");
    await page.getByLabel("Apellido").fill("Ramos");
    await page.getByRole("textbox", { name: "Celular" }).fill(freshMobile());
    await page.getByLabel("Correo electrónico").fill(freshEmail("v2"));
    await page.getByLabel("Contraseña").fill("Clave-segura-2");
    await page.getByLabel(/Acepto las/).check();
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await page.waitForURL(/\/donde-estudiar\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("area_id")).toBeTruthy();
    expect(url.searchParams.get("show_vocational_modal")).toBe("1");
    expect(url.searchParams.get("track")).toBe("feria2026");
    expect(await userCookie(context)).toMatchObject({ name: "Jorge", role: "user", type: "4" });
  });

  test("recuperación por el enlace del correo → la nueva contraseña sirve y las sesiones viejas se cierran", async ({ page, browser }) => {
    const student = await registerStudent(page);
    const oldSession = await sessionCookie(page.context());
    expect(oldSession).toBeDefined();
    const me = await userCookie(page.context());

    const visitor = await browser.newContext();
    const form = await visitor.newPage();
    await form.goto("/entrar");
    await form.getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
    await form.getByLabel("Correo electrónico").fill("sin-arroba");
    await form.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(form.getByText("Debes completar el campo email correctamente")).toBeVisible();
    await form.getByLabel("Correo electrónico").fill("nadie-registrado@example.pe");
    await form.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(form.getByRole("alert").filter({ hasText: "No existe el correo" })).toBeVisible();
    await form.getByLabel("Correo electrónico").fill(student.email);
    await form.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(form.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();

    // Read the e-mail as the admin would.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, demoAdmin.email, demoAdmin.password);
    const outbox = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(student.email)}`);
    expect(outbox.status()).toBe(200);
    const [mail] = (await outbox.json()).data as Array<{ subject: string; text: string; kind: string }>;
    expect(mail.subject).toBe("Cambia tu contraseña de Rumbo");
    const link = /https?:\/\/\S+\/\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await adminContext.close();

    const path = new URL(link!).pathname + new URL(link!).search;
    await form.goto(path);
    const dialog = form.getByRole("dialog", { name: "Cambia tu contraseña" });
    await expect(dialog).toBeVisible();
    await expectAccessible(form);
    await dialog.getByLabel("Nueva contraseña").fill("Nueva-clave-2026");
    await dialog.getByLabel("Repite la contraseña").fill("Nueva-clave-2026");
    await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
    await expect(dialog.getByText("¡Listo! Cambiaste tu contraseña.")).toBeVisible();

    // The session opened at registration is gone.
    const old = await page.request.get(`/api/student/${me.id}`);
    expect(old.status()).toBe(401);

    // The same link does not work twice.
    await form.goto(path);
    await expect(form.getByRole("dialog", { name: "Cambia tu contraseña" }).getByText(/no es válido o ya venció/)).toBeVisible();

    await form.goto("/entrar?redirect=/overview");
    await fillLogin(form, student.email, student.password);
    await expect(form.getByRole("alert").filter({ hasText: "Usuario o contraseña incorrecto" })).toBeVisible();
    await fillLogin(form, student.email, "Nueva-clave-2026");
    await form.waitForURL((url) => url.pathname === "/overview");
    await visitor.close();
  });

  test("registro con código de colegio: colegio de la lista, grado, fecha de nacimiento y código", async ({ page, context }) => {
    await page.goto("/empezar-colegio");
    await expectAccessible(page);
    const schools = page.getByRole("list", { name: "Colegios encontrados" }).getByRole("button");
    await schools.first().click();
    await expect(page.getByRole("button", { name: "Cambiar" })).toBeVisible();
    await page.getByLabel("Grado").selectOption("5");
    await page.getByLabel("Sección (opcional)").fill("B");
    await page.getByLabel("Día").selectOption("14");
    await page.getByLabel("Mes").selectOption({ label: "marzo" });
    const year = new Date().getFullYear();
    await expect(page.getByLabel("Año").locator("option")).toHaveText([
      "Año",
      ...Array.from({ length: 12 }, (_, i) => String(year - 10 - i)),
    ]);
    await page.getByLabel("Año").selectOption(String(year - 16));
    await page.getByLabel("Código del colegio").fill("CODIGO-MALO");
    // Only students register with a school's code: no role to choose.
    await expect(page.getByText("Padre o Madre")).toHaveCount(0);
    await page.getByLabel("Nombre").fill("Diego");
    await page.getByLabel("Apellido").fill("Salas");
    await page.getByRole("textbox", { name: "Celular" }).fill(freshMobile());
    await page.getByLabel("Correo electrónico").fill(freshEmail("colegio"));
    await page.getByLabel("Contraseña").fill("Clave-colegio-1");
    await page.getByLabel(/Acepto las/).check();
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "El código del colegio no es válido." })).toBeVisible();
    // Said at the code field, which takes the focus.
    await expect(page.getByLabel("Código del colegio")).toBeFocused();
    await expect(page.getByLabel("Nombre")).toHaveValue("Diego");

    await page.getByLabel("Código del colegio").fill("RUMBO2026");
    await page.getByRole("button", { name: "Crear mi cuenta" }).click();
    await page.waitForURL((url) => url.pathname === "/orientacion-vocacional");
    expect((await userCookie(context)).schoolId).toEqual(expect.any(Number));
  });
});

test.describe("límites por IP en el servidor real", () => {
  /** POST /api/auth/login from one loopback address (Linux answers on all of 127.0.0.0/8). */
  function loginFrom(baseURL: string, localAddress: string, email: string) {
    const url = new URL("/api/auth/login", baseURL);
    const body = JSON.stringify({ user: email, password: "NoEsLaClave2026!" });
    return new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          localAddress,
          agent: false,
          // A forged X-Forwarded-For must not move the request to another bucket (no trusted proxy here).
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250)}`,
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  test("60 intentos de ingreso por minuto y por dirección (ráfaga; 600 por hora): otra dirección no queda bloqueada", async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const first = `127.${octet()}.${octet()}.${octet()}`;
    const second = `127.${octet()}.${octet()}.${octet()}`;
    const statuses: number[] = [];
    for (let n = 0; n < 61; n++) statuses.push(await loginFrom(baseURL!, first, freshEmail(`ip${n}`)));
    expect(statuses.slice(0, 60).every((status) => status === 401)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(await loginFrom(baseURL!, second, freshEmail("otra-ip"))).toBe(401);
  });
});
