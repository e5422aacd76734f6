import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as slotsRoute } from "@/app/api/live/slots/route";
import { GET as listBookingsRoute, POST as bookRoute } from "@/app/api/live/bookings/route";
import { DELETE as cancelRoute, GET as bookingRoute } from "@/app/api/live/bookings/[id]/route";
import { GET as icsRoute } from "@/app/api/live/bookings/[id]/ics/route";
import { isLiveSessionTime } from "@/lib/config/live-hours";
import { getDb } from "@/lib/db/client";
import { advisors, advisorSlots, liveBookings, outbox } from "@/lib/db/schema";
import { advisorSeed, advisorSlotSeeds } from "@/lib/seed/advisors";
import { createSession } from "@/lib/server/auth/session";
import { grantMembership } from "@/lib/server/membership/memberships";
import { processDueLiveReminders } from "@/lib/server/live/reminders";
import { listFreeSlots } from "@/lib/server/live/slots";
import { addDays, limaInstant, limaToday, weekdayOf } from "@/lib/utils/lima-time";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

const HOUR = 3_600_000;

async function student(plan?: string) {
  const user = await insertTestUser();
  if (plan) await grantMembership(await getDb(), { userId: user.id, planSlug: plan, source: "order", sourceRef: `prueba-${randomUUID()}` });
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A test advisor with slots every day at 10:00, 15:00, 17:00 and 20:00 Lima; removed after the file (bookings go with it).
 * 10:00 is inside the live-session hours only at weekends: on school days it is never offered nor bookable.
 */
let advisorId: number;
beforeAll(async () => {
  const db = await getDb();
  const [row] = await db
    .insert(advisors)
    .values({ name: "Prueba Orientadora", title: "Psicóloga", email: "prueba-orientadora@example.pe" })
    .returning({ id: advisors.id });
  advisorId = row.id;
  const times = ["10:00", "15:00", "17:00", "20:00"];
  await db
    .insert(advisorSlots)
    .values([1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => times.map((startTime) => ({ advisorId, weekday, startTime }))));
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(advisors).where(like(advisors.name, "Prueba %"));
});

/** A slot time of the test advisor `days` Lima days from today. */
const slotAt = (days: number, time: string) => limaInstant(addDays(limaToday(), days), time).toISOString();

const book = (headers: Record<string, string>, startsAt: string, id = advisorId) =>
  callRoute(bookRoute, { method: "POST", path: "/api/live/bookings", body: { advisorId: id, startsAt }, headers });
const cancel = (headers: Record<string, string>, id: number) =>
  callRoute(cancelRoute, { method: "DELETE", path: `/api/live/bookings/${id}`, params: { id: String(id) }, headers });

describe("GET /api/live/slots", () => {
  it("sin sesión responde 401", async () => {
    const res = await callRoute(slotsRoute, { path: "/api/live/slots" });
    expect(res.status).toBe(401);
  });

  it("lista los horarios libres de la orientadora sembrada en hora de Lima, a partir de 12 horas desde ahora", async () => {
    const me = await student();
    const res = await callRoute(slotsRoute, { path: "/api/live/slots?days=14", headers: me.headers });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ timeZone: "America/Lima", days: 14, minNoticeHours: 12, from: limaToday() });
    const seeded = data.advisors.find((a: { name: string }) => a.name === advisorSeed.name);
    expect(seeded).toMatchObject({ title: advisorSeed.title });
    expect(seeded).not.toHaveProperty("email");
    const mine = data.slots.filter((s: { advisorId: number }) => s.advisorId === seeded.id);
    // 14 days hold two of each weekday: about two of each weekly slot, minus the ones within 12 h.
    expect(mine.length).toBeGreaterThanOrEqual(advisorSlotSeeds.length * 2 - 3);
    for (const slot of mine) {
      expect(advisorSlotSeeds).toContainEqual({ weekday: weekdayOf(slot.date), startTime: slot.time });
      expect(slot.startsAt).toBe(limaInstant(slot.date, slot.time).toISOString());
      expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(HOUR);
      expect(new Date(slot.startsAt).getTime()).toBeGreaterThanOrEqual(Date.now() + 12 * HOUR - 60_000);
    }
    expect(mine.map((s: { startsAt: string }) => s.startsAt)).toEqual([...mine.map((s: { startsAt: string }) => s.startsAt)].sort());
  });

  it("un horario de las 20:00 en Lima es el día siguiente a la 01:00 UTC, y los de menos de 12 horas no se ofrecen", async () => {
    const me = await student();
    const day = addDays(limaToday(), 3);
    const res = await callRoute(slotsRoute, { path: `/api/live/slots?from=${day}&days=1&advisorId=${advisorId}`, headers: me.headers });
    expect(res.status).toBe(200);
    const weekend = weekdayOf(day) >= 6;
    expect(res.json.data.slots.map((s: { time: string }) => s.time)).toEqual(
      weekend ? ["10:00", "15:00", "17:00", "20:00"] : ["15:00", "17:00", "20:00"],
    );
    const evening = res.json.data.slots.at(-1);
    expect(evening).toMatchObject({ date: day, time: "20:00", timeLabel: "8:00 p. m." });
    expect(evening.startsAt).toBe(`${addDays(day, 1)}T01:00:00.000Z`);
    expect(evening.dateLabel).toMatch(/^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d{1,2} de [a-z]+$/);

    // At 07:00 Lima, 10:00 is 3 h away (hidden), 17:00 10 h (hidden), 20:00 is 13 h away (offered).
    const at7 = await listFreeSlots({ from: day, days: 1, advisorId, now: limaInstant(day, "07:00") });
    expect(at7.slots.map((s) => s.time)).toEqual(["20:00"]);
    const at9 = await listFreeSlots({ from: day, days: 1, advisorId, now: limaInstant(day, "09:00") });
    expect(at9.slots).toEqual([]);
  });

  it("los días de colegio se ofrecen las tardes y noches; las mañanas solo el fin de semana, y no se reservan", async () => {
    const me = await student("especializado-2");
    const res = await callRoute(slotsRoute, { path: `/api/live/slots?days=14&advisorId=${advisorId}`, headers: me.headers });
    const slots: { date: string; time: string; startsAt: string }[] = res.json.data.slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      const weekday = weekdayOf(slot.date);
      expect(slot.time >= (weekday >= 6 ? "09:00" : "15:00"), `${slot.date} ${slot.time}`).toBe(true);
      expect(slot.time <= "21:00").toBe(true);
    }
    expect(slots.some((s) => weekdayOf(s.date) >= 6 && s.time === "10:00")).toBe(true);
    const schoolDay = [2, 3, 4, 5, 6, 7, 8].find((n) => weekdayOf(addDays(limaToday(), n)) <= 5)!;
    const morning = await book(me.headers, slotAt(schoolDay, "10:00"));
    expect(morning.status).toBe(400);
    expect(morning.json.errors.startsAt).toEqual(["Ese horario no está en la agenda. Elige uno de la lista."]);
  });

  it("cada horario sembrado está dentro del horario de las sesiones", () => {
    for (const slot of advisorSlotSeeds)
      expect(isLiveSessionTime(slot.weekday, slot.startTime), `${slot.weekday} ${slot.startTime}`).toBe(true);
  });

  it("valida la consulta con mensajes en español", async () => {
    const me = await student();
    const res = await callRoute(slotsRoute, { path: "/api/live/slots?from=30-11-2026&days=90", headers: me.headers });
    expect(res.status).toBe(400);
    expect(res.json.errors.from).toEqual(["Indica la fecha como AAAA-MM-DD."]);
    expect(res.json.errors.days).toEqual(["Como máximo 31 días."]);
    const feb30 = await callRoute(slotsRoute, { path: "/api/live/slots?from=2027-02-30", headers: me.headers });
    expect(feb30.json.errors.from).toEqual(["La fecha no existe."]);
  });
});

