import { and, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/conference/route";
import { POST as enrolRoute } from "@/app/api/conference/student/route";
import { GET as icsRoute } from "@/app/api/conference/[id]/ics/route";
import { getDb } from "@/lib/db/client";
import { fairConferences, fairEnrolments, fairReminders, outbox } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { conferenceVideoEmbed, findCurrentFair } from "@/lib/server/fair/conferences";
import { processDueReminders } from "@/lib/server/fair/reminders";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

async function student() {
  const user = await insertTestUser();
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

async function addConference(values: { startsAt: Date; endsAt: Date; capacity?: number | null; title?: string }) {
  const db = await getDb();
  const fair = await findCurrentFair();
  const [row] = await db
    .insert(fairConferences)
    .values({
      fairId: fair!.id,
      slug: `prueba-${Math.random().toString(36).slice(2)}`,
      title: values.title ?? "Charla de prueba",
      author: "Equipo de prueba",
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      capacity: values.capacity ?? null,
    })
    .returning({ id: fairConferences.id });
  return row.id;
}

const HOUR = 3_600_000;

// On PostgreSQL the test files share one database: leave the seeded fair as it was found
// (enrolments and reminders go with their conference, ON DELETE CASCADE).
afterAll(async () => {
  const db = await getDb();
  await db.delete(fairConferences).where(like(fairConferences.slug, "prueba-%"));
});

describe("GET /api/conference", () => {
  it("lista las conferencias de la feria sembrada, con datos de la especificación y sin inscripción para un visitante", async () => {
    const res = await callRoute(listRoute, { path: "/api/conference" });
    expect(res.status).toBe(200);
    const list = res.json.data as Array<Record<string, unknown>>;
    expect(list.length).toBeGreaterThanOrEqual(12);
    const first = list[0];
    for (const key of ["id", "title", "author", "image", "startTime", "endTime", "startDate", "startDateFilter", "signed"])
      expect(first).toHaveProperty(key);
    expect(list.every((c) => c.signed === false)).toBe(true);
    // Several days, upcoming (the seed puts the fair three weeks ahead), from real institutions of the catalogue.
    expect(new Set(list.map((c) => c.startDateFilter)).size).toBeGreaterThanOrEqual(3);
    expect(list.every((c) => c.status === "upcoming")).toBe(true);
    expect(list.some((c) => (c.institution as { slug?: string } | null)?.slug === "pontificia-universidad-catolica-del-peru")).toBe(true);
    expect(first.startDateFilter).toMatch(/^\d{1,2}-[a-z]+-\d{4}$/);
    expect(first.startTime).toMatch(/^\d{1,2}:\d{2} [ap]\. m\.$/);
  });
});

describe("POST /api/conference/student", () => {
  it("sin sesión responde 401", async () => {
    const res = await callRoute(enrolRoute, { method: "POST", path: "/api/conference/student", body: { conferenceId: 1 } });
    expect(res.status).toBe(401);
  });

  it("inscribe una vez: la segunda vez responde 200 con la misma inscripción, un solo correo con su .ics y un recordatorio", async () => {
    const me = await student();
    const list = (await callRoute(listRoute, { path: "/api/conference" })).json.data as Array<{
      id: number;
      title: string;
      startsAt: string;
    }>;
    const target = list[1];

    const first = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: target.id, track: "colegio-123" },
      headers: me.headers,
    });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ conferenceId: target.id, created: true, conference: { id: target.id, signed: true } });

    const again = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: target.id },
      headers: me.headers,
    });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(again.json.data.created).toBe(false);

    const db = await getDb();
    const enrolments = await db
      .select({ id: fairEnrolments.id, track: fairEnrolments.track })
      .from(fairEnrolments)
      .where(and(eq(fairEnrolments.userId, me.id), eq(fairEnrolments.conferenceId, target.id)));
    expect(enrolments).toEqual([{ id: first.json.data.id, track: "colegio-123" }]);

    const mails = await db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].kind).toBe("conference-enrolment");
    expect(mails[0].subject).toContain(target.title);
    const [attachment] = mails[0].attachments ?? [];
    expect(attachment.filename).toBe(`conferencia-${target.id}.ics`);
    expect(attachment.contentType).toMatch(/^text\/calendar/);
    const ics = Buffer.from(attachment.content, "base64").toString("utf8");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`DTSTART:${target.startsAt.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);

    const reminders = await db
      .select({ sendAt: fairReminders.sendAt, status: fairReminders.status })
      .from(fairReminders)
      .where(eq(fairReminders.enrolmentId, first.json.data.id));
    expect(reminders).toEqual([{ sendAt: new Date(new Date(target.startsAt).getTime() - HOUR), status: "pending" }]);

    const mine = (await callRoute(listRoute, { path: "/api/conference", headers: me.headers })).json.data as Array<{
      id: number;
      signed: boolean;
    }>;
    expect(mine.filter((c) => c.signed).map((c) => c.id)).toEqual([target.id]);
  });

  it("el nombre elegido por la cuenta no abre el correo a una dirección sin verificar; una verificada se saluda por su nombre", async () => {
    const db = await getDb();
    const conferenceId = await addConference({ startsAt: new Date(Date.now() + 72 * HOUR), endsAt: new Date(Date.now() + 73 * HOUR) });
    const stranger = await insertTestUser({ name: "Premio: entra ya a premio-rumbo.example" });
    const verified = await insertTestUser({ name: "Lucía", emailVerifiedAt: new Date() });
    for (const who of [stranger, verified]) {
      const { token } = await createSession(who.id);
      const res = await callRoute(enrolRoute, {
        method: "POST",
        path: "/api/conference/student",
        body: { conferenceId },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(201);
    }
    const [toStranger] = await db.select().from(outbox).where(eq(outbox.to, stranger.email));
    expect(toStranger.text.startsWith("Hola:\n")).toBe(true);
    expect(`${toStranger.subject} ${toStranger.text} ${toStranger.html}`).not.toContain("Premio");
    const [toVerified] = await db.select().from(outbox).where(eq(outbox.to, verified.email));
    expect(toVerified.text.startsWith("Hola, Lucía:\n")).toBe(true);
  });

  it("rechaza con 409 y un mensaje claro una conferencia llena o ya terminada", async () => {
    const now = Date.now();
    const full = await addConference({ startsAt: new Date(now + 48 * HOUR), endsAt: new Date(now + 49 * HOUR), capacity: 1 });
    const a = await student();
    const b = await student();
    expect(
      (await callRoute(enrolRoute, { method: "POST", path: "/api/conference/student", body: { conferenceId: full }, headers: a.headers }))
        .status,
    ).toBe(201);
    const refused = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: full },
      headers: b.headers,
    });
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      code: "conflict",
      message: "Esta conferencia ya no tiene cupos disponibles. Elige otra del cronograma.",
    });
    // The one who holds the seat still gets the same enrolment back.
    expect(
      (await callRoute(enrolRoute, { method: "POST", path: "/api/conference/student", body: { conferenceId: full }, headers: a.headers }))
        .status,
    ).toBe(200);

    const past = await addConference({ startsAt: new Date(now - 3 * HOUR), endsAt: new Date(now - 2 * HOUR) });
    const ended = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: past },
      headers: b.headers,
    });
    expect(ended.status).toBe(409);
    expect(ended.json.message).toBe("Esta conferencia ya terminó. Elige otra del cronograma.");

    const listed = (await callRoute(listRoute, { path: "/api/conference" })).json.data as Array<{
      id: number;
      full: boolean;
      seatsLeft: number | null;
      status: string;
    }>;
    expect(listed.find((c) => c.id === full)).toMatchObject({ full: true, seatsLeft: 0, status: "upcoming" });
    expect(listed.find((c) => c.id === past)).toMatchObject({ status: "ended" });
  });

  it("valida el cuerpo (400 por campo), responde 404 a una conferencia inexistente y 403 a una petición de otro sitio con cookie", async () => {
    const me = await student();
    const bad = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: "abc" },
      headers: me.headers,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.conferenceId).toEqual(["Indica la conferencia."]);
    const missing = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: 999_999 },
      headers: me.headers,
    });
    expect(missing.status).toBe(404);
    const token = me.headers.authorization.slice("Bearer ".length);
    const crossSite = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: 1 },
      headers: { cookie: `rumbo_session=${token}`, origin: "https://otro-sitio.example" },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: 999_999 },
      headers: { cookie: `rumbo_session=${token}`, origin: testOrigin },
    });
    expect(sameSite.status).toBe(404);
  });
});

describe("recordatorios", () => {
  it("processDueReminders envía cada recordatorio una sola vez, una hora antes, y omite los de charlas ya empezadas", async () => {
    const now = Date.now();
    const soon = await addConference({
      startsAt: new Date(now + 3 * HOUR),
      endsAt: new Date(now + 4 * HOUR),
      title: "Charla del recordatorio",
    });
    const later = await addConference({ startsAt: new Date(now + 5 * HOUR), endsAt: new Date(now + 6 * HOUR) });
    const me = await student();
    for (const id of [soon, later]) {
      expect(
        (await callRoute(enrolRoute, { method: "POST", path: "/api/conference/student", body: { conferenceId: id }, headers: me.headers }))
          .status,
      ).toBe(201);
    }
    const db = await getDb();
    const reminders = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, me.email), eq(outbox.kind, "conference-reminder")));

    // Before it is due: nothing.
    await processDueReminders(new Date(now + 2 * HOUR - 60_000));
    expect(await reminders()).toHaveLength(0);

    // Due (one hour before the first talk): one e-mail; running again sends nothing more.
    const due = new Date(now + 2 * HOUR + 60_000);
    await processDueReminders(due);
    await processDueReminders(due);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe("En una hora: Charla del recordatorio");

    // Found only after the second talk started: skipped, never sent late.
    await processDueReminders(new Date(now + 5 * HOUR + 60_000));
    expect(await reminders()).toHaveLength(1);
    const statuses = await db
      .select({ status: fairReminders.status })
      .from(fairReminders)
      .innerJoin(fairEnrolments, eq(fairEnrolments.id, fairReminders.enrolmentId))
      .where(eq(fairEnrolments.userId, me.id));
    expect(statuses.map((s) => s.status).sort()).toEqual(["sent", "skipped"]);
  });

  it("no encola recordatorio si la charla empieza en menos de una hora", async () => {
    const now = Date.now();
    const id = await addConference({ startsAt: new Date(now + 30 * 60_000), endsAt: new Date(now + 90 * 60_000) });
    const me = await student();
    const res = await callRoute(enrolRoute, {
      method: "POST",
      path: "/api/conference/student",
      body: { conferenceId: id },
      headers: me.headers,
    });
    const db = await getDb();
    expect(await db.select().from(fairReminders).where(eq(fairReminders.enrolmentId, res.json.data.id))).toHaveLength(0);
  });
});

describe("GET /api/conference/{id}/ics", () => {
  it("descarga la conferencia como archivo de calendario", async () => {
    const list = (await callRoute(listRoute, { path: "/api/conference" })).json.data as Array<{ id: number; title: string }>;
    const res = await callRoute(icsRoute, { path: `/api/conference/${list[0].id}/ics`, params: { id: String(list[0].id) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="conferencia-${list[0].id}.ics"`);
    expect(res.text).toContain("BEGIN:VEVENT");
    expect((await callRoute(icsRoute, { path: "/api/conference/999999/ics", params: { id: "999999" } })).status).toBe(404);
  });
});

