import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/webinars/route";
import { DELETE as leaveRoute, POST as enrolRoute } from "@/app/api/webinars/[id]/enrolment/route";
import { GET as icsRoute } from "@/app/api/webinars/[id]/ics/route";
import { GET as joinRoute } from "@/app/api/webinars/[id]/join/route";
import { GET as adminListRoute, POST as adminCreateRoute } from "@/app/api/admin/webinars/route";
import { PATCH as adminPatchRoute } from "@/app/api/admin/webinars/[id]/route";
import { POST as adminCancelRoute } from "@/app/api/admin/webinars/[id]/cancel/route";
import { GET as attendeesRoute } from "@/app/api/admin/webinars/[id]/attendees.csv/route";
import { getDb } from "@/lib/db/client";
import { auditLog, metricEvents, outbox, webinarEnrolments, webinars } from "@/lib/db/schema";
import { seedWebinars, webinarSeeds } from "@/lib/seed/webinars";
import { createSession } from "@/lib/server/auth/session";
import { grantMembership } from "@/lib/server/membership/memberships";
import { rateLimits } from "@/lib/server/rate-limits";
import { enrolInWebinar, WEBINAR_MESSAGES } from "@/lib/server/webinars/enrol";
import { processDueWebinarReminders } from "@/lib/server/webinars/reminders";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

const HOUR = 3_600_000;
const MIN = 60_000;

async function person(opts: { member?: boolean; admin?: boolean; name?: string; verified?: boolean } = {}) {
  const user = await insertTestUser({
    name: opts.name ?? `Ana${randomUUID().slice(0, 4)}`,
    isAdmin: opts.admin ?? false,
    emailVerifiedAt: opts.verified ? new Date() : null,
  });
  if (opts.member)
    await grantMembership(await getDb(), { userId: user.id, planSlug: "autoguiado", source: "order", sourceRef: `prueba-${randomUUID()}` });
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

async function addWebinar(values: Partial<typeof webinars.$inferInsert> & { startsAt: Date; endsAt: Date }) {
  const db = await getDb();
  const [row] = await db
    .insert(webinars)
    .values({
      slug: `prueba-web-${randomUUID().slice(0, 8)}`,
      title: "Webinar de prueba",
      program: "orientacion-vocacional",
      speakerName: "Equipo de prueba",
      joinUrl: "https://meet.google.com/prueba-sala",
      ...values,
    })
    .returning({ id: webinars.id, slug: webinars.slug });
  return row;
}

const enrol = (id: number, headers: Record<string, string>) =>
  callRoute(enrolRoute, { method: "POST", path: `/api/webinars/${id}/enrolment`, params: { id: String(id) }, headers });

afterAll(async () => {
  const db = await getDb();
  await db.delete(webinars).where(like(webinars.slug, "prueba-web-%"));
});

describe("GET /api/webinars", () => {
  it("lista los próximos webinars sembrados por fecha, con los campos del contrato y sin inscripción para un visitante", async () => {
    const res = await callRoute(listRoute, { path: "/api/webinars" });
    expect(res.status).toBe(200);
    const list = res.json.data as Array<Record<string, any>>;
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const key of [
      "id",
      "slug",
      "title",
      "program",
      "speaker",
      "startsAt",
      "endsAt",
      "capacity",
      "seatsLeft",
      "membersOnly",
      "enrolled",
    ])
      expect(list[0]).toHaveProperty(key);
    const starts = list.map((w) => w.startsAt as string);
    expect([...starts].sort()).toEqual(starts);
    expect(list.every((w) => w.enrolled === false && w.status !== "ended" && w.status !== "cancelled")).toBe(true);
    // The three programmes and admissions, advisors and institutions, some for members only.
    expect(new Set(list.map((w) => w.program))).toEqual(
      new Set(["orientacion-vocacional", "autoestima-confianza", "habilidades-blandas", "admision"]),
    );
    expect(list.some((w) => w.speaker.kind === "institution" && w.speaker.institution)).toBe(true);
    expect(list.some((w) => w.membersOnly)).toBe(true);
    // The join room never travels in the list.
    expect(JSON.stringify(list)).not.toContain("meet.google.com");

    const filtered = await callRoute(listRoute, { path: "/api/webinars?program=admision" });
    expect((filtered.json.data as Array<{ program: string }>).every((w) => w.program === "admision")).toBe(true);
    expect(filtered.json.data.length).toBeGreaterThan(0);
  });

  it("la siembra es idempotente: otra vez no crea ni mueve nada", async () => {
    const db = await getDb();
    const before = await db.select({ slug: webinars.slug, startsAt: webinars.startsAt }).from(webinars);
    const again = await seedWebinars(db, { log: () => {}, now: new Date(Date.now() + 7 * 24 * HOUR) });
    expect(again.created).toBe(0);
    const after = await db.select({ slug: webinars.slug, startsAt: webinars.startsAt }).from(webinars);
    const seeded = (rows: typeof before) =>
      rows.filter((r) => webinarSeeds.some((s) => s.slug === r.slug)).sort((a, b) => a.slug.localeCompare(b.slug));
    expect(seeded(after)).toEqual(seeded(before));
  });
});