describe("POST /api/live/bookings", () => {
  it("un miembro reserva: 201, correo con .ics, recordatorio una hora antes, y el horario deja de ofrecerse", async () => {
    const me = await student("especializado-2");
    const startsAt = slotAt(3, "15:00");
    const res = await book(me.headers, startsAt);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      advisor: { id: advisorId, name: "Prueba Orientadora", title: "Psicóloga" },
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + HOUR).toISOString(),
      timeLabel: "3:00 p. m. a 4:00 p. m.",
      status: "confirmed",
      upcoming: true,
      cancellable: true,
    });
    const id = res.json.data.id as number;

    const db = await getDb();
    const [row] = await db
      .select({ reminderAt: liveBookings.reminderAt, reminderSentAt: liveBookings.reminderSentAt })
      .from(liveBookings)
      .where(eq(liveBookings.id, id));
    expect(row).toEqual({ reminderAt: new Date(new Date(startsAt).getTime() - HOUR), reminderSentAt: null });

    const mails = await db.select().from(outbox).where(eq(outbox.to, me.email));
    expect(mails.map((m) => m.kind)).toEqual(["live-booking"]);
    expect(mails[0].text).toContain("hora de Lima");
    const [attachment] = mails[0].attachments ?? [];
    expect(attachment.filename).toBe(`sesion-rumbo-${id}.ics`);
    const ics = Buffer.from(attachment.content, "base64").toString("utf8");
    expect(ics).toContain(`DTSTART:${startsAt.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`);
    expect(ics).toContain("SUMMARY:Sesión en vivo con Prueba Orientadora (Rumbo)");
    // The advisor is told too.
    const advisorMails = await db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(and(eq(outbox.to, "prueba-orientadora@example.pe"), like(outbox.text, `%${me.email}%`)));
    expect(advisorMails).toEqual([{ kind: "live-booking-advisor" }]);

    const day = startsAt.slice(0, 10);
    const slots = await callRoute(slotsRoute, {
      path: `/api/live/slots?from=${addDays(limaToday(), 3)}&days=1&advisorId=${advisorId}`,
      headers: me.headers,
    });
    expect(slots.json.data.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(startsAt);
    expect(day).toBeTruthy();

    const list = await callRoute(listBookingsRoute, { path: "/api/live/bookings", headers: me.headers });
    expect(list.json.data.allowance).toMatchObject({
      member: true,
      plan: "especializado-2",
      sessionsIncluded: 2,
      sessionsUsed: 1,
      sessionsLeft: 1,
    });
    expect(list.json.data.upcoming.map((b: { id: number }) => b.id)).toEqual([id]);
    expect(list.json.data.past).toEqual([]);

    const one = await callRoute(bookingRoute, { path: `/api/live/bookings/${id}`, params: { id: String(id) }, headers: me.headers });
    expect(one.json.data.id).toBe(id);
    const file = await callRoute(icsRoute, { path: `/api/live/bookings/${id}/ics`, params: { id: String(id) }, headers: me.headers });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(file.headers.get("content-disposition")).toContain(`sesion-rumbo-${id}.ics`);
    expect(file.text).toMatch(/^BEGIN:VCALENDAR\r\n/);

    // An id beyond int4 cannot exist: 404 from the contract, never a query the database refuses.
    for (const big of ["2147483648", "99999999999999999999"]) {
      const none = await callRoute(bookingRoute, { path: `/api/live/bookings/${big}`, params: { id: big }, headers: me.headers });
      expect(none.status).toBe(404);
      expect(none.json.code).toBe("not_found");
    }
  });

  it("sin membresía responde 403 membership_required con un mensaje en español, y no reserva nada", async () => {
    const me = await student();
    const res = await book(me.headers, slotAt(4, "17:00"));
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      code: "membership_required",
      message: "Las sesiones en vivo son parte de los planes de Rumbo. Elige un plan para reservar la tuya.",
    });
    const db = await getDb();
    expect(await db.select().from(liveBookings).where(eq(liveBookings.userId, me.id))).toEqual([]);
    const list = await callRoute(listBookingsRoute, { path: "/api/live/bookings", headers: me.headers });
    expect(list.json.data.allowance).toMatchObject({ member: false, sessionsIncluded: 0, sessionsLeft: 0 });
  });

  it("un horario ya reservado responde 409 «Ese horario ya fue reservado»", async () => {
    const a = await student("especializado-4");
    const b = await student("especializado-4");
    const startsAt = slotAt(4, "15:00");
    expect((await book(a.headers, startsAt)).status).toBe(201);
    const res = await book(b.headers, startsAt);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ code: "conflict", message: "Ese horario ya fue reservado" });
  });

  it("dos miembros reservan el mismo horario a la vez: exactamente uno recibe 201 y el otro 409", async () => {
    const members = await Promise.all([student("especializado-2"), student("especializado-2"), student("especializado-4")]);
    const startsAt = slotAt(5, "20:00");
    const results = await Promise.all(members.map((m) => book(m.headers, startsAt)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.json.message).toBe("Ese horario ya fue reservado");
    const db = await getDb();
    const rows = await db
      .select({ id: liveBookings.id })
      .from(liveBookings)
      .where(and(eq(liveBookings.advisorId, advisorId), eq(liveBookings.startsAt, new Date(startsAt))));
    expect(rows).toHaveLength(1);
  });

  it("las sesiones del periodo se agotan (409) y una cancelada vuelve al plan; el plan autoguiado no incluye sesiones", async () => {
    const me = await student("especializado-2");
    const first = await book(me.headers, slotAt(6, "17:00"));
    expect(first.status).toBe(201);
    expect((await book(me.headers, slotAt(6, "15:00"))).status).toBe(201);
    const third = await book(me.headers, slotAt(6, "20:00"));
    expect(third.status).toBe(409);
    expect(third.json.message).toBe("Ya usaste las sesiones de tu plan en este periodo. Podrás reservar otra cuando se renueve.");

    expect((await cancel(me.headers, first.json.data.id)).status).toBe(200);
    expect((await book(me.headers, slotAt(6, "20:00"))).status).toBe(201);

    // Two at once cannot both take the last session.
    const racer = await student("especializado-2");
    expect((await book(racer.headers, slotAt(7, "17:00"))).status).toBe(201);
    const race = await Promise.all([book(racer.headers, slotAt(7, "15:00")), book(racer.headers, slotAt(7, "20:00"))]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 409]);

    const selfGuided = await student("autoguiado");
    const none = await book(selfGuided.headers, slotAt(8, "17:00"));
    expect(none.status).toBe(409);
    expect(none.json.message).toBe("Tu plan no incluye sesiones en vivo. Los planes especializados incluyen 2 o 4 sesiones al mes.");
  });

  it("400 cuando la hora no es de la agenda de esa orientadora, está a menos de 12 horas o el cuerpo no es válido", async () => {
    const me = await student("especializado-4");
    const offGrid = await book(me.headers, slotAt(9, "10:30"));
    expect(offGrid.status).toBe(400);
    expect(offGrid.json.errors.startsAt).toEqual(["Ese horario no está en la agenda. Elige uno de la lista."]);
    // The same instant written with Lima's offset is the same slot.
    const withOffset = await book(me.headers, `${addDays(limaToday(), 9)}T17:00:00-05:00`);
    expect(withOffset.status).toBe(201);
    expect(withOffset.json.data.startsAt).toBe(slotAt(9, "17:00"));

    const seededOnly = await book(me.headers, slotAt(9, "17:00"), 999_999);
    expect(seededOnly.status).toBe(400);
    expect(seededOnly.json.errors.advisorId).toEqual(["No encontramos a esa orientadora u orientador."]);

    const past = await book(me.headers, slotAt(-1, "17:00"));
    expect(past.status).toBe(400);
    expect(past.json.errors.startsAt).toEqual(["Ese horario ya no se puede reservar: elige uno con al menos 12 horas de anticipación."]);

    const bad = await callRoute(bookRoute, {
      method: "POST",
      path: "/api/live/bookings",
      body: { advisorId: "x", startsAt: "mañana" },
      headers: me.headers,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["advisorId", "startsAt"]);
  });
});

