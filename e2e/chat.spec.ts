import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, loginAs, registerStudent } from "./support/session";

const shots = process.env.CHAT_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Pays a plan in the sandbox (the same steps as a member in e2e/live.spec.ts). */
async function becomeMember(page: Page) {
  const created = await page.request.post("/api/payment", { data: { products: [{ quantity: 1, id: "autoguiado" }] } });
  expect(created.status()).toBe(201);
  const { redirect } = (await created.json()).data as { redirect: string };
  const token = decodeURIComponent(new URL(redirect, "http://rumbo.invalid").pathname.split("/").pop()!);
  expect((await page.request.post(`/api/payment/sandbox/${token}`, { data: { outcome: "approved" } })).status()).toBe(200);
  const confirmed = await page.request.put("/api/payment", { data: { token } });
  expect((await confirmed.json()).data.status).toBe("approved");
}

test("sin plan: ve qué es el chat y el modal bloqueado", async ({ page }) => {
  await registerStudent(page, { name: "Rosa", surname: "Huamán" });
  await page.goto("/cuenta/chat");
  await expect(page.getByRole("heading", { level: 1, name: "Chat con especialistas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Qué es el chat con especialistas" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "chat-sin-plan");
  await page.getByRole("button", { name: "Ver los planes" }).click();
  await expect(page.getByRole("dialog", { name: "Es momento de preparte para tu futuro" })).toBeVisible();
});

test("un miembro y una especialista chatean: cada uno ve el mensaje del otro sin recargar", async ({ page, browser }) => {
  test.setTimeout(150_000);
  // The team gives a specialist a login (as the back office does).
  const specialistContext = await browser.newContext();
  const advisorPage = await specialistContext.newPage();
  const specialist = await registerStudent(advisorPage, { name: "Ana", surname: "Rojas" });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, demoAdmin.email, demoAdmin.password);
  const name = `Ana Rojas ${randomUUID().slice(0, 4)}`;
  const created = await adminPage.request.post("/api/admin/advisors", { data: { name, title: "Psicóloga", email: specialist.email } });
  expect(created.status()).toBe(201);
  const advisorId = (await created.json()).data.id as number;
  expect((await adminPage.request.put(`/api/admin/advisors/${advisorId}/login`, { data: { email: specialist.email } })).status()).toBe(200);
  await adminContext.close();

  // The member opens a conversation from the list.
  await registerStudent(page, { name: "Rosa", surname: "Quispe" });
  await becomeMember(page);
  await page.goto("/cuenta/chat");
  await expect(page.getByText("Aún no tienes conversaciones.")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "chat-lista-vacia");
  const card = page.getByRole("listitem").filter({ hasText: name });
  await card.getByRole("button", { name: "Escribir a Ana" }).click();
  await expect(page).toHaveURL(/\/cuenta\/chat\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("chat-status")).toHaveAttribute("data-status", "live");
  await expectAccessible(page);

  const box = page.getByLabel("Escribe tu mensaje");
  await box.fill("Hola, ¿qué estudio si me gusta la biología?");
  await box.press("Enter");
  await expect(page.getByTestId("chat-message").last()).toContainText("¿qué estudio si me gusta la biología?");
  await expect(page.getByTestId("chat-receipt")).toHaveText(" · Enviado");

  // The specialist's inbox: unread first, with the student's first name and plan.
  await advisorPage.goto("/asesor/chat");
  const row = advisorPage.getByTestId("advisor-inbox").getByRole("link").first();
  await expect(row).toContainText("Rosa");
  await expect(row).toContainText("1 sin leer");
  await expect(row).toContainText("Plan autoguiado");
  await expectAccessible(advisorPage);
  await shot(advisorPage, "chat-bandeja");
  await row.click();
  await expect(advisorPage.getByTestId("chat-message")).toContainText("¿qué estudio si me gusta la biología?");
  await expect(advisorPage.getByTestId("chat-status")).toHaveAttribute("data-status", "live");

  // Opening it is a read receipt the member sees without reloading.
  await expect(page.getByTestId("chat-receipt")).toHaveText(" · Visto");

  // The reply arrives on the member's page live, and the member's reading reaches the specialist.
  await advisorPage.getByLabel("Escribe tu mensaje").fill("Hola, Rosa: biología, medicina, nutrición… ¿Qué te gusta más?");
  await advisorPage.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByTestId("chat-message").last()).toContainText("Hola, Rosa: biología, medicina, nutrición");
  await expect(advisorPage.getByTestId("chat-receipt")).toHaveText(" · Visto");
  await expectAccessible(advisorPage);
  await shot(page, "chat-conversacion");
  await shot(advisorPage, "chat-especialista");

  // And once more the other way, still without reloading either page.
  await box.fill("Me gusta más nutrición <b>y</b> deporte");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(advisorPage.getByTestId("chat-message").last()).toHaveText(/Me gusta más nutrición <b>y<\/b> deporte/);

  // «Reportar» is one keyboard-reachable button away.
  await page.getByRole("button", { name: "Reportar" }).click();
  await expect(page.getByRole("dialog", { name: "Reportar esta conversación" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await specialistContext.close();
});
