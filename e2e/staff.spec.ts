import { randomUUID } from "node:crypto";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { resendOnStaleSocket } from "./stale-socket";
import { demoAdmin, loginAs, registerStudent } from "./support/session";

/** A page of a context of its own, whose API calls are sent again after a stale kept-alive socket (as the fixture's page). */
async function ownPage(browser: Browser, options: BrowserContextOptions = {}) {
  const page = await (await browser.newContext(options)).newPage();
  resendOnStaleSocket(page.request);
  return page;
}

/** Pays a plan in the sandbox (the same steps as a member in e2e/chat.spec.ts). */
async function becomeMember(page: Page) {
  const created = await page.request.post("/api/payment", { data: { products: [{ quantity: 1, id: "autoguiado" }] } });
  expect(created.status()).toBe(201);
  const { redirect } = (await created.json()).data as { redirect: string };
  const token = decodeURIComponent(new URL(redirect, "http://rumbo.invalid").pathname.split("/").pop()!);
  expect((await page.request.post(`/api/payment/sandbox/${token}`, { data: { outcome: "approved" } })).status()).toBe(200);
  expect((await page.request.put("/api/payment", { data: { token } })).status()).toBe(200);
}

test("un administrador invita a una especialista: ella acepta, llega a su bandeja y responde a un miembro", async ({
  page,
  browser,
}, info) => {
  test.skip(
    info.project.name !== "phone",
    "Un recorrido de tres cuentas: en teléfono basta; el ancho de escritorio lo mide la prueba de abajo.",
  );
  test.setTimeout(120_000);
  const admin = await ownPage(browser);
  await loginAs(admin, demoAdmin.email, demoAdmin.password);
  const name = `Paula Ríos ${randomUUID().slice(0, 4)}`;
  const email = `especialista-${randomUUID().slice(0, 8)}@example.pe`;
  const created = await admin.request.post("/api/admin/advisors", { data: { name, title: "Psicóloga" } });
  expect(created.status()).toBe(201);
  const advisorId = (await created.json()).data.id as number;

  // The admin's page says what linking does, and sends the invitation.
  await admin.goto(`/admin/asesores/${advisorId}`);
  await expect(admin.getByText(/Vincular una cuenta también abre el chat/)).toBeVisible();
  await admin.getByLabel("Correo al que va la invitación").fill(email);
  await admin.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(admin.getByText(/Invitación enviada/)).toBeVisible();
  await expectAccessible(admin);
  const outbox = await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await outbox.json()).data as Array<{ subject: string; text: string }>;
  expect(mail.subject).toBe("Te invitaron a Rumbo como especialista");
  const link = new URL(/https?:\/\/\S+\/asesor\/invitacion\?token=[\w-]+/.exec(mail.text)![0]);
  await admin.context().close();

  // She opens the link, chooses her password and lands in her inbox.
  const specialist = await ownPage(browser);
  await specialist.goto(link.pathname + link.search);
  await expect(specialist.getByText(`Invitación para ${name}`)).toBeVisible();
  await expectAccessible(specialist);
  await specialist.getByLabel("Elige tu contraseña").fill("Especialista-1");
  await specialist.getByLabel("Repite la contraseña").fill("Especialista-1");
  await specialist.getByRole("button", { name: "Aceptar la invitación" }).click();
  await expect(specialist).toHaveURL(/\/asesor\/chat$/);
  await expect(specialist.getByRole("heading", { level: 1 })).toBeVisible();
  // Linked now, she is among the specialists: a member writes to her.
  await registerStudent(page, { name: "Rosa", surname: "Quispe" });
  await becomeMember(page);
  const started = await page.request.post("/api/chat/conversations", { data: { advisorId } });
  expect(started.status()).toBe(201);
  const conversation = (await started.json()).data.id as number;
  const asked = await page.request.post(`/api/chat/conversations/${conversation}/messages`, {
    data: { body: "Hola, ¿qué estudio si me gusta la biología?" },
  });
  expect(asked.status()).toBe(201);

  await specialist.reload();
  const row = specialist.getByTestId("advisor-inbox").getByRole("link").first();
  await expect(row).toContainText("Rosa");
  await expectAccessible(specialist);

  // Her menu leads to her inbox and her sessions, not to a student's pages.
  await specialist.getByRole("button", { name: /menú de tu cuenta/ }).click();
  const menu = specialist.locator("ul").filter({ has: specialist.getByRole("link", { name: "Salir" }) });
  await expect(menu.getByRole("link", { name: "Bandeja del chat" })).toHaveAttribute("href", "/asesor/chat");
  await expect(menu.getByRole("link", { name: "Mis sesiones" })).toHaveAttribute("href", "/asesor/sesiones");
  await expect(menu.getByRole("link", { name: "Mis pagos" })).toHaveCount(0);
  await specialist.keyboard.press("Escape");

  await row.click();
  await expect(specialist.getByTestId("chat-message")).toContainText("¿qué estudio si me gusta la biología?");
  await specialist.getByLabel("Escribe tu mensaje").fill("Hola, Rosa: ¿qué temas de biología te gustan más?");
  await specialist.getByRole("button", { name: "Enviar" }).click();
  await expect(specialist.getByTestId("chat-message").last()).toContainText("¿qué temas de biología te gustan más?");
  await page.goto(`/cuenta/chat/${conversation}`);
  await expect(page.getByTestId("chat-message").last()).toContainText("Hola, Rosa: ¿qué temas de biología te gustan más?");
  await specialist.context().close();
});

test("«Mi cuenta» tiene la barra lateral de 375 px en escritorio (una lista arriba en teléfono), con los enlaces de cada rol", async ({
  page,
  browser,
}, info) => {
  // The demo specialist (lib/seed/demo-users.ts): nothing to buy, her inbox and sessions.
  await loginAs(page, "especialista@rumbo.pe", "Especialista2026!");
  await page.goto("/cuenta");
  const sidebar = page.getByRole("navigation", { name: "Secciones de tu cuenta" });
  await expect(sidebar.getByRole("link", { name: /Bandeja del chat/ })).toHaveAttribute("href", "/asesor/chat");
  await expect(sidebar.getByRole("link", { name: /Mis sesiones/ })).toHaveAttribute("href", "/asesor/sesiones");
  await expect(page.getByText(/Tu cuenta es de especialista: no tienes nada que comprar/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver los planes" })).toHaveCount(0);
  const box = (await sidebar.boundingBox())!;
  if (info.project.name === "desktop") {
    expect(box.width).toBe(375);
    expect(box.x).toBeLessThan(200);
  } else {
    // On a phone the same links are a row at the top, above the title.
    const title = (await page.getByRole("heading", { level: 1, name: "Mi cuenta" }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(title.y);
  }
  await expectAccessible(page);
  if (process.env.STAFF_SHOTS) await page.screenshot({ path: `${process.env.STAFF_SHOTS}/cuenta-${info.project.name}.png` });

  // A student's sidebar: her pages, «Mi lista» among them.
  const student = await ownPage(browser, { viewport: page.viewportSize() });
  await registerStudent(student, { name: "Inés", surname: "Paredes" });
  await student.goto("/cuenta/pagos");
  const hers = student.getByRole("navigation", { name: "Secciones de tu cuenta" });
  await expect(hers.getByRole("link", { name: /Mi lista/ })).toHaveAttribute("href", "/cuenta/lista");
  await expect(hers.getByRole("link", { name: /Mis pagos/ })).toHaveAttribute("aria-current", "page");
  if (info.project.name === "desktop") expect((await hers.boundingBox())!.width).toBe(375);
  await student.context().close();
});
