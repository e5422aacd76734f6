import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";

export type RegisteredStudent = { email: string; password: string; name: string; surname: string; phone: string };

export type StudentOverrides = Partial<RegisteredStudent> & { role?: "user" | "user-parent"; extra?: Record<string, unknown> };

/** A Peruvian mobile number that libphonenumber accepts, different each call. */
function freshPhone(): string {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return `+519${digits}`;
}

/**
 * Creates a fresh student through the real `POST /api/v2/auth/register` with `page.request`, so
 * the session cookies land in the page's browser context: the page is logged in afterwards.
 */
export async function registerStudent(page: Page, overrides: StudentOverrides = {}): Promise<RegisteredStudent> {
  const id = randomUUID().slice(0, 8);
  const student = {
    email: overrides.email ?? `e2e-${id}@example.pe`,
    password: overrides.password ?? `Clave-${id}!`,
    name: overrides.name ?? "Valeria",
    surname: overrides.surname ?? "Mamani",
    phone: overrides.phone ?? freshPhone(),
  };
  const response = await page.request.post("/api/v2/auth/register", {
    data: {
      user: student.phone,
      password: student.password,
      name: student.name,
      surname: student.surname,
      email: student.email,
      role: overrides.role ?? "user",
      typeUser: overrides.role ?? "user",
      careers: [],
      ...overrides.extra,
    },
  });
  expect(response.status(), `registro de ${student.email}: ${await response.text()}`).toBe(201);
  return student;
}

/** Logs in through `POST /api/auth/login`; the session cookies land in the page's context. */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post("/api/auth/login", { data: { user: email, password, role: "user" } });
  expect(response.status(), `inicio de sesión de ${email}: ${await response.text()}`).toBe(200);
}

/** The demo accounts seeded in development and tests (lib/seed/demo-users.ts). */
export const demoStudent = { email: "estudiante@rumbo.pe", password: "Estudiante2026!", name: "Lucía" } as const;
export const demoAdmin = { email: "admin@rumbo.pe", password: "RumboAdmin2026!" } as const;

/** A fresh browser context like the project's own: another person (a mother, a counsellor) on another device. */
export async function newPersonPage(browser: Browser): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL, extraHTTPHeaders } =
    test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL,
    extraHTTPHeaders,
  });
  return context.newPage();
}