describe("la sala en vivo ofrece el video solo cuando la charla está cerca", () => {
  it("20 días antes no hay video y dice cuándo se abre; desde 15 minutos antes, durante y después, sí", async () => {
    const db = await getDb();
    const startsAt = new Date(Date.now() + 20 * 24 * HOUR);
    const id = await addConference({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR), title: "Charla con video" });
    await db.update(fairConferences).set({ videoUrl: "https://www.youtube.com/watch?v=rumboExpo99" }).where(eq(fairConferences.id, id));
    try {
      const early = await conferenceVideoEmbed(id);
      expect(early.embedUrl).toBeNull();
      expect(early.opensAt).toMatch(
        /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d{1,2} de [a-z]+ a las \d{1,2}:\d{2} [ap]\. m\.$/,
      );
      const sixteenBefore = await conferenceVideoEmbed(id, new Date(startsAt.getTime() - 16 * 60_000));
      expect(sixteenBefore.embedUrl).toBeNull();
      for (const at of [startsAt.getTime() - 15 * 60_000, startsAt.getTime() + 10 * 60_000, startsAt.getTime() + 2 * HOUR]) {
        const open = await conferenceVideoEmbed(id, new Date(at));
        expect(open).toEqual({ embedUrl: "https://www.youtube-nocookie.com/embed/rumboExpo99?autoplay=1&rel=0", opensAt: null });
      }
    } finally {
      await db.delete(fairConferences).where(eq(fairConferences.id, id));
    }
  });
});
