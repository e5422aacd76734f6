import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { demoAdmin, registerStudent } from "./support/session";

type Conference = {
  id: number;
  title: string;
  startDateFilter: string;
  dayLabel: string;
  status: string;
  signed: boolean;
  areas: string[];
};

async function conferences(request: APIRequestContext): Promise<Conference[]> {
  const response = await request.get("/api/conference");
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** The outbox as the demo admin sees it (GET /api/admin/outbox, newest first). */
async function outboxFor(baseURL: string, to: string) {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post("/api/auth/login", { data: { user: demoAdmin.email, password: demoAdmin.password, role: "user" } });
    expect(login.status(), await login.text()).toBe(200);
    const response = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
    expect(response.status()).toBe(200);
    return (await response.json()).data as Array<{
      kind: string;
      subject: string;
      attachments: Array<{ filename: string; contentType: string }>;
    }>;
  } finally {
    await admin.dispose();
  }
}

async function registerThroughForm(page: Page) {
  const id = Math.random().toString(36).slice(2, 10);
  const email = `feria-${id}@example.pe`;
  const phone = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await page.getByText("Alumno", { exact: true }).click();
  await page.getByLabel("Nombre").fill("Camila");
  await page.getByLabel("Apellido").fill("Huamán");
  await page.getByRole("textbox", { name: "Celular" }).fill(phone);
  const emailField = page.getByLabel("Correo electrónico");
  await expect(emailField).toBeVisible();
  await emailField.fill(email);
  const password = page.getByRole("textbox", { name: "Contraseña" });
  await expect(password).toBeVisible();
  await password.fill(`Clave-${id}!`);
  await page.getByLabel(/Acepto las/).check();
  await page.getByRole("button", { name: "Crear mi cuenta" }).click();
  return email;
}

