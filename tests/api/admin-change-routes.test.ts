import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { RootQueryInTransactionError } from "@/lib/db/guard";
import {
  advisors,
  careers,
  communityAnswers,
  communityQuestions,
  fairs,
  institutions,
  liveBookings,
  membershipRequests,
  offerings,
  orders,
  schools,
  users,
} from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { checkHealth } from "@/lib/server/health/check-health";
import { grantMembership } from "@/lib/server/membership/memberships";
import { applyProviderStatus } from "@/lib/server/payments/orders";
import { adminRouteMethods, CHANGE_METHODS, fillPattern, type AdminRouteMethod } from "../support/admin-routes";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

/**
 * Every change route of the back office (walked from app/api/admin), called by an admin with a
 * valid change, on whatever database the suite runs on (PGlite by default: one connection, where a
 * query outside the open transaction waits for itself and used to stop the whole site). Each one
 * must answer its success status within a few seconds, and the health check must still answer.
 */

const tag = randomUUID().slice(0, 8);
let adminHeaders: Record<string, string>;
const ids: Record<string, string> = {};

type Case = { params?: Record<string, string>; body?: unknown; status: number };
const cases: Record<string, () => Case | Promise<Case>> = {
  "POST /api/admin/advisors": () => ({
    body: { name: `Asesora ${tag}`, title: "Psicóloga", email: `asesora-${tag}@example.pe` },
    status: 201,
  }),
  "PATCH /api/admin/advisors/[id]": () => ({ params: { id: ids.advisor }, body: { title: "Orientadora vocacional" }, status: 200 }),
  "POST /api/admin/advisors/[id]/invite": () => ({
    params: { id: ids.advisor },
    body: { email: `especialista-${tag}@example.pe` },
    status: 201,
  }),
  "PUT /api/admin/advisors/[id]/login": () => ({ params: { id: ids.advisor }, body: { email: ids.advisorLoginEmail }, status: 200 }),
  "POST /api/admin/advisors/[id]/slots": () => ({ params: { id: ids.advisor }, body: { weekday: 3, startTime: "16:00" }, status: 201 }),
  "PATCH /api/admin/advisors/[id]/slots/[slotId]": () => ({
    params: { id: ids.advisor, slotId: ids.slot },
    body: { active: false },
    status: 200,
  }),
  "DELETE /api/admin/advisors/[id]/slots/[slotId]": () => ({ params: { id: ids.advisor, slotId: ids.slot }, status: 200 }),
  "POST /api/admin/alliances": () => ({
    body: { nickname: `alianza-${tag}`, name: "Alianza de prueba", benefit: "Charla gratis" },
    status: 201,
  }),
  "PATCH /api/admin/alliances/[id]": () => ({ params: { id: ids.alliance }, body: { name: "Alianza renombrada" }, status: 200 }),
  "DELETE /api/admin/alliances/[id]": () => ({ params: { id: ids.alliance }, status: 200 }),
  "DELETE /api/admin/bookings/[id]": () => ({ params: { id: ids.booking }, status: 200 }),
  "PATCH /api/admin/careers/[id]": () => ({ params: { id: ids.career }, body: { description: `Descripción ${tag}` }, status: 200 }),
  "POST /api/admin/fairs": () => ({
    body: { slug: `expo-${tag}`, name: "Expo de prueba", startsAt: "2027-06-06T09:00", endsAt: "2027-06-07T18:00" },
    status: 201,
  }),
  "PATCH /api/admin/fairs/[id]": () => ({ params: { id: ids.fair }, body: { name: "Expo renombrada" }, status: 200 }),
  "POST /api/admin/fair-stands": () => ({
    body: { fairId: Number(ids.fair), institutionId: Number(ids.institution), headline: "Becas" },
    status: 201,
  }),
  "PATCH /api/admin/fair-stands/[id]": () => ({ params: { id: ids.stand }, body: { position: 2 }, status: 200 }),
  "POST /api/admin/conferences": () => ({
    body: {
      fairId: Number(ids.fair),
      slug: `charla-${tag}`,
      standId: Number(ids.stand),
      title: "Cómo elegir carrera",
      author: "Dra. Ana Torres",
      startsAt: "2027-06-06T10:00",
      endsAt: "2027-06-06T11:00",
      capacity: 5,
    },
    status: 201,
  }),
  "PATCH /api/admin/conferences/[id]": () => ({ params: { id: ids.conference }, body: { title: "Cómo elegir bien" }, status: 200 }),
  "DELETE /api/admin/conferences/[id]": () => ({ params: { id: ids.conference }, status: 200 }),
  "DELETE /api/admin/fair-stands/[id]": () => ({ params: { id: ids.stand }, status: 200 }),
  "DELETE /api/admin/fairs/[id]": () => ({ params: { id: ids.fair }, status: 200 }),
  "POST /api/admin/counsellors": () => ({
    body: { schoolId: Number(ids.school), name: "Carmen", surname: "Orientadora", email: `orientadora-${tag}@example.pe` },
    status: 201,
  }),
  "PATCH /api/admin/institutions/[id]": () => ({ params: { id: ids.institution }, body: { sentence: `Frase ${tag}` }, status: 200 }),
  "PATCH /api/admin/offerings/[id]": () => ({
    params: { id: ids.offering },
    body: { duration: { years: 5, source: "Web de la institución", year: 2025 } },
    status: 200,
  }),
  "PATCH /api/admin/membership-requests/[id]": () => ({ params: { id: ids.request }, body: { handled: true }, status: 200 }),
  "POST /api/admin/orders/[id]/refund": () => ({ params: { id: ids.order }, body: { reason: "Prueba" }, status: 200 }),
  "POST /api/admin/schools/[id]/codes": () => ({ params: { id: ids.school }, body: { capacity: 5 }, status: 201 }),
  "PATCH /api/admin/schools/[id]/codes/[codeId]": () => ({
    params: { id: ids.school, codeId: ids.code },
    body: { active: false },
    status: 200,
  }),
  "POST /api/admin/webinars": () => ({
    body: {
      slug: `webinar-${tag}`,
      title: "Cómo elegir carrera",
      program: "orientacion-vocacional",
      speakerName: "Dra. Ana Torres",
      startsAt: "2027-06-06T10:00",
      endsAt: "2027-06-06T11:00",
      capacity: 5,
      joinUrl: "https://meet.example.pe/sala",
    },
    status: 201,
  }),
  "PATCH /api/admin/webinars/[id]": () => ({ params: { id: ids.webinar }, body: { title: "Cómo elegir bien" }, status: 200 }),
  "POST /api/admin/webinars/[id]/cancel": () => ({
    params: { id: ids.webinar },
    body: { reason: "La expositora no puede venir" },
    status: 200,
  }),
  "POST /api/admin/community/[kind]/[id]/approve": () => ({ params: { kind: "questions", id: ids.pendingQuestion }, status: 200 }),
  "POST /api/admin/community/[kind]/[id]/reject": () => ({
    params: { kind: "answers", id: ids.pendingAnswer },
    body: { reason: "No responde a la pregunta" },
    status: 200,
  }),
  "POST /api/admin/community/ambassadors": () => ({
    body: { email: ids.ambassadorEmail, institutionId: Number(ids.institution), kind: "estudiante" },
    status: 201,
  }),
  "PATCH /api/admin/community/ambassadors/[id]": () => ({ params: { id: ids.ambassador }, body: { active: false }, status: 200 }),
  "POST /api/admin/community/users/[id]/suspend": () => ({
    params: { id: ids.suspended },
    body: { reason: "Insultos repetidos" },
    status: 200,
  }),
  // The request that used to stop the site: another admin loses the role.
  "PATCH /api/admin/users/[id]": () => ({ params: { id: ids.otherAdmin }, body: { isAdmin: false }, status: 200 }),
};

