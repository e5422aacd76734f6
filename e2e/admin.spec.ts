import { randomUUID } from "node:crypto";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, loginAs } from "./support/session";

test.describe("back office", () => {
  test("el admin entra, edita la frase de una institución y la ve al instante en el perfil público", async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A visitor without a session gets the profile from the server's page cache (server/serve.ts)
    // from the second visit on; the page still runs its scripts under the CSP with a fresh nonce.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    const cspErrors: string[] = [];
    anonymous.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
    });
    const profile = "/universidad-nacional-mayor-de-san-marcos";
    await anonymous.goto(profile);
    const cached = await anonymous.goto(profile);
    expect(cached?.headers()["x-rumbo-cache"]).toBe("hit");
    // Gzip made per response around the fresh nonce (server/page-cache.ts): Chromium reads it and runs Next's scripts.
    expect(cached?.headers()["content-encoding"]).toBe("gzip");
    await expect.poll(() => anonymous.evaluate(() => Boolean((window as { next?: { version?: string } }).next?.version))).toBe(true);
    await expect(anonymous.getByRole("heading", { level: 1, name: /San Marcos/i })).toBeVisible();
    // The directory's search answers an anonymous caller from the server's cache too.
    const searchApi = "/api/institution?search=san%20marcos&perPage=1";
    await anonymous.request.get(searchApi);
    const cachedSearch = await anonymous.request.get(searchApi);
    expect(cachedSearch.headers()["x-rumbo-cache"]).toBe("hit");
    expect((await cachedSearch.json()).data.items[0].name).toMatch(/San Marcos/);

    // A visitor is sent to log in (the form and its redirect back are accounts.spec.ts's); the admin
    // logs in through the API, which sets the session cookies, and opens the back office.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/entrar\?redirect=%2Fadmin/);
    await loginAs(page, demoAdmin.email, demoAdmin.password);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Resumen" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Gráfico de líneas de registros/ })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/admin/instituciones?search=san+marcos");
    const link = page.getByRole("link", { name: /Universidad Nacional Mayor de San Marcos/i }).first();
    await expect(link).toBeVisible();
    await expectAccessible(page);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: /San Marcos/i })).toBeVisible();
    await expectAccessible(page);

    // The sentence is saved; an invalid logo is refused at its field without losing what was typed.
    const sentence = `La decana de América ${randomUUID().slice(0, 6)}`;
    await page.getByLabel("Frase del perfil").fill(sentence);
    await page.getByLabel("Logo", { exact: true }).fill("http://inseguro.pe/logo.png");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("El logo debe ser una dirección https://")).toBeVisible();
    await expect(page.getByLabel("Frase del perfil")).toHaveValue(sentence);
    await page.getByLabel("Logo", { exact: true }).fill("");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cambios guardados. El perfil público ya los muestra.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Historial de cambios" })).toBeVisible();
    await expect(page.getByText(sentence).last()).toBeVisible();
    // The history names the field as the form does, not as the database does.
    await expect(page.getByRole("region", { name: "Historial de cambios" })).toContainText("Frase del perfil");

    // The public profile shows it at once: the admin's page is rendered for them, and the
    // visitor's cached copy was dropped by the edit.
    await page.getByRole("link", { name: "Ver el perfil público" }).click();
    await expect(page.getByText(sentence)).toBeVisible();
    await anonymous.goto(profile);
    await expect(anonymous.getByText(sentence)).toBeVisible();
    expect((await (await anonymous.request.get(searchApi)).json()).data.items[0].sentence).toBe(sentence);
    expect(cspErrors).toEqual([]);
    await visitor.close();
  });
});
