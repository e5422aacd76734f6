import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getAdvisorRoute, PATCH as patchAdvisor } from "@/app/api/admin/advisors/[id]/route";
import { PUT as putAdvisorLogin } from "@/app/api/admin/advisors/[id]/login/route";
import { GET as listAdvisorsRoute, POST as postAdvisor } from "@/app/api/admin/advisors/route";
import { GET as listSlotsRoute, POST as postSlot } from "@/app/api/admin/advisors/[id]/slots/route";
import { DELETE as deleteSlotRoute, PATCH as patchSlot } from "@/app/api/admin/advisors/[id]/slots/[slotId]/route";
import { DELETE as cancelBookingRoute } from "@/app/api/admin/bookings/[id]/route";
import { GET as listBookingsRoute } from "@/app/api/admin/bookings/route";
import { DELETE as deleteConferenceRoute, PATCH as patchConference } from "@/app/api/admin/conferences/[id]/route";
import { GET as listConferencesRoute, POST as postConference } from "@/app/api/admin/conferences/route";
import { DELETE as deleteStandRoute, PATCH as patchStand } from "@/app/api/admin/fair-stands/[id]/route";
import { GET as listStandsRoute, POST as postStand } from "@/app/api/admin/fair-stands/route";
import { DELETE as deleteFairRoute, GET as getFairRoute, PATCH as patchFair } from "@/app/api/admin/fairs/[id]/route";
import { GET as listFairsRoute, POST as postFair } from "@/app/api/admin/fairs/route";
import { GET as exportLeadsRoute } from "@/app/api/admin/leads/export.csv/route";
import { GET as listLeadsRoute } from "@/app/api/admin/leads/route";
import { PATCH as patchRequest } from "@/app/api/admin/membership-requests/[id]/route";
import { GET as listRequestsRoute } from "@/app/api/admin/membership-requests/route";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refund/route";
import { GET as getOrderRoute } from "@/app/api/admin/orders/[id]/route";
import { GET as listOrdersRoute } from "@/app/api/admin/orders/route";
import { GET as outboxRoute } from "@/app/api/admin/outbox/route";
import { PATCH as patchCode } from "@/app/api/admin/schools/[id]/codes/[codeId]/route";
import { GET as listCodesRoute, POST as postCode } from "@/app/api/admin/schools/[id]/codes/route";
import { GET as listSchoolsRoute } from "@/app/api/admin/schools/route";
import { GET as ownBookingsRoute } from "@/app/api/advisor/bookings/route";
import { CODE_ALPHABET } from "@/lib/contracts/admin-schools";
import { getDb } from "@/lib/db/client";
import {
  advisors,
  auditLog,
  careers,
  fairEnrolments,
  fairs,
  institutions,
  leads,
  liveBookings,
  membershipRequests,
  memberships,
  orders,
  schools,
} from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { checkSchoolCode } from "@/lib/server/membership/school-codes";
import { grantMembership, membershipStatus } from "@/lib/server/membership/memberships";
import { sendEmail } from "@/lib/server/notifications/send-email";
import { applyProviderStatus } from "@/lib/server/payments/orders";
import { callRoute, testOrigin } from "../support/http";
import { insertTestUser } from "../support/users";

type Route = Parameters<typeof callRoute>[0];
type Who = { id: string; email: string; headers: Record<string, string> };