/** What a created row's id is kept as, for the cases after it. */
const remember: Record<string, string> = {
  "POST /api/admin/advisors": "advisor",
  "POST /api/admin/advisors/[id]/slots": "slot",
  "POST /api/admin/alliances": "alliance",
  "POST /api/admin/fairs": "fair",
  "POST /api/admin/fair-stands": "stand",
  "POST /api/admin/conferences": "conference",
  "POST /api/admin/schools/[id]/codes": "code",
  "POST /api/admin/webinars": "webinar",
  "POST /api/admin/community/ambassadors": "ambassador",
};

let routes: AdminRouteMethod[] = [];

beforeAll(async () => {
  routes = (await adminRouteMethods()).filter((r) => CHANGE_METHODS.includes(r.method));
  const db = await getDb();
  const admin = await insertTestUser({ isAdmin: true, email: `admin-walk-${tag}@example.pe` });
  adminHeaders = { authorization: `Bearer ${(await createSession(admin.id)).token}` };
  ids.otherAdmin = (await insertTestUser({ isAdmin: true, email: `otro-admin-${tag}@example.pe` })).id;
  ids.advisorLoginEmail = (await insertTestUser({ email: `asesora-login-${tag}@example.pe` })).email;
  const [[career], [institution], [offering], [school]] = await Promise.all([
    db.select({ id: careers.id }).from(careers).limit(1),
    db.select({ id: institutions.id }).from(institutions).limit(1),
    db.select({ id: offerings.id }).from(offerings).limit(1),
    db.select({ id: schools.id }).from(schools).limit(1),
  ]);
  Object.assign(ids, {
    career: String(career.id),
    institution: String(institution.id),
    offering: String(offering.id),
    school: String(school.id),
  });
  const buyer = await insertTestUser();
  const [request] = await db.insert(membershipRequests).values({ userId: buyer.id }).returning({ id: membershipRequests.id });
  ids.request = String(request.id);
  // An approved order (its refund ends the membership it paid for).
  const orderId = randomUUID();
  await db.insert(orders).values({
    id: orderId,
    userId: buyer.id,
    planSlug: "especializado-2",
    amountCents: 18000,
    currency: "PEN",
    status: "created",
    provider: "sandbox",
    token: randomUUID(),
  });
  await applyProviderStatus(
    orderId,
    { orderId, status: "approved", paymentId: null, amountCents: 18000, currency: "PEN", detail: {} },
    "sandbox",
  );
  ids.order = orderId;
  // A booked live session of a member, with an advisor of its own.
  const [advisor] = await db.insert(advisors).values({ name: "Asesor", title: "Psicólogo" }).returning({ id: advisors.id });
  const member = await insertTestUser();
  const membershipId = (await grantMembership(db, {
    userId: member.id,
    planSlug: "especializado-4",
    source: "order",
    sourceRef: `walk-${randomUUID()}`,
  }))!;
  const [booking] = await db
    .insert(liveBookings)
    .values({
      advisorId: advisor.id,
      userId: member.id,
      membershipId,
      startsAt: new Date("2027-03-01T21:00:00Z"),
      endsAt: new Date("2027-03-01T22:00:00Z"),
    })
    .returning({ id: liveBookings.id });
  ids.booking = String(booking.id);
  // A newcomer's question and answer waiting for moderation, an account to make ambassador and one to suspend.
  const asker = await insertTestUser();
  const [question] = await db
    .insert(communityQuestions)
    .values({ userId: asker.id, title: `¿Cómo es estudiar ingeniería? ${tag}`, body: "Quiero saber cómo son los primeros ciclos." })
    .returning({ id: communityQuestions.id });
  const [answer] = await db
    .insert(communityAnswers)
    .values({ questionId: question.id, userId: (await insertTestUser()).id, body: "Los primeros ciclos son de ciencias básicas." })
    .returning({ id: communityAnswers.id });
  ids.pendingQuestion = String(question.id);
  ids.pendingAnswer = String(answer.id);
  ids.ambassadorEmail = (await insertTestUser({ email: `embajadora-${tag}@example.pe` })).email;
  ids.suspended = (await insertTestUser()).id;
});