test.describe("la feria virtual", () => {
  test("sin sesión: de la charla a registrarse, de vuelta inscrito, en el cronograma y con el correo y su .ics", async ({
    page,
    baseURL,
  }) => {
    // Registration, enrolment, the schedule, the e-mail and its .ics: 55–66 s while the security
    // suite runs beside it on a slower machine (28-11-2026), as long as the other long journeys.
    test.setTimeout(120_000);
    const list = await conferences(page.request);
    const target = list.find((c) => c.status === "upcoming")!;

    await page.goto(`/donde-estudiar?conference_id=${target.id}#expo`);
    const card = page.getByRole("article", { name: target.title });
    await expect(card).toHaveAttribute("data-highlighted", "true");
    await expect(card).toBeInViewport();
    const confirm = page.getByRole("region", { name: "Confirma tu inscripción" });
    await expect(confirm).toContainText(target.title);
    await expectAccessible(page);

    await confirm.getByRole("button", { name: "Inscribirme" }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === "/empezar" && url.searchParams.get("redirect") === `/donde-estudiar?conference_id=${target.id}#expo`,
    );

    const email = await registerThroughForm(page);
    await expect(page).toHaveURL(
      (url) => url.pathname === "/donde-estudiar" && url.searchParams.get("conference_id") === String(target.id) && url.hash === "#expo",
      {
        timeout: 20_000,
      },
    );

    const ready = page.getByRole("region", { name: "Confirma tu inscripción" });
    await ready.getByRole("button", { name: "Confirmar inscripción" }).click();
    await expect(page.getByRole("region", { name: "Ya te inscribiste" })).toContainText(target.title);
    await expect(page.getByRole("article", { name: target.title })).toContainText("Ya te inscribiste");

    await page.getByRole("button", { name: "Ver cronograma" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Cronograma" });
    await expect(dialog.getByRole("tab", { name: target.dayLabel })).toHaveAttribute("aria-selected", "true");
    const row = dialog.getByRole("listitem").filter({ hasText: target.title });
    await expect(row).toContainText("Ya te inscribiste");
    await expect(row.getByRole("button")).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // After a reload the server renders it signed too.
    await page.reload();
    await expect(page.getByRole("article", { name: target.title })).toContainText("Ya te inscribiste");

    const mails = await outboxFor(baseURL!, email);
    const confirmation = mails.find((m) => m.kind === "conference-enrolment");
    expect(confirmation?.subject).toBe(`Te inscribiste: ${target.title}`);
    expect(confirmation?.attachments).toEqual([
      { filename: `conferencia-${target.id}.ics`, contentType: expect.stringMatching(/^text\/calendar/) },
    ]);
  });

  test("inscribirse dos veces es una sola inscripción", async ({ page }) => {
    await registerStudent(page);
    const [first] = await conferences(page.request);
    const once = await page.request.post("/api/conference/student", { data: { conferenceId: first.id } });
    expect(once.status()).toBe(201);
    const twice = await page.request.post("/api/conference/student", { data: { conferenceId: first.id } });
    expect(twice.status()).toBe(200);
    expect((await twice.json()).data.id).toBe((await once.json()).data.id);
    const mine = await conferences(page.request);
    expect(mine.filter((c) => c.signed).map((c) => c.id)).toEqual([first.id]);
  });

  test("/expo: la cuenta regresiva al inicio de la feria, el filtro por día, las charlas y los stands", async ({ page }) => {
    const list = await conferences(page.request);
    await page.goto("/expo");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Expo Rumbo");
    const countdown = page.getByTestId("fair-countdown");
    await expect(countdown.getByRole("timer")).toHaveText(
      /^Faltan \d+ días?, \d+ horas?, \d+ minutos? y \d+ segundos? para que empiece la feria$/,
    );
    const seconds = countdown.locator('[data-unit="seconds"]');
    const before = await seconds.textContent();
    await expect(seconds).not.toHaveText(before!, { timeout: 3000 });

    const days = [...new Set(list.map((c) => c.dayLabel))];
    const filter = page.getByRole("group", { name: "Filtrar por día" });
    await filter.getByRole("button", { name: days[1] }).click();
    const onDay = list.filter((c) => c.dayLabel === days[1]);
    await expect(page.getByRole("list", { name: "Charlas" }).getByRole("article")).toHaveCount(onDay.length);
    await expect(page.getByRole("heading", { name: "Stands de universidades e institutos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pontificia Universidad Católica del Perú" })).toBeVisible();
    await expectAccessible(page);
  });

  test("la cuenta regresiva con un reloj fijo: antes, durante y después de la feria", async ({ page }) => {
    const list = (await (await page.request.get("/api/conference")).json()).data as Array<{ startsAt: string; endsAt: string }>;
    const start = Math.min(...list.map((c) => Date.parse(c.startsAt)));
    const end = Math.max(...list.map((c) => Date.parse(c.endsAt)));
    const countdown = page.getByTestId("fair-countdown");

    await page.clock.setFixedTime(new Date(start - (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000));
    await page.goto("/expo");
    await expect(countdown.getByRole("timer")).toHaveText("Faltan 2 días, 3 horas, 4 minutos y 5 segundos para que empiece la feria");
    for (const [unit, value] of [
      ["days", "02"],
      ["hours", "03"],
      ["minutes", "04"],
      ["seconds", "05"],
    ]) {
      await expect(countdown.locator(`[data-unit="${unit}"]`)).toHaveText(value);
    }

    await page.clock.setFixedTime(new Date(start + 60_000));
    await page.reload();
    await expect(countdown).toHaveText("La feria está en vivo");

    await page.clock.setFixedTime(new Date(end + 60_000));
    await page.reload();
    await expect(countdown).toHaveText("La feria finalizó");
  });

  test("donde-estudiar con area_id y show_vocational_modal=1: filtra por área y abre la invitación al test", async ({ page }) => {
    const list = await conferences(page.request);
    const health = list.filter((c) => c.areas.includes("ciencias-de-la-salud"));
    await page.goto("/donde-estudiar?area_id=ciencias-de-la-salud&show_vocational_modal=1&track=colegio-7");
    const dialog = page.getByRole("dialog", { name: "¿Aún no sabes qué estudiar?" });
    await expect(dialog.getByRole("link", { name: "Hacer el test vocacional" })).toHaveAttribute("href", "/test-orientacion-vocacional");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Ahora no" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Te mostramos las charlas de")).toContainText("Ciencias de la salud");
    await expect(page.getByRole("list", { name: "Charlas" }).getByRole("article")).toHaveCount(health.length);
    await page.getByRole("link", { name: "Ver todas las charlas" }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("area_id") && url.searchParams.get("track") === "colegio-7");
    await expect(page.getByRole("list", { name: "Charlas" }).getByRole("article")).toHaveCount(list.length);
  });

  test("/live: sin sesión lleva a registrarse; con sesión muestra la charla, cuándo se abre la sala y el cronograma", async ({ page }) => {
    await page.goto("/live");
    await expect(page).toHaveURL((url) => url.pathname === "/empezar" && url.searchParams.get("redirect") === "live");

    // No request leaves for YouTube in tests: the player gets a local stand-in.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>video</title><p>video</p>" }),
    );
    await registerStudent(page);
    const [next] = await conferences(page.request);
    await page.goto("/live");
    await expect(page.getByRole("heading", { level: 1, name: "Sala en vivo" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: next.title })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Cronograma" })).toContainText(next.title);
    await expectAccessible(page);
    // The seeded fair is weeks away: no video yet, and the room says when it opens (15 minutes
    // before the talk). The player itself is tested in tests/components/fair-live-player.test.tsx.
    await expect(page.getByText("La sala se abre 15 minutos antes de la charla.")).toBeVisible();
    await expect(page.getByText(/^Vuelve el .+ a las .+ para ver la transmisión\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Reproducir la transmisión" })).toHaveCount(0);
  });

  test("el stand embebible se puede enmarcar; las demás páginas no", async ({ page }) => {
    const all = await page.goto("/embed/stand");
    expect(all?.status()).toBe(200);
    expect(all?.headers()["x-frame-options"]).toBeUndefined();
    await expect(page.getByRole("heading", { name: "Universidad de Lima" })).toBeVisible();
    await expectAccessible(page);

    const one = await page.goto("/embed/stand/pontificia-universidad-catolica-del-peru");
    expect(one?.status()).toBe(200);
    expect(one?.headers()["x-frame-options"]).toBeUndefined();
    await expect(page.getByRole("heading", { name: "Pontificia Universidad Católica del Perú", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Inscríbete gratis a sus charlas en Rumbo" })).toHaveAttribute("target", "_blank");
    await expectAccessible(page);

    const expo = await page.goto("/expo");
    expect(expo?.headers()["x-frame-options"]).toBe("DENY");
  });

  test("/expo/success y /expo/thanks", async ({ page }) => {
    await registerStudent(page);
    const [first] = await conferences(page.request);
    await page.request.post("/api/conference/student", { data: { conferenceId: first.id } });
    await page.goto(`/expo/success?conference_id=${first.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "¡Listo, te inscribiste!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Agregar a mi calendario" })).toHaveAttribute("href", `/api/conference/${first.id}/ics`);
    await expectAccessible(page);
    await page.goto("/expo/thanks");
    await expect(page.getByRole("heading", { level: 1, name: "¡Gracias por visitar la Expo!" })).toBeVisible();
    await expectAccessible(page);
  });
});