describe("DELETE /api/live/bookings/{id}", () => {
  it("cancela la propia con 24 horas o más; otra vez → 409; la de otra persona → 404; a menos de 24 horas → 409", async () => {
    const me = await student("especializado-4");
    const other = await student("especializado-4");
    const startsAt = slotAt(10, "15:00");
    const booked = await book(me.headers, startsAt);
    const id = booked.json.data.id as number;

    const foreign = await cancel(other.headers, id);
    expect(foreign.status).toBe(404);
    expect(foreign.json.message).toBe("No encontramos esa sesión.");
    expect(
      (await callRoute(icsRoute, { path: `/api/live/bookings/${id}/ics`, params: { id: String(id) }, headers: other.headers })).status,
    ).toBe(404);
    expect(
      (await callRoute(bookingRoute, { path: `/api/live/bookings/${id}`, params: { id: String(id) }, headers: other.headers })).status,
    ).toBe(404);

    const res = await cancel(me.headers, id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ id, status: "cancelled", upcoming: false, cancellable: false });
    const again = await cancel(me.headers, id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Esta sesión ya estaba cancelada.");
    // The slot is free again: someone else books it.
    expect((await book(other.headers, startsAt)).status).toBe(201);
    const db = await getDb();
    const mails = await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.to, me.email));
    expect(mails.map((m) => m.kind).sort()).toEqual(["live-booking", "live-booking-cancelled"]);

    // A session 13 hours away (booked earlier) can no longer be cancelled here.
    const [membership] = await db.select({ id: liveBookings.membershipId }).from(liveBookings).where(eq(liveBookings.id, id));
    const soon = new Date(Date.now() + 13 * HOUR);
    const [near] = await db
      .insert(liveBookings)
      .values({ advisorId, userId: me.id, membershipId: membership.id, startsAt: soon, endsAt: new Date(soon.getTime() + HOUR) })
      .returning({ id: liveBookings.id });
    const late = await cancel(me.headers, near.id);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe("Solo puedes cancelar hasta 24 horas antes. Si tienes un imprevisto, escríbenos por WhatsApp.");

    const list = await callRoute(listBookingsRoute, { path: "/api/live/bookings", headers: me.headers });
    expect(list.json.data.upcoming.map((b: { id: number; cancellable: boolean }) => [b.id, b.cancellable])).toEqual([[near.id, false]]);
    expect(list.json.data.past.map((b: { id: number; status: string }) => [b.id, b.status])).toEqual([[id, "cancelled"]]);
    expect((await cancel(me.headers, 999_999_999)).status).toBe(404);
  });
});