describe("POST/DELETE /api/webinars/{id}/enrolment", () => {
  it("sin sesión responde 401", async () => {
    const w = await addWebinar({ startsAt: new Date(Date.now() + 48 * HOUR), endsAt: new Date(Date.now() + 49 * HOUR) });
    const res = await callRoute(enrolRoute, { method: "POST", path: `/api/webinars/${w.id}/enrolment`, params: { id: String(w.id) } });
    expect(res.status).toBe(401);
  });

  it("inscribe una vez (201, luego 200), envía la confirmación con su .ics, marca «enrolled», registra la métrica y deja un recordatorio una hora antes", async () => {
    const me = await person();
    const startsAt = new Date(Date.now() + 48 * HOUR);
    const w = await addWebinar({
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      capacity: 10,
      title: "Cómo elegir <b>carrera</b>",
    });
    const first = await enrol(w.id, me.headers);
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ webinarId: w.id, enrolled: true, created: true, webinar: { enrolled: true, seatsLeft: 9 } });
    const again = await enrol(w.id, me.headers);
    expect(again.status).toBe(200);
    expect(again.json.data.created).toBe(false);

    const db = await getDb();
    const mails = await db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(mails.map((m) => m.kind)).toEqual(["webinar-enrolment"]);
    // The title is text in the e-mail's HTML, never markup.
    expect(mails[0].html).toContain("Cómo elegir &#60;b&#62;carrera&#60;/b&#62;");
    expect(mails[0].html).not.toContain("<b>carrera</b>");
    const ics = Buffer.from(mails[0].attachments![0].content, "base64").toString("utf8");
    expect(mails[0].attachments![0].filename).toBe(`webinar-${w.id}.ics`);
    expect(ics).toContain(
      `DTSTART:${startsAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "")}`,
    );
    expect(ics).toContain("BEGIN:VALARM");

    const [row] = await db
      .select()
      .from(webinarEnrolments)
      .where(and(eq(webinarEnrolments.webinarId, w.id), eq(webinarEnrolments.userId, me.id)));
    expect(row.reminderAt).toEqual(new Date(startsAt.getTime() - HOUR));
    const events = await db
      .select()
      .from(metricEvents)
      .where(and(eq(metricEvents.userId, me.id), eq(metricEvents.name, "webinar_enrolled")));
    expect(events).toHaveLength(1);

    const mine = (await callRoute(listRoute, { path: "/api/webinars", headers: me.headers })).json.data as Array<{
      id: number;
      enrolled: boolean;
    }>;
    expect(mine.find((x) => x.id === w.id)?.enrolled).toBe(true);

    const icsRes = await callRoute(icsRoute, { path: `/api/webinars/${w.id}/ics`, params: { id: String(w.id) } });
    expect(icsRes.status).toBe(200);
    expect(icsRes.headers.get("content-type")).toMatch(/^text\/calendar/);
  });

  it("el recordatorio sale una sola vez, una hora antes, aunque el proceso corra dos veces a la vez", async () => {
    const me = await person();
    const startsAt = new Date(Date.now() + 48 * HOUR);
    const w = await addWebinar({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR) });
    expect((await enrol(w.id, me.headers)).status).toBe(201);
    const early = await processDueWebinarReminders(new Date(startsAt.getTime() - 2 * HOUR));
    expect(early.sent).toBe(0);
    const at = new Date(startsAt.getTime() - HOUR + MIN);
    const runs = await Promise.all([processDueWebinarReminders(at), processDueWebinarReminders(at)]);
    expect(runs[0].sent + runs[1].sent).toBeGreaterThanOrEqual(1);
    const db = await getDb();
    const kinds = (await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.to, me.email))).map((m) => m.kind);
    expect(kinds.filter((k) => k === "webinar-reminder")).toHaveLength(1);
  });

  it("rechaza con 409 un webinar lleno, terminado o cancelado, y con 403 membership_required uno solo para miembros", async () => {
    const now = Date.now();
    const full = await addWebinar({ startsAt: new Date(now + 48 * HOUR), endsAt: new Date(now + 49 * HOUR), capacity: 1 });
    const a = await person();
    const b = await person();
    expect((await enrol(full.id, a.headers)).status).toBe(201);
    const refused = await enrol(full.id, b.headers);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ code: "conflict", message: "Este webinar ya no tiene cupos. Elige otro de la lista." });

    const past = await addWebinar({ startsAt: new Date(now - 3 * HOUR), endsAt: new Date(now - 2 * HOUR) });
    expect((await enrol(past.id, b.headers)).status).toBe(409);

    const cancelled = await addWebinar({ startsAt: new Date(now + 48 * HOUR), endsAt: new Date(now + 49 * HOUR), status: "cancelled" });
    const c = await enrol(cancelled.id, b.headers);
    expect(c.status).toBe(409);
    expect(c.json.message).toBe("Este webinar fue cancelado. Elige otro de la lista.");

    const members = await addWebinar({ startsAt: new Date(now + 48 * HOUR), endsAt: new Date(now + 49 * HOUR), membersOnly: true });
    const free = await enrol(members.id, b.headers);
    expect(free.status).toBe(403);
    expect(free.json.code).toBe("membership_required");
    const member = await person({ member: true });
    expect((await enrol(members.id, member.headers)).status).toBe(201);

    const missing = await enrol(999_999, b.headers);
    expect(missing.status).toBe(404);
  });

  it("dos estudiantes a la vez por el último cupo: solo uno lo consigue", async () => {
    const w = await addWebinar({ startsAt: new Date(Date.now() + 48 * HOUR), endsAt: new Date(Date.now() + 49 * HOUR), capacity: 1 });
    const [a, b] = await Promise.all([person(), person()]);
    const results = await Promise.all([enrol(w.id, a.headers), enrol(w.id, b.headers)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("DELETE retira la inscripción antes del inicio (el cupo vuelve); después del inicio responde 409", async () => {
    const me = await person();
    const w = await addWebinar({ startsAt: new Date(Date.now() + 48 * HOUR), endsAt: new Date(Date.now() + 49 * HOUR), capacity: 5 });
    expect((await enrol(w.id, me.headers)).status).toBe(201);
    const left = await callRoute(leaveRoute, {
      method: "DELETE",
      path: `/api/webinars/${w.id}/enrolment`,
      params: { id: String(w.id) },
      headers: me.headers,
    });
    expect(left.status).toBe(200);
    expect(left.json.data).toMatchObject({ enrolled: false, webinar: { enrolled: false, seatsLeft: 5 } });

    const started = await addWebinar({ startsAt: new Date(Date.now() - 10 * MIN), endsAt: new Date(Date.now() + 50 * MIN) });
    expect((await enrol(started.id, me.headers)).status).toBe(201);
    const late = await callRoute(leaveRoute, {
      method: "DELETE",
      path: `/api/webinars/${started.id}/enrolment`,
      params: { id: String(started.id) },
      headers: me.headers,
    });
    expect(late.status).toBe(409);
  });
});

describe("inscribirse y retirarse en bucle (Rumbo no es un cañón de correos)", () => {
  const leave = (id: number, headers: Record<string, string>) =>
    callRoute(leaveRoute, { method: "DELETE", path: `/api/webinars/${id}/enrolment`, params: { id: String(id) }, headers });

  it("24 peticiones de inscribirse y retirarse: un solo correo, sin el nombre elegido, y 429 con Retry-After al pasar el límite", async () => {
    // A stranger signs up with someone else's address (never verified) and a name that is an advert.
    const me = await person({ name: "Premio: entra ya a premio-rumbo.example" });
    const w = await addWebinar({ startsAt: new Date(Date.now() + 72 * HOUR), endsAt: new Date(Date.now() + 73 * HOUR) });
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof enrol>> | undefined;
    for (let i = 0; i < 12; i++) {
      for (const res of [await enrol(w.id, me.headers), await leave(w.id, me.headers)]) {
        statuses.push(res.status);
        if (res.status === 429) limited ??= res;
      }
    }
    expect(statuses.slice(0, rateLimits.webinarChanges.points).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses.slice(rateLimits.webinarChanges.points).every((s) => s === 429)).toBe(true);
    expect(limited!.json.message).toBe(WEBINAR_MESSAGES.tooManyChanges);
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);

    const db = await getDb();
    const mails = await db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(mails.map((m) => m.kind)).toEqual(["webinar-enrolment"]);
    // The unverified address is greeted neutrally: nothing the account typed opens the e-mail.
    expect(mails[0].text.startsWith("Hola:\n")).toBe(true);
    expect(`${mails[0].subject} ${mails[0].text} ${mails[0].html}`).not.toContain("Premio");
  });

  it("la confirmación sale una vez al día por persona y webinar, también con dos inscripciones a la vez; una dirección verificada se saluda por su nombre", async () => {
    const me = await person({ name: "Lucía", verified: true });
    const w = await addWebinar({ startsAt: new Date(Date.now() + 96 * HOUR), endsAt: new Date(Date.now() + 97 * HOUR) });
    const user = { id: me.id, email: me.email, name: "Lucía" };
    const now = new Date();
    await enrolInWebinar(user, w.id, { now });
    await leave(w.id, me.headers);
    // Two enrolments racing after leaving: still no second confirmation today.
    await Promise.all([enrolInWebinar(user, w.id, { now }), enrolInWebinar(user, w.id, { now })]);
    await leave(w.id, me.headers);
    const db = await getDb();
    const today = await db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(today.map((m) => m.kind)).toEqual(["webinar-enrolment"]);
    expect(today[0].text.startsWith("Hola, Lucía:\n")).toBe(true);
    // A day later, enrolling again confirms again.
    await enrolInWebinar(user, w.id, { now: new Date(now.getTime() + 24 * HOUR + MIN) });
    const later = await db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(later.map((m) => m.kind)).toEqual(["webinar-enrolment", "webinar-enrolment"]);
  });
});

describe("GET /api/webinars/{id}/join (el enlace de la sala)", () => {
  it("solo para inscritos y desde 15 minutos antes; la primera entrada cuenta como asistencia", async () => {
    const me = await person();
    const other = await person();
    const soon = await addWebinar({ startsAt: new Date(Date.now() + 10 * MIN), endsAt: new Date(Date.now() + 70 * MIN) });
    const later = await addWebinar({ startsAt: new Date(Date.now() + 60 * MIN), endsAt: new Date(Date.now() + 120 * MIN) });
    expect((await enrol(soon.id, me.headers)).status).toBe(201);
    expect((await enrol(later.id, me.headers)).status).toBe(201);

    const join = (id: number, headers: Record<string, string>) =>
      callRoute(joinRoute, { path: `/api/webinars/${id}/join`, params: { id: String(id) }, headers });

    const notEnrolled = await join(soon.id, other.headers);
    expect(notEnrolled.status).toBe(403);
    const tooEarly = await join(later.id, me.headers);
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.json.message).toBe("El enlace para entrar se activa 15 minutos antes del inicio.");

    const list = (await callRoute(listRoute, { path: "/api/webinars", headers: me.headers })).json.data as Array<{
      id: number;
      canJoin: boolean;
    }>;
    expect(list.find((w) => w.id === soon.id)?.canJoin).toBe(true);
    expect(list.find((w) => w.id === later.id)?.canJoin).toBe(false);

    const ok = await join(soon.id, me.headers);
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("https://meet.google.com/prueba-sala");
    expect((await join(soon.id, me.headers)).status).toBe(302);
    const db = await getDb();
    const events = await db
      .select()
      .from(metricEvents)
      .where(and(eq(metricEvents.userId, me.id), eq(metricEvents.name, "webinar_attended")));
    expect(events).toHaveLength(1);
  });
});

