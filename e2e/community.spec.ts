import { randomUUID } from "node:crypto";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, loginAs, registerStudent } from "./support/session";

test.describe("comunidad", () => {
  test("una pregunta pasa por moderación y aparece en la página de la carrera", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const tag = randomUUID().slice(0, 6);
    const title = `¿Cuántos años dura Enfermería en un instituto? ${tag}`;

    // A student asks; the form refuses a phone number with a clear message.
    await registerStudent(page, { name: "Ximena", surname: "Rojas" });
    await page.goto("/comunidad");
    await expect(page.getByRole("heading", { level: 1, name: "Pregunta lo que quieras saber antes de decidir" })).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole("form", { name: "Haz una pregunta" });
    await form.getByLabel("Tu pregunta").fill(title);
    await form.getByLabel("Detalles").fill("Quiero estudiar Enfermería. Si alguien sabe, escríbanme al 987 654 321 por favor.");
    await form.getByLabel("Carrera (opcional)").selectOption({ label: "Enfermería" });
    await form.getByRole("button", { name: "Publicar pregunta" }).click();
    await expect(
      form.getByText("Por tu seguridad, no compartas números de teléfono en la comunidad.", { exact: false }).first(),
    ).toBeVisible();
    await form
      .getByLabel("Detalles")
      .fill("Quiero estudiar Enfermería y no sé si en un instituto son tres o cinco años, ni qué título dan.");
    await form.getByRole("button", { name: "Publicar pregunta" }).click();
    await expect(page.getByText(/Tu pregunta está en revisión/)).toBeVisible();
    // Only its author sees it, marked as in review.
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await expect(page.getByText("En revisión: solo tú la ves").first()).toBeVisible();

    // A moderator approves it from the queue.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await loginAs(admin, demoAdmin.email, demoAdmin.password);
    await admin.goto("/admin/comunidad");
    await expect(admin.getByRole("heading", { level: 1, name: "Moderación de la comunidad" })).toBeVisible();
    await expectAccessible(admin);
    const row = admin.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Ximena Rojas");
    await row.getByRole("button", { name: "Aprobar" }).click();
    await expect(admin.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    await adminContext.close();

    // Anyone sees it on the career's page and on its own public page.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto("/estudiar-carrera/enfermeria");
    const section = visitor.getByRole("region", { name: "Preguntas de la comunidad" });
    await expect(section.getByRole("link", { name: title })).toBeVisible();
    await expect(section.getByText("Ximena R.")).toBeVisible();
    await section.getByRole("link", { name: title }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText("Aún no hay respuestas.", { exact: false })).toBeVisible();
    const blocks = await visitor.locator('script[type="application/ld+json"]').allTextContents();
    const qa = blocks.map((b) => JSON.parse(b) as { "@type"?: string }).find((b) => b["@type"] === "QAPage");
    expect(qa).toMatchObject({ "@type": "QAPage", mainEntity: { name: title } });
    await expectAccessible(visitor);
    await visitorContext.close();
  });
});