describe("recordatorio una hora antes", () => {
  it("se envía una sola vez aunque se procese dos veces a la vez, y no antes de tiempo", async () => {
    const me = await student("especializado-2");
    const startsAt = slotAt(11, "17:00");
    const res = await book(me.headers, startsAt);
    const start = new Date(startsAt).getTime();

    await processDueLiveReminders(new Date(start - 2 * HOUR));
    const db = await getDb();
    const reminders = () =>
      db
        .select({ subject: outbox.subject })
        .from(outbox)
        .where(and(eq(outbox.to, me.email), eq(outbox.kind, "live-booking-reminder")));
    expect(await reminders()).toEqual([]);

    const due = new Date(start - HOUR + 60_000);
    await Promise.all([processDueLiveReminders(due), processDueLiveReminders(due)]);
    await processDueLiveReminders(new Date(start - 30 * 60_000));
    expect(await reminders()).toEqual([{ subject: "En una hora: tu sesión con Prueba Orientadora" }]);
    const [row] = await db.select({ sent: liveBookings.reminderSentAt }).from(liveBookings).where(eq(liveBookings.id, res.json.data.id));
    expect(row.sent).toEqual(due);
  });

  it("una sesión cancelada no recibe recordatorio", async () => {
    const me = await student("especializado-2");
    const startsAt = slotAt(12, "17:00");
    const res = await book(me.headers, startsAt);
    await cancel(me.headers, res.json.data.id);
    await processDueLiveReminders(new Date(new Date(startsAt).getTime() - 30 * 60_000));
    const db = await getDb();
    expect(
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, me.email), eq(outbox.kind, "live-booking-reminder"))),
    ).toEqual([]);
  });
});