describe("cada ruta de cambio del back office responde y deja el sitio en pie", () => {
  it("la tabla de casos cubre exactamente las rutas de cambio que hay en app/api/admin", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(Object.keys(cases))("%s: responde a tiempo con su estado de éxito y la salud sigue bien", async (key) => {
    const route = routes.find((r) => r.key === key);
    expect(route, `la ruta ${key} existe`).toBeDefined();
    const c = await cases[key]();
    const params = c.params ?? {};
    const started = Date.now();
    const res = await Promise.race([
      callRoute(route!.handler, {
        method: route!.method,
        path: fillPattern(route!.pattern, params),
        params,
        body: c.body,
        headers: adminHeaders,
      }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${key} did not answer within 10 s`)), 10_000)),
    ]);
    expect(res.status, JSON.stringify(res.json)).toBe(c.status);
    expect(Date.now() - started).toBeLessThan(10_000);
    if (remember[key]) ids[remember[key]] = String(res.json.data.id);
    expect(await checkHealth()).toEqual({ status: "ok", db: "ok" });
  });

  it("quitar el rol a otro administrador responde 200 y su fila cambia; dos administradores que se lo quitan a la vez no se bloquean", async () => {
    const db = await getDb();
    const [row] = await db
      .select({ isAdmin: users.isAdmin })
      .from(users)
      .where(sql`${users.id} = ${ids.otherAdmin}`);
    expect(row.isAdmin).toBe(false);
    const a = await insertTestUser({ isAdmin: true });
    const b = await insertTestUser({ isAdmin: true });
    const auth = async (id: string) => ({ authorization: `Bearer ${(await createSession(id)).token}` });
    const route = routes.find((r) => r.key === "PATCH /api/admin/users/[id]")!;
    const [ra, rb] = await Promise.all([
      callRoute(route.handler, { method: "PATCH", params: { id: b.id }, body: { isAdmin: false }, headers: await auth(a.id) }),
      callRoute(route.handler, { method: "PATCH", params: { id: a.id }, body: { isAdmin: false }, headers: await auth(b.id) }),
    ]);
    // Neither waits for the other forever nor fails with a server error: the second either goes
    // through too (other admins remain) or finds its own role already gone.
    expect([ra.status, rb.status].every((s) => s === 200 || s === 401 || s === 403)).toBe(true);
    expect([ra.status, rb.status]).toContain(200);
    expect(await checkHealth()).toEqual({ status: "ok", db: "ok" });
  });
});

describe("la guardia de transacciones de las pruebas", () => {
  it("una consulta en la conexión raíz dentro de una transacción abierta falla en el acto (no espera)", async () => {
    const db = await getDb();
    const started = Date.now();
    await expect(
      db.transaction(async (tx) => {
        await tx
          .select({ n: sql<number>`1` })
          .from(fairs)
          .limit(1);
        await db
          .select({ n: sql<number>`1` })
          .from(fairs)
          .limit(1);
      }),
    ).rejects.toMatchObject({ cause: expect.any(RootQueryInTransactionError) });
    expect(Date.now() - started).toBeLessThan(5_000);
    // The rolled-back transaction left the connection free.
    expect(await checkHealth()).toEqual({ status: "ok", db: "ok" });
    // Outside a transaction, and concurrently with one, the root handle works as always.
    const [inside, outside] = await Promise.all([
      db.transaction(
        async (tx) =>
          (
            await tx
              .select({ n: sql<number>`1` })
              .from(fairs)
              .limit(1)
          ).length,
      ),
      db
        .select({ n: sql<number>`1` })
        .from(fairs)
        .limit(1),
    ]);
    expect(inside).toBeLessThanOrEqual(1);
    expect(outside.length).toBeLessThanOrEqual(1);
  });
});