describe("back office de webinars", () => {
  it("solo administradores: 401 sin sesión, 403 a un estudiante", async () => {
    expect((await callRoute(adminListRoute, { path: "/api/admin/webinars" })).status).toBe(401);
    const student = await person();
    expect((await callRoute(adminListRoute, { path: "/api/admin/webinars", headers: student.headers })).status).toBe(403);
  });

  it("crea, edita (auditado, mueve el recordatorio), cancela avisando a los inscritos y exporta los inscritos en CSV", async () => {
    const admin = await person({ admin: true });
    const slug = `prueba-web-${randomUUID().slice(0, 8)}`;
    const created = await callRoute(adminCreateRoute, {
      method: "POST",
      path: "/api/admin/webinars",
      headers: admin.headers,
      body: {
        slug,
        title: "Becas y crédito educativo",
        program: "admision",
        speakerName: "Mariana Torres",
        startsAt: "2099-03-10T18:00",
        endsAt: "2099-03-10T19:00",
        capacity: "50",
        membersOnly: false,
        joinUrl: "https://meet.google.com/abc-defg-hij",
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id as number;
    expect(created.json.data).toMatchObject({ slug, startsAtLocal: "2099-03-10T18:00", capacity: 50, status: "scheduled" });

    const badUrl = await callRoute(adminCreateRoute, {
      method: "POST",
      path: "/api/admin/webinars",
      headers: admin.headers,
      body: {
        slug: `${slug}-b`,
        title: "X y Z",
        program: "admision",
        speakerName: "Ana",
        startsAt: "2099-03-10T18:00",
        endsAt: "2099-03-10T19:00",
        joinUrl: "javascript:alert(1)",
      },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.json.errors.joinUrl).toEqual(["Usa un enlace https (Zoom, Meet, YouTube…)."]);

    const student = await person();
    expect((await enrol(id, student.headers)).status).toBe(201);

    const moved = await callRoute(adminPatchRoute, {
      method: "PATCH",
      path: `/api/admin/webinars/${id}`,
      params: { id: String(id) },
      headers: admin.headers,
      body: { startsAt: "2099-03-11T18:00", endsAt: "2099-03-11T19:00" },
    });
    expect(moved.status).toBe(200);
    const db = await getDb();
    const [seat] = await db.select().from(webinarEnrolments).where(eq(webinarEnrolments.webinarId, id));
    expect(seat.reminderAt).toEqual(new Date(new Date(moved.json.data.startsAt).getTime() - HOUR));
    const shrink = await callRoute(adminPatchRoute, {
      method: "PATCH",
      path: `/api/admin/webinars/${id}`,
      params: { id: String(id) },
      headers: admin.headers,
      body: { capacity: 0 },
    });
    expect(shrink.status).toBe(400);

    const csv = await callRoute(attendeesRoute, {
      path: `/api/admin/webinars/${id}/attendees.csv`,
      params: { id: String(id) },
      headers: admin.headers,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.text).toContain("Nombre,Apellido,Correo");
    expect(csv.text).toContain(student.email);

    const noReason = await callRoute(adminCancelRoute, {
      method: "POST",
      path: `/api/admin/webinars/${id}/cancel`,
      params: { id: String(id) },
      headers: admin.headers,
      body: {},
    });
    expect(noReason.status).toBe(400);
    const cancel = await callRoute(adminCancelRoute, {
      method: "POST",
      path: `/api/admin/webinars/${id}/cancel`,
      params: { id: String(id) },
      headers: admin.headers,
      body: { reason: "La expositora está enferma." },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json.data).toMatchObject({ status: "cancelled", notified: 1 });
    const told = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, student.email), eq(outbox.kind, "webinar-cancelled")));
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain("La expositora está enferma.");
    const again = await callRoute(adminCancelRoute, {
      method: "POST",
      path: `/api/admin/webinars/${id}/cancel`,
      params: { id: String(id) },
      headers: admin.headers,
      body: { reason: "Otra vez lo mismo" },
    });
    expect(again.status).toBe(409);

    const listed = (await callRoute(listRoute, { path: "/api/webinars" })).json.data as Array<{ id: number }>;
    expect(listed.some((w) => w.id === id)).toBe(false);

    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "webinar"), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(["cancel", "create", "update"]);
  });
});
