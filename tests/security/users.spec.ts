import { expect, test } from "./fixtures";
import { registerStudent } from "./support";

/* ───────────── IDOR: every owned resource, across two students ───────────── */

test("IDOR: un estudiante no lee ni cambia nada de otro (proceso, perfil, guardados, inscripciones, informe)", async ({ request }) => {
  const ana = await registerStudent(request, { name: "Ana" });
  const beto = await registerStudent(request, { name: "Beto" });

  // Ana's vocational process, with an answer, a saved institution and an enrolment.
  const process = (await (await request.get("/api/vocational", { headers: ana.auth })).json()).data.process;
  const put = await request.put(`/api/vocational/progress/${process.id}`, {
    headers: ana.auth,
    data: { data: { section: "vocation", answers: { text: "Quiero ser médica" } } },
  });
  expect(put.status()).toBe(200);
  const institutions = (await (await request.get("/api/institution?type=universidad&perPage=2")).json()).data.items as Array<{
    id: number;
  }>;
  expect((await request.put(`/api/student/institutions/${institutions[0].id}`, { headers: ana.auth })).status()).toBeLessThan(300);

  // Beto tries every owned resource of Ana's.
  const attempts: Array<[string, Promise<import("@playwright/test").APIResponse>]> = [
    ["GET progreso", request.get(`/api/vocational/progress/${process.id}`, { headers: beto.auth })],
    [
      "PUT progreso",
      request.put(`/api/vocational/progress/${process.id}`, {
        headers: beto.auth,
        data: { data: { section: "vocation", answers: { text: "cambiado" } } },
      }),
    ],
    [
      "PUT referencia",
      request.put(`/api/vocational/progress/${process.id}/reference`, {
        headers: beto.auth,
        data: { data: { section: "vocation", answers: { text: "x" } } },
      }),
    ],
    [
      "PUT compartir",
      request.put(`/api/vocational/progress/${process.id}/share`, { headers: beto.auth, data: { data: { shareEnabled: true } } }),
    ],
    ["GET informe PDF", request.get(`/api/pdf/vocational/${process.id}`, { headers: beto.auth })],
    ["GET perfil", request.get(`/api/student/${ana.id}`, { headers: beto.auth })],
    ["POST atributo", request.post(`/api/student/${ana.id}/attribute`, { headers: beto.auth, data: { attribute: "x", value: "y" } })],
  ];
  for (const [name, pending] of attempts) {
    const res = await pending;
    expect([400, 401, 403, 404], `${name}: ${res.status()}`).toContain(res.status());
    expect(await res.text(), name).not.toContain("Quiero ser médica");
  }

  // Lists are per student: Beto's show nothing of Ana's, and his DELETE does not touch hers.
  const betoSaved = await (await request.get("/api/student/institutions", { headers: beto.auth })).text();
  expect(betoSaved).not.toContain(`"id":${institutions[0].id},`);
  await request.delete(`/api/student/institutions/${institutions[0].id}`, { headers: beto.auth });
  const anaSaved = await (await request.get("/api/student/institutions", { headers: ana.auth })).json();
  expect(JSON.stringify(anaSaved)).toContain(String(institutions[0].id));
  const betoEnrolments = await (await request.get("/api/student/enroll", { headers: beto.auth })).text();
  expect(betoEnrolments).not.toContain(ana.id);
  const betoProgress = await (await request.get("/api/vocational/progress", { headers: beto.auth })).text();
  expect(betoProgress).not.toContain(process.id);

  // Ana's answer is intact.
  const mine = await (await request.get(`/api/vocational/progress/${process.id}`, { headers: ana.auth })).text();
  expect(mine).toContain("Quiero ser médica");
  expect(mine).not.toContain("cambiado");
});

/* ───────────── Stored XSS, viewed in Chromium ───────────── */

test("XSS almacenado: un nombre con <img onerror> y <script> se muestra como texto y no se ejecuta", async ({ page, request, context }) => {
  const payload = `<img src=x onerror="window.__xss=1;document.title='XSS'">`;
  const student = await registerStudent(request, { name: payload.slice(0, 80), surname: "<script>window.__xss=2</script>" });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  // Log in through the page so the readable user cookie and the stores hold the name too.
  await context.clearCookies();
  await page.goto("/entrar");
  await page.getByLabel("Correo electrónico").fill(student.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(student.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await page.waitForURL((url) => url.pathname !== "/entrar", { timeout: 20_000 });
  for (const path of ["/overview/new-home", "/overview", "/orientacion-vocacional", "/instituciones"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle").catch(() => {});
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), path).toBeUndefined();
    expect(await page.title(), path).not.toBe("XSS");
    expect(await page.locator("img[src='x']").count(), path).toBe(0);
  }
  // The name shows as text somewhere (the greeting or the account menu).
  await page.goto("/overview/new-home");
  await expect(page.getByText("<img", { exact: false }).first()).toBeVisible();
  expect(dialogs).toEqual([]);
  // Our own scripts ran under the CSP without a single violation.
  expect(violations, violations.join("\n")).toEqual([]);
});
