import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { provideSocialUser } from "./support/social";

/**
 * Google and Facebook log-in, end to end against a local OAuth/OIDC provider
 * (oauth2-mock-server in e2e/support/oauth-provider.mjs, started by playwright.config.ts for the
 * whole run). The server under test must point at it:
 *   GOOGLE_CLIENT_ID=e2e GOOGLE_CLIENT_SECRET=e2e GOOGLE_ISSUER=http://127.0.0.1:3398
 *   FACEBOOK_CLIENT_ID=e2e FACEBOOK_CLIENT_SECRET=e2e FACEBOOK_AUTH_URL=http://127.0.0.1:3398/authorize
 *   FACEBOOK_TOKEN_URL=http://127.0.0.1:3398/token FACEBOOK_USERINFO_URL=http://127.0.0.1:3398/userinfo
 * (scripts/e2e-server.mjs sets them). Each journey tells the provider who logs in.
 */
test.describe("inicio de sesión con Google y Facebook", () => {
  test.beforeEach(async ({ request }) => {
    const available = (await (await request.get("/api/auth/oauth")).json()).data;
    test.skip(
      !available.google || !available.facebook,
      "el servidor no tiene configurado el proveedor simulado (ver el comentario del archivo)",
    );
  });

  test("Google: cuenta nueva → vuelve al destino → 'Completa estos datos' (no se cierra con el fondo) → sesión completa", async ({
    page,
    context,
  }) => {
    const id = randomUUID().slice(0, 8);
    await provideSocialUser(page, {
      sub: `google-${id}`,
      email: `google-${id}@example.pe`,
      email_verified: true,
      given_name: "Camila",
      family_name: "Torres",
    });
    await page.goto("/entrar?redirect=/overview");
    await page.getByRole("link", { name: "Ingresa con Google" }).click();
    await page.waitForURL((url) => url.pathname === "/overview");

    const dialog = page.getByRole("dialog", { name: "Completa estos datos" });
    await expect(dialog).toBeVisible();
    await page.getByTestId("dialog-backdrop").click({ position: { x: 5, y: 5 }, force: true });
    await expect(dialog).toBeVisible();

    await expect(dialog.getByLabel("Correo electrónico")).toHaveValue(`google-${id}@example.pe`);
    await dialog.getByText("Alumno", { exact: true }).click();
    await dialog.getByRole("textbox", { name: "Celular" }).fill(`9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`);
    await dialog.getByLabel("Contraseña").fill("Clave-social-1");
    await dialog.getByRole("button", { name: "Guardar mis datos" }).click();
    await expect(dialog.getByText("Debe aceptar las políticas de uso.")).toBeVisible();
    await dialog.getByLabel(/Acepto las/).check();
    await dialog.getByRole("button", { name: "Guardar mis datos" }).click();
    await expect(dialog).toBeHidden();

    const raw = (await context.cookies()).find((c) => c.name === "rumbo_user")!.value;
    expect(JSON.parse(decodeURIComponent(raw))).toMatchObject({ name: "Camila", role: "user", phone: expect.stringMatching(/^9\d{8}$/) });
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Completa estos datos" })).toHaveCount(0);
  });

  test("Facebook desde el registro: enlaza la cuenta existente por su correo", async ({ page, context }) => {
    const id = randomUUID().slice(0, 8);
    const email = `fb-${id}@example.pe`;
    const created = await page.request.post("/api/v2/auth/register", {
      data: { user: "+51987654321", password: "Clave-fb-1", name: "Rocío", surname: "Vega", email, careers: [] },
    });
    expect(created.status()).toBe(201);
    await context.clearCookies();

    await provideSocialUser(page, { id: `fb-${id}`, email, first_name: "Rocío", last_name: "Vega" });
    await page.goto("/empezar?redirect=/overview");
    await page.getByRole("link", { name: "Regístrate con Facebook" }).click();
    await page.waitForURL((url) => url.pathname === "/overview");
    const raw = (await context.cookies()).find((c) => c.name === "rumbo_user")!.value;
    expect(JSON.parse(decodeURIComponent(raw))).toMatchObject({ email, fullPhone: "+51987654321" });
    await expect(page.getByRole("dialog", { name: "Completa estos datos" })).toHaveCount(0);
  });
});