async function account(overrides: Parameters<typeof insertTestUser>[0] = {}): Promise<Who> {
  const user = await insertTestUser(overrides);
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

let admin: Who;
let student: Who;
const tag = randomUUID().slice(0, 8);

// On PostgreSQL every test file shares one database: the fairs made here go away with the file, so
// that the files that count the seeded fair still find exactly one.
afterAll(async () => {
  const db = await getDb();
  await db.delete(fairs).where(like(fairs.slug, `%-${tag}`));
});

beforeAll(async () => {
  admin = await account({ isAdmin: true, email: `admin-ops-${tag}@example.pe` });
  student = await account();
});

const call = (
  route: Route,
  who: Who | null,
  opts: { method?: string; path?: string; body?: unknown; params?: Record<string, string> } = {},
) => callRoute(route, { ...opts, headers: who ? who.headers : {} });

async function auditOf(entity: string, entityId: string | number) {
  const db = await getDb();
  return db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
}

describe("acceso al back office de operaciones", () => {
  const lists: [string, Route, string][] = [
    ["fairs", listFairsRoute, "/api/admin/fairs"],
    ["fair-stands", listStandsRoute, "/api/admin/fair-stands"],
    ["conferences", listConferencesRoute, "/api/admin/conferences"],
    ["advisors", listAdvisorsRoute, "/api/admin/advisors"],
    ["bookings", listBookingsRoute, "/api/admin/bookings"],
    ["schools", listSchoolsRoute, "/api/admin/schools"],
    ["leads", listLeadsRoute, "/api/admin/leads"],
    ["orders", listOrdersRoute, "/api/admin/orders"],
    ["membership-requests", listRequestsRoute, "/api/admin/membership-requests"],
    ["outbox", outboxRoute, "/api/admin/outbox"],
  ];
  it.each(lists)("GET /api/admin/%s: 401 sin sesión, 403 para un estudiante, 200 paginado para un admin", async (_name, route, path) => {
    expect((await call(route, null, { path })).status).toBe(401);
    const forbidden = await call(route, student, { path });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.code).toBe("forbidden");
    const ok = await call(route, admin, { path: `${path}?perPage=2` });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ page: 1, perPage: 2 });
    expect(Array.isArray(ok.json.data.items)).toBe(true);
    expect(ok.json.data.pages).toBe(Math.ceil(ok.json.data.total / 2));
  });

  it("escrituras: 403 para un estudiante aunque el cuerpo sea inválido, y una petición con cookie de otro sitio se rechaza", async () => {
    expect((await call(postFair, student, { method: "POST", path: "/api/admin/fairs", body: {} })).status).toBe(403);
    expect(
      (await call(postCode, student, { method: "POST", path: "/api/admin/schools/1/codes", params: { id: "1" }, body: { capacity: 5 } }))
        .status,
    ).toBe(403);
    expect((await call(refundRoute, student, { method: "POST", path: "/api/admin/orders/x/refund", params: { id: "x" } })).status).toBe(
      403,
    );
    const { token } = await createSession(admin.id);
    const crossSite = await callRoute(postFair, {
      method: "POST",
      path: "/api/admin/fairs",
      body: {},
      headers: { cookie: `rumbo_session=${token}`, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(testOrigin).toMatch(/^http/);
  });

  it("un orden desconocido es 400 en el campo sort", async () => {
    const res = await call(listSchoolsRoute, admin, { path: "/api/admin/schools?sort=password" });
    expect(res.status).toBe(400);
    expect(res.json.errors.sort[0]).toMatch(/Ordena por/);
  });
});

describe("feria: ediciones, stands y conferencias", () => {
  it("crea, edita y borra una edición con auditoría; valida fechas y el identificador único", async () => {
    const bad = await call(postFair, admin, {
      method: "POST",
      path: "/api/admin/fairs",
      body: { slug: "Mal Slug", name: "", startsAt: "2027-06-06T10:00", endsAt: "2027-06-05T10:00" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["endsAt", "name", "slug"]);
    expect(bad.json.errors.endsAt).toEqual(["El fin debe ser después del inicio."]);

    const body = {
      slug: `expo-${tag}`,
      name: "Expo de prueba",
      description: "<b>texto</b>",
      startsAt: "2027-06-06T09:00",
      endsAt: "2027-06-07T18:00",
    };
    const created = await call(postFair, admin, { method: "POST", path: "/api/admin/fairs", body });
    expect(created.status).toBe(201);
    const fair = created.json.data;
    expect(fair).toMatchObject({
      slug: body.slug,
      name: "Expo de prueba",
      description: "<b>texto</b>",
      startsAtLocal: "2027-06-06T09:00",
      startsAt: "2027-06-06T14:00:00.000Z",
      stands: 0,
    });
    expect((await call(postFair, admin, { method: "POST", path: "/api/admin/fairs", body })).json).toMatchObject({
      code: "conflict",
      errors: { slug: ["Ya hay una feria con ese identificador."] },
    });

    const edited = await call(patchFair, admin, {
      method: "PATCH",
      path: `/api/admin/fairs/${fair.id}`,
      params: { id: String(fair.id) },
      body: { name: "Expo 2027" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.data.name).toBe("Expo 2027");
    const tooEarly = await call(patchFair, admin, {
      method: "PATCH",
      params: { id: String(fair.id) },
      body: { endsAt: "2027-06-01T10:00" },
    });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.json.errors.endsAt).toBeDefined();

    const search = await call(listFairsRoute, admin, { path: `/api/admin/fairs?search=${tag}` });
    expect(search.json.data.items.map((f: { id: number }) => f.id)).toEqual([fair.id]);

    expect((await call(deleteFairRoute, admin, { method: "DELETE", params: { id: String(fair.id) } })).status).toBe(200);
    expect((await call(getFairRoute, admin, { params: { id: String(fair.id) } })).status).toBe(404);
    expect((await auditOf("fair", fair.id)).map((a) => [a.action, a.actorEmail])).toEqual([
      ["create", admin.email],
      ["update", admin.email],
      ["delete", admin.email],
    ]);
    const [, update] = await auditOf("fair", fair.id);
    expect(update).toMatchObject({ before: { name: "Expo de prueba" }, after: { name: "Expo 2027" } });
  });

  it("stands y conferencias: crear, editar, 409 al borrar una conferencia con inscritos, borrar una sin inscritos", async () => {
    const db = await getDb();
    const [fairRow] = await db
      .insert(fairs)
      .values({
        slug: `feria-${tag}`,
        name: "Feria de stands",
        startsAt: new Date("2027-08-01T14:00:00Z"),
        endsAt: new Date("2027-08-02T23:00:00Z"),
      })
      .returning({ id: fairs.id });
    const [inst] = await db.select({ id: institutions.id, name: institutions.name }).from(institutions).limit(1);
    const stand = await call(postStand, admin, {
      method: "POST",
      body: { fairId: fairRow.id, institutionId: inst.id, headline: "Becas 2027", highlights: ["Beca 50 %"] },
    });
    expect(stand.status).toBe(201);
    expect(stand.json.data).toMatchObject({ institutionName: inst.name, headline: "Becas 2027", highlights: ["Beca 50 %"], position: 0 });
    const twice = await call(postStand, admin, { method: "POST", body: { fairId: fairRow.id, institutionId: inst.id, headline: "Otra" } });
    expect(twice.status).toBe(409);
    expect(twice.json.errors.institutionId).toBeDefined();
    const editedStand = await call(patchStand, admin, {
      method: "PATCH",
      params: { id: String(stand.json.data.id) },
      body: { position: 3 },
    });
    expect(editedStand.json.data.position).toBe(3);
    const standList = await call(listStandsRoute, admin, { path: `/api/admin/fair-stands?fairId=${fairRow.id}` });
    expect(standList.json.data.total).toBe(1);

    const conference = {
      fairId: fairRow.id,
      slug: `charla-${tag}`,
      standId: stand.json.data.id,
      title: "Cómo elegir carrera",
      author: "Dra. Ana Torres",
      startsAt: "2027-08-01T10:00",
      endsAt: "2027-08-01T11:00",
      capacity: 2,
    };
    const noVideo = await call(postConference, admin, { method: "POST", body: { ...conference, videoUrl: "javascript:alert(1)" } });
    expect(noVideo.status).toBe(400);
    expect(noVideo.json.errors.videoUrl).toEqual(["Usa un enlace https de YouTube."]);
    const created = await call(postConference, admin, { method: "POST", body: conference });
    expect(created.status).toBe(201);
    const c = created.json.data;
    expect(c).toMatchObject({
      title: "Cómo elegir carrera",
      institutionName: inst.name,
      enrolled: 0,
      startsAt: "2027-08-01T15:00:00.000Z",
      capacity: 2,
    });

    await db.insert(fairEnrolments).values({ conferenceId: c.id, userId: student.id });
    const lower = await call(patchConference, admin, {
      method: "PATCH",
      params: { id: String(c.id) },
      body: { capacity: 1, title: "Nuevo" },
    });
    expect(lower.status).toBe(200);
    const refused = await call(deleteConferenceRoute, admin, { method: "DELETE", params: { id: String(c.id) } });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/1 estudiante/);
    const listed = await call(listConferencesRoute, admin, { path: `/api/admin/conferences?fairId=${fairRow.id}&sort=-enrolled` });
    expect(listed.json.data.items[0]).toMatchObject({ id: c.id, enrolled: 1, title: "Nuevo" });
    const belowEnrolled = await call(patchConference, admin, { method: "PATCH", params: { id: String(c.id) }, body: { capacity: 1 } });
    expect(belowEnrolled.status).toBe(200);

    const empty = await call(postConference, admin, { method: "POST", body: { ...conference, slug: `charla-vacia-${tag}` } });
    expect((await call(deleteConferenceRoute, admin, { method: "DELETE", params: { id: String(empty.json.data.id) } })).status).toBe(200);
    expect((await call(deleteStandRoute, admin, { method: "DELETE", params: { id: String(stand.json.data.id) } })).status).toBe(200);
    expect((await call(deleteFairRoute, admin, { method: "DELETE", params: { id: String(fairRow.id) } })).status).toBe(409);
    expect((await auditOf("fair_conference", c.id)).map((a) => a.action)).toEqual(["create", "update"]);
  });
});

describe("asesores, horarios y sesiones", () => {
  it("crea un asesor, sus horarios (únicos por día y hora), lo desactiva; todo queda auditado", async () => {
    const invalid = await call(postAdvisor, admin, { method: "POST", body: { name: "", title: "x", email: "no-es-correo" } });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.errors).sort()).toEqual(["email", "name", "title"]);
    const created = await call(postAdvisor, admin, {
      method: "POST",
      body: { name: `Asesora ${tag}`, title: "Psicóloga", email: `asesora-${tag}@example.pe` },
    });
    expect(created.status).toBe(201);
    const id = String(created.json.data.id);
    const slot = await call(postSlot, admin, { method: "POST", params: { id }, body: { weekday: 2, startTime: "16:00" } });
    expect(slot.status).toBe(201);
    expect(slot.json.data).toMatchObject({ weekday: 2, weekdayLabel: "Martes", startTime: "16:00", durationMinutes: 60, active: true });
    const dup = await call(postSlot, admin, { method: "POST", params: { id }, body: { weekday: 2, startTime: "16:00" } });
    expect(dup.status).toBe(409);
    expect(dup.json.errors.startTime).toEqual(["Este asesor ya tiene un horario ese día a esa hora."]);
    const badTime = await call(postSlot, admin, { method: "POST", params: { id }, body: { weekday: 8, startTime: "25:00" } });
    expect(Object.keys(badTime.json.errors).sort()).toEqual(["startTime", "weekday"]);
    // A school-day morning is outside the live-session hours (students are at school).
    const morning = await call(postSlot, admin, { method: "POST", params: { id }, body: { weekday: 4, startTime: "09:30" } });
    expect(morning.status).toBe(400);
    expect(morning.json.errors.startTime).toEqual([
      "Fuera del horario de las sesiones: de lunes a viernes desde las 15:00 y los fines de semana desde las 09:00, con la última a las 21:00.",
    ]);
    const second = await call(postSlot, admin, {
      method: "POST",
      params: { id },
      body: { weekday: 6, startTime: "09:30", durationMinutes: 45 },
    });
    const moved = await call(patchSlot, admin, {
      method: "PATCH",
      params: { id, slotId: String(second.json.data.id) },
      body: { weekday: 4 },
    });
    expect(moved.status).toBe(400);
    expect(moved.json.errors.startTime).toHaveLength(1);
    expect(
      (await call(patchSlot, admin, { method: "PATCH", params: { id, slotId: String(second.json.data.id) }, body: { active: false } })).json
        .data.active,
    ).toBe(false);
    expect((await call(deleteSlotRoute, admin, { method: "DELETE", params: { id, slotId: String(second.json.data.id) } })).status).toBe(
      200,
    );
    expect((await call(listSlotsRoute, admin, { params: { id } })).json.data.map((s: { startTime: string }) => s.startTime)).toEqual([
      "16:00",
    ]);
    const off = await call(patchAdvisor, admin, { method: "PATCH", params: { id }, body: { active: false } });
    expect(off.json.data.active).toBe(false);
    expect((await auditOf("advisor", id)).map((a) => a.action)).toEqual([
      "create",
      "add_slot",
      "add_slot",
      "update_slot",
      "delete_slot",
      "deactivate",
    ]);
  });

  it("un asesor con login ve solo sus sesiones; el admin filtra y cancela (idempotente)", async () => {
    const db = await getDb();
    const login = await account({ email: `login-${tag}@example.pe` });
    const [mine] = await db
      .insert(advisors)
      .values({ name: `Mío ${tag}`, title: "Orientador" })
      .returning({ id: advisors.id });
    const [theirs] = await db
      .insert(advisors)
      .values({ name: `Otro ${tag}`, title: "Orientador" })
      .returning({ id: advisors.id });

    expect((await call(ownBookingsRoute, login, { path: "/api/advisor/bookings" })).status).toBe(403);
    const notFoundEmail = await call(putAdvisorLogin, admin, {
      method: "PUT",
      params: { id: String(mine.id) },
      body: { email: `nadie-${tag}@example.pe` },
    });
    expect(notFoundEmail.status).toBe(400);
    expect(notFoundEmail.json.errors.email).toBeDefined();
    const linked = await call(putAdvisorLogin, admin, {
      method: "PUT",
      params: { id: String(mine.id) },
      body: { email: login.email.toUpperCase() },
    });
    expect(linked.status).toBe(200);
    expect(linked.json.data).toMatchObject({ userId: login.id, userEmail: login.email });
    const taken = await call(putAdvisorLogin, admin, { method: "PUT", params: { id: String(theirs.id) }, body: { email: login.email } });
    expect(taken.status).toBe(409);

    const member = await account({ name: "Rosa", surname: `Member${tag}` });
    const membershipId = (await grantMembership(db, {
      userId: member.id,
      planSlug: "especializado-4",
      source: "order",
      sourceRef: `test-${randomUUID()}`,
    }))!;
    const at = (iso: string) => new Date(iso);
    const [b1] = await db
      .insert(liveBookings)
      .values({
        advisorId: mine.id,
        userId: member.id,
        membershipId,
        startsAt: at("2027-03-01T21:00:00Z"),
        endsAt: at("2027-03-01T22:00:00Z"),
      })
      .returning({ id: liveBookings.id });
    const [b2] = await db
      .insert(liveBookings)
      .values({
        advisorId: theirs.id,
        userId: member.id,
        membershipId,
        startsAt: at("2027-03-02T21:00:00Z"),
        endsAt: at("2027-03-02T22:00:00Z"),
      })
      .returning({ id: liveBookings.id });

    const own = await call(ownBookingsRoute, login, { path: `/api/advisor/bookings?advisorId=${theirs.id}` });
    expect(own.status).toBe(200);
    expect(own.json.data.advisor.id).toBe(mine.id);
    expect(own.json.data.items.map((b: { id: number }) => b.id)).toEqual([b1.id]);
    expect(own.json.data.items[0]).toMatchObject({ userEmail: member.email, whenLabel: expect.stringMatching(/1 de marzo, 4:00/) });
    expect((await call(ownBookingsRoute, null, { path: "/api/advisor/bookings" })).status).toBe(401);

    const filtered = await call(listBookingsRoute, admin, {
      path: `/api/admin/bookings?advisorId=${theirs.id}&status=confirmed&from=2027-03-02&to=2027-03-02`,
    });
    expect(filtered.json.data.items.map((b: { id: number }) => b.id)).toEqual([b2.id]);
    const byDay = await call(listBookingsRoute, admin, { path: `/api/admin/bookings?search=Member${tag}&from=2027-03-01&to=2027-03-01` });
    expect(byDay.json.data.items.map((b: { id: number }) => b.id)).toEqual([b1.id]);
    expect((await call(listBookingsRoute, admin, { path: "/api/admin/bookings?status=perdida" })).status).toBe(400);

    const cancelled = await call(cancelBookingRoute, admin, { method: "DELETE", params: { id: String(b2.id) } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({ status: "cancelled", cancelledNow: true });
    const again = await call(cancelBookingRoute, admin, { method: "DELETE", params: { id: String(b2.id) } });
    expect(again.json.data).toMatchObject({ status: "cancelled", cancelledNow: false });
    expect((await auditOf("live_booking", b2.id)).map((a) => a.action)).toEqual(["cancel"]);
    expect((await call(cancelBookingRoute, admin, { method: "DELETE", params: { id: "999999999" } })).status).toBe(404);
  });
});

describe("colegios y códigos", () => {
  let schoolId: number;
  beforeAll(async () => {
    const db = await getDb();
    [{ id: schoolId }] = await db
      .insert(schools)
      .values({ code: `T${tag.slice(0, 6)}`, name: `Colegio Prueba ${tag}`, level: "Secundaria", source: "test" })
      .returning({ id: schools.id });
  });
  const post = (body: unknown) =>
    call(postCode, admin, { method: "POST", path: `/api/admin/schools/${schoolId}/codes`, params: { id: String(schoolId) }, body });

  it("lista y busca los colegios sembrados", async () => {
    const all = await call(listSchoolsRoute, admin, { path: "/api/admin/schools?perPage=100" });
    expect(all.json.data.total).toBeGreaterThanOrEqual(132);
    const found = await call(listSchoolsRoute, admin, { path: `/api/admin/schools?search=${tag}` });
    expect(found.json.data.items).toEqual([expect.objectContaining({ id: schoolId, codes: 0, students: 0 })]);
  });

  it("un código aleatorio es legible (8 caracteres sin ambiguos) y funciona para el colegio", async () => {
    const res = await post({ capacity: 30 });
    expect(res.status).toBe(201);
    expect(res.json.data.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{8}$`));
    expect(res.json.data.code).not.toMatch(/[01OIL]/);
    expect(res.json.data).toMatchObject({ capacity: 30, used: 0, active: true, expiresAt: null });
    const match = await checkSchoolCode(schoolId, res.json.data.code.toLowerCase());
    expect(match.schoolId).toBe(schoolId);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await post({ capacity: 1 })).json.data.code);
    expect(codes.size).toBe(5);
  });

  it("un código dado se guarda en mayúsculas, con grado, sección y vencimiento al final del día en Lima; repetido es 409 en el campo", async () => {
    const res = await post({ capacity: "25", code: `quinto-${tag.slice(0, 4)}`, expiresAt: "2027-12-31", grade: "5", section: "B" });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      code: `QUINTO-${tag.slice(0, 4).toUpperCase()}`,
      capacity: 25,
      grade: "5",
      section: "B",
      expiresAt: "2028-01-01T05:00:00.000Z",
    });
    const dup = await post({ capacity: 5, code: `Quinto-${tag.slice(0, 4)}` });
    expect(dup.status).toBe(409);
    expect(dup.json.errors.code).toEqual(["Este colegio ya tiene ese código."]);
    const invalid = await post({ capacity: 0, code: "a b", expiresAt: "mañana" });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.errors).sort()).toEqual(["capacity", "code", "expiresAt"]);
    expect(invalid.json.errors.capacity).toEqual(["Al menos 1 estudiante."]);
    expect((await call(postCode, admin, { method: "POST", params: { id: "999999999" }, body: { capacity: 3 } })).status).toBe(404);
  });

  it("lista los códigos con sus usos y los desactiva (el código deja de valer); auditoría", async () => {
    const created = (await post({ capacity: 2, code: `USO-${tag.slice(0, 4)}` })).json.data;
    const db = await getDb();
    const { redeemSchoolCode } = await import("@/lib/server/membership/school-codes");
    await db.transaction((tx) => redeemSchoolCode(tx as never, { codeId: created.id, userId: student.id }));
    const list = await call(listCodesRoute, admin, {
      path: `/api/admin/schools/${schoolId}/codes?search=USO-`,
      params: { id: String(schoolId) },
    });
    expect(list.json.data.items).toEqual([expect.objectContaining({ id: created.id, used: 1, capacity: 2 })]);
    const off = await call(patchCode, admin, {
      method: "PATCH",
      params: { id: String(schoolId), codeId: String(created.id) },
      body: { active: false },
    });
    expect(off.json.data.active).toBe(false);
    await expect(checkSchoolCode(schoolId, created.code)).rejects.toMatchObject({ status: 400 });
    expect(
      (
        await call(patchCode, admin, {
          method: "PATCH",
          params: { id: String(schoolId + 1), codeId: String(created.id) },
          body: { active: true },
        })
      ).status,
    ).toBe(404);
    const audit = await auditOf("school", schoolId);
    expect(audit.map((a) => a.action)).toContain("create_code");
    expect(audit.at(-1)).toMatchObject({ action: "deactivate_code", after: { code: created.code, active: false } });
  });
});

describe("leads y su exportación CSV", () => {
  it("filtra por institución, carrera y fechas; el CSV tiene la misma selección, bien entrecomillada y sin fórmulas", async () => {
    const db = await getDb();
    const [inst] = await db.select({ id: institutions.id, name: institutions.name }).from(institutions).limit(1);
    const [career] = await db.select({ id: careers.id, name: careers.name }).from(careers).limit(1);
    const base = { origin: "perfil", phone: "+51987654321", institutionId: inst.id };
    await db.insert(leads).values([
      {
        ...base,
        referenceId: randomUUID(),
        dedupeKey: randomUUID(),
        name: `=HYPERLINK("x") ${tag}`,
        email: `a-${tag}@example.pe`,
        careerId: career.id,
        description: 'Dice "hola", y\nadiós',
        createdAt: new Date("2026-05-10T15:00:00Z"),
      },
      {
        ...base,
        referenceId: randomUUID(),
        dedupeKey: randomUUID(),
        name: `Beto ${tag}`,
        email: `b-${tag}@example.pe`,
        createdAt: new Date("2026-05-20T15:00:00Z"),
      },
    ]);
    const byCareer = await call(listLeadsRoute, admin, {
      path: `/api/admin/leads?search=${tag}&careerId=${career.id}&institutionId=${inst.id}`,
    });
    expect(byCareer.json.data.items).toEqual([
      expect.objectContaining({ email: `a-${tag}@example.pe`, careerName: career.name, institutionName: inst.name, phoneVerified: false }),
    ]);
    const byDate = await call(listLeadsRoute, admin, { path: `/api/admin/leads?search=${tag}&from=2026-05-15&to=2026-05-20` });
    expect(byDate.json.data.items.map((l: { email: string }) => l.email)).toEqual([`b-${tag}@example.pe`]);
    expect((await call(listLeadsRoute, admin, { path: "/api/admin/leads?from=ayer" })).status).toBe(400);

    const csv = await call(exportLeadsRoute, admin, { path: `/api/admin/leads/export.csv?search=${tag}&sort=createdAt` });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="rumbo-leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("id,fecha (Lima),origen,nombre,correo,teléfono,teléfono verificado,institución,carrera,mensaje");
    expect(lines[1]).toContain(`,2026-05-10 10:00,perfil,"'=HYPERLINK(""x"") ${tag}",a-${tag}@example.pe,'+51987654321,no,`);
    expect(lines[1]).toContain(`"Dice ""hola"", y\nadiós"`);
    expect(lines[2]).toMatch(new RegExp(`,2026-05-20 10:00,perfil,Beto ${tag},`));
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(4);
    expect((await call(exportLeadsRoute, student, { path: "/api/admin/leads/export.csv" })).status).toBe(403);
  });
});

describe("pedidos y reembolsos", () => {
  async function approvedOrder() {
    const buyer = await account();
    const db = await getDb();
    const id = randomUUID();
    await db.insert(orders).values({
      id,
      userId: buyer.id,
      planSlug: "especializado-2",
      amountCents: 9900,
      status: "created",
      provider: "sandbox",
      token: randomUUID(),
      providerCheckoutId: `pref-${tag}`,
    });
    await applyProviderStatus(
      id,
      { orderId: id, status: "approved", paymentId: `pay-${id.slice(0, 6)}`, amountCents: null, currency: null, detail: {} },
      "sandbox",
    );
    return { id, buyer };
  }

  it("lista con filtro de estado y búsqueda por referencia; el pedido muestra sus eventos", async () => {
    const { id, buyer } = await approvedOrder();
    const list = await call(listOrdersRoute, admin, { path: `/api/admin/orders?status=approved&search=${buyer.email}` });
    expect(list.json.data.items).toEqual([
      expect.objectContaining({
        id,
        status: "approved",
        amountCents: 9900,
        provider: "sandbox",
        providerCheckoutId: `pref-${tag}`,
        providerPaymentId: `pay-${id.slice(0, 6)}`,
        userEmail: buyer.email,
      }),
    ]);
    expect((await call(listOrdersRoute, admin, { path: `/api/admin/orders?status=refunded&search=${buyer.email}` })).json.data.total).toBe(
      0,
    );
    expect((await call(listOrdersRoute, admin, { path: "/api/admin/orders?status=pagado" })).status).toBe(400);
    const detail = await call(getOrderRoute, admin, { params: { id } });
    expect(detail.json.data.events.map((e: { toStatus: string; source: string }) => [e.toStatus, e.source])).toEqual([
      ["approved", "sandbox"],
    ]);
    expect(detail.json.data.memberships).toHaveLength(1);
    expect((await call(getOrderRoute, admin, { params: { id: randomUUID() } })).status).toBe(404);
  });

  it("reembolsar termina la membresía del pedido en una transacción; repetirlo no cambia nada", async () => {
    const { id, buyer } = await approvedOrder();
    expect((await membershipStatus(buyer.id)).active).toBe(true);
    const res = await call(refundRoute, admin, { method: "POST", params: { id }, body: { reason: "Pidió la devolución" } });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ refundedNow: true, membershipsEnded: 1, order: { id, status: "refunded" } });
    expect((await membershipStatus(buyer.id)).active).toBe(false);
    const replay = await call(refundRoute, admin, { method: "POST", params: { id } });
    expect(replay.json.data).toMatchObject({ refundedNow: false, membershipsEnded: 0, order: { status: "refunded" } });
    const [again] = await Promise.all([
      call(refundRoute, admin, { method: "POST", params: { id } }),
      call(refundRoute, admin, { method: "POST", params: { id } }),
    ]);
    expect(again.json.data.refundedNow).toBe(false);
    const detail = await call(getOrderRoute, admin, { params: { id } });
    expect(detail.json.data.events.map((e: { toStatus: string; source: string }) => [e.toStatus, e.source])).toEqual([
      ["approved", "sandbox"],
      ["refunded", "admin"],
    ]);
    const audit = await auditOf("order", id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "refund",
      actorEmail: admin.email,
      before: { status: "approved" },
      after: { status: "refunded", reason: "Pidió la devolución" },
    });
    const db = await getDb();
    const [m] = await db
      .select({ endsAt: memberships.endsAt })
      .from(memberships)
      .where(and(eq(memberships.source, "order"), eq(memberships.sourceRef, id)));
    expect(m.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("un pedido no aprobado no se reembolsa (409)", async () => {
    const buyer = await account();
    const db = await getDb();
    const id = randomUUID();
    await db.insert(orders).values({
      id,
      userId: buyer.id,
      planSlug: "autoguiado",
      amountCents: 2900,
      status: "pending",
      provider: "sandbox",
      token: randomUUID(),
    });
    const res = await call(refundRoute, admin, { method: "POST", params: { id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/aprobado/);
    expect((await call(refundRoute, admin, { method: "POST", params: { id: randomUUID() } })).status).toBe(404);
  });
});

describe("solicitudes de información y correos", () => {
  it("marca una solicitud atendida (idempotente, auditada) y filtra por estado", async () => {
    const asker = await account({ name: "Pía", surname: `Pide${tag}` });
    const db = await getDb();
    const [req] = await db
      .insert(membershipRequests)
      .values({ userId: asker.id, source: "pricing" })
      .returning({ id: membershipRequests.id });
    const open = await call(listRequestsRoute, admin, { path: `/api/admin/membership-requests?state=open&search=Pide${tag}` });
    expect(open.json.data.items).toEqual([
      expect.objectContaining({ id: req.id, userEmail: asker.email, source: "pricing", handledAt: null }),
    ]);
    const handled = await call(patchRequest, admin, { method: "PATCH", params: { id: String(req.id) }, body: { handled: true } });
    expect(handled.json.data.handledAt).not.toBeNull();
    await call(patchRequest, admin, { method: "PATCH", params: { id: String(req.id) }, body: { handled: true } });
    expect(
      (await call(listRequestsRoute, admin, { path: `/api/admin/membership-requests?state=open&search=Pide${tag}` })).json.data.total,
    ).toBe(0);
    expect(
      (await call(listRequestsRoute, admin, { path: `/api/admin/membership-requests?state=handled&search=Pide${tag}` })).json.data.total,
    ).toBe(1);
    expect((await auditOf("membership_request", req.id)).map((a) => a.action)).toEqual(["handle"]);
    expect((await call(patchRequest, admin, { method: "PATCH", params: { id: String(req.id) }, body: {} })).status).toBe(400);
  });

  it("la bandeja de salida se pagina y se busca por destinatario, sin los cuerpos", async () => {
    const to = `bandeja-${tag}@example.pe`;
    for (const subject of ["Uno", "Dos", "Tres"]) await sendEmail({ to, subject, text: "secreto 123456", kind: "test" });
    const page1 = await call(outboxRoute, admin, { path: `/api/admin/outbox?search=${to}&perPage=2` });
    expect(page1.json.data).toMatchObject({ total: 3, pages: 2, page: 1 });
    expect(page1.json.data.items.map((m: { subject: string }) => m.subject)).toEqual(["Tres", "Dos"]);
    expect(page1.json.data.items[0].text).toBeUndefined();
    const page2 = await call(outboxRoute, admin, { path: `/api/admin/outbox?search=${to}&perPage=2&page=2` });
    expect(page2.json.data.items.map((m: { subject: string }) => m.subject)).toEqual(["Uno"]);
    const byAddress = await call(outboxRoute, admin, { path: `/api/admin/outbox?to=${encodeURIComponent(to)}&limit=1` });
    expect(byAddress.json.data).toEqual([expect.objectContaining({ subject: "Tres", text: "secreto 123456" })]);
  });
});

describe("asesor en el detalle", () => {
  it("GET /api/admin/advisors/{id} devuelve 404 para un id desconocido", async () => {
    expect((await call(getAdvisorRoute, admin, { params: { id: "999999999" } })).status).toBe(404);
  });
});
