import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as invite } from "@/app/api/admin/advisors/[id]/invite/route";
import { PUT as putLogin } from "@/app/api/admin/advisors/[id]/login/route";
import { GET as advisorInbox } from "@/app/api/advisor/chat/conversations/route";
import { GET as check, POST as accept } from "@/app/api/auth/advisor-invitation/route";
import { POST as login } from "@/app/api/auth/login/route";
import { homeFor } from "@/lib/config/home-for";
import { advisorInvitationMessages as messages } from "@/lib/contracts/advisor-invitation";
import { getDb } from "@/lib/db/client";
import { advisorInvitations, advisors, auditLog, outbox, users } from "@/lib/db/schema";
import { hashPassword } from "@/lib/server/auth/password";
import { createSession } from "@/lib/server/auth/session";
import { hashToken } from "@/lib/server/auth/tokens";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

let n = 0;
const ip = () => `10.61.${Math.floor(++n / 250)}.${n % 250}`;

async function sessionFor(overrides: Parameters<typeof insertTestUser>[0] = {}) {
  const user = await insertTestUser(overrides);
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip() } };
}

async function newAdvisor() {
  const db = await getDb();
  const name = `Rosa Salas ${randomUUID().slice(0, 4)}`;
  const [row] = await db.insert(advisors).values({ name, title: "Psicóloga" }).returning({ id: advisors.id });
  return { id: row.id, name };
}

const freshEmail = () => `especialista-${randomUUID().slice(0, 8)}@example.pe`;

const sendInvite = (headers: Record<string, string>, advisorId: number, email: string) =>
  callRoute(invite, {
    method: "POST",
    path: `/api/admin/advisors/${advisorId}/invite`,
    params: { id: String(advisorId) },
    body: { email },
    headers,
  });

/** The token of the last invitation e-mailed to `email`, read from the outbox's link. */
async function tokenSentTo(email: string): Promise<string> {
  const db = await getDb();
  const [mail] = await db
    .select({ text: outbox.text, subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, "advisor-invitation")))
    .orderBy(desc(outbox.id))
    .limit(1);
  expect(mail.subject).toBe("Te invitaron a Rumbo como especialista");
  const link = mail.text.match(/https?:\/\/\S+\/asesor\/invitacion\?token=(\S+)/);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]);
}

const checkToken = (token: string) =>
  callRoute(check, { path: `/api/auth/advisor-invitation?token=${encodeURIComponent(token)}`, headers: { "x-forwarded-for": ip() } });
const acceptToken = (token: string, password: string, headers: Record<string, string> = {}) =>
  callRoute(accept, {
    method: "POST",
    path: "/api/auth/advisor-invitation",
    body: { token, password },
    headers: { "x-forwarded-for": ip(), ...headers },
  });

async function advisorUserId(id: number) {
  const db = await getDb();
  const [row] = await db.select({ userId: advisors.userId }).from(advisors).where(eq(advisors.id, id));
  return row.userId;
}

describe("un administrador invita a una especialista por correo", () => {
  it("sin cuenta: el enlace crea su cuenta de especialista, la vincula, inicia su sesión y lleva a su bandeja; se usa una vez", async () => {
    const admin = await sessionFor({ isAdmin: true });
    const advisor = await newAdvisor();
    const email = freshEmail();
    const sent = await sendInvite(admin.headers, advisor.id, email.toUpperCase());
    expect(sent.status).toBe(201);
    expect(sent.json.data).toMatchObject({ email, existingAccount: false });
    const token = await tokenSentTo(email);

    // Only the token's hash is stored, with a 7-day expiry.
    const db = await getDb();
    const [stored] = await db
      .select({ id: advisorInvitations.id, expiresAt: advisorInvitations.expiresAt })
      .from(advisorInvitations)
      .where(eq(advisorInvitations.advisorId, advisor.id));
    expect(stored.id).toBe(hashToken(token));
    expect(stored.id).not.toContain(token);
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const info = await checkToken(token);
    expect(info.status).toBe(200);
    expect(info.json.data).toMatchObject({ valid: true, advisorName: advisor.name, existingAccount: false });
    expect(info.json.data.email).not.toBe(email);

    const done = await acceptToken(token, "secreto-nuevo");
    expect(done.status).toBe(200);
    expect(done.headers.get("set-cookie")).toContain("rumbo_session");
    const user = done.json.data.user;
    expect(user).toMatchObject({ email, role: "advisor", name: "Rosa", surname: expect.stringMatching(/^Salas /) });
    expect(homeFor(user)).toBe("/asesor/chat");
    expect(await advisorUserId(advisor.id)).toBe(user.id);

    // She signs in with that password, and her inbox answers.
    const signedIn = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: email, password: "secreto-nuevo" },
      headers: { "x-forwarded-for": ip() },
    });
    expect(signedIn.status).toBe(200);
    const inbox = await callRoute(advisorInbox, {
      path: "/api/advisor/chat/conversations",
      headers: { authorization: `Bearer ${signedIn.json.data.token}` },
    });
    expect(inbox.status).toBe(200);

    // The same link a second time: spent.
    const again = await acceptToken(token, "otra-clave-1");
    expect(again.status).toBe(400);
    expect(again.json.errors.token).toEqual([messages.invalid]);
    expect((await checkToken(token)).status).toBe(400);

    const audit = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "advisor"), eq(auditLog.entityId, String(advisor.id))))
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: "invite_login", actorId: admin.id },
      { action: "accept_invitation", actorId: user.id },
    ]);
  });

  it("vencido: el enlace ya no sirve; una invitación nueva deja sin efecto la anterior", async () => {
    const admin = await sessionFor({ isAdmin: true });
    const advisor = await newAdvisor();
    const email = freshEmail();
    expect((await sendInvite(admin.headers, advisor.id, email)).status).toBe(201);
    const first = await tokenSentTo(email);
    expect((await sendInvite(admin.headers, advisor.id, email)).status).toBe(201);
    const second = await tokenSentTo(email);
    expect(second).not.toBe(first);
    expect((await checkToken(first)).status).toBe(400);
    expect((await acceptToken(first, "secreto-nuevo")).status).toBe(400);

    const db = await getDb();
    await db
      .update(advisorInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(advisorInvitations.id, hashToken(second)));
    const late = await acceptToken(second, "secreto-nuevo");
    expect(late.status).toBe(400);
    expect(late.json.message).toBe(messages.invalid);
    expect(await advisorUserId(advisor.id)).toBeNull();
    const [nobody] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(nobody).toBeUndefined();
  });

  it("con cuenta de estudiante: pide su contraseña (una equivocada no gasta el enlace) y la cuenta pasa a ser de especialista", async () => {
    const admin = await sessionFor({ isAdmin: true });
    const advisor = await newAdvisor();
    const existing = await insertTestUser({ email: freshEmail(), passwordHash: await hashPassword("mi-clave-1") });
    const sent = await sendInvite(admin.headers, advisor.id, existing.email);
    expect(sent.json.data.existingAccount).toBe(true);
    const token = await tokenSentTo(existing.email);
    expect((await checkToken(token)).json.data.existingAccount).toBe(true);

    const wrong = await acceptToken(token, "no-es-la-clave");
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors.password).toEqual([messages.wrongPassword]);
    expect(await advisorUserId(advisor.id)).toBeNull();

    const done = await acceptToken(token, "mi-clave-1");
    expect(done.status).toBe(200);
    expect(done.json.data.user).toMatchObject({ id: existing.id, role: "advisor" });
    expect(await advisorUserId(advisor.id)).toBe(existing.id);
  });

  it("rol equivocado: la cuenta de una familia o de un colegio no puede ser de especialista (409 al invitar, al vincular y al aceptar)", async () => {
    const admin = await sessionFor({ isAdmin: true });
    const advisor = await newAdvisor();
    const parent = await insertTestUser({ role: "user-parent", email: freshEmail() });
    const invitedParent = await sendInvite(admin.headers, advisor.id, parent.email);
    expect(invitedParent.status).toBe(409);
    expect(invitedParent.json.errors.email).toEqual([messages.wrongRole]);
    const linkedParent = await callRoute(putLogin, {
      method: "PUT",
      path: `/api/admin/advisors/${advisor.id}/login`,
      params: { id: String(advisor.id) },
      body: { email: parent.email },
      headers: admin.headers,
    });
    expect(linkedParent.status).toBe(409);

    // The address becomes a counsellor's between the invitation and the click.
    const email = freshEmail();
    expect((await sendInvite(admin.headers, advisor.id, email)).status).toBe(201);
    const token = await tokenSentTo(email);
    await insertTestUser({ email, role: "school", passwordHash: await hashPassword("clave-colegio") });
    const late = await acceptToken(token, "clave-colegio");
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(messages.wrongRole);
    expect(await advisorUserId(advisor.id)).toBeNull();
  });

  it("IDOR: solo un administrador invita; el enlace vincula solo la cuenta del correo invitado, nunca la de quien lo abre", async () => {
    const advisor = await newAdvisor();
    const student = await sessionFor();
    const counsellor = await sessionFor({ role: "school" });
    const specialistAccount = await sessionFor({ role: "advisor" });
    for (const who of [student, counsellor, specialistAccount])
      expect((await sendInvite(who.headers, advisor.id, freshEmail())).status).toBe(403);
    expect((await sendInvite({ "x-forwarded-for": ip() }, advisor.id, freshEmail())).status).toBe(401);

    const admin = await sessionFor({ isAdmin: true });
    expect((await sendInvite(admin.headers, 987_654_321, freshEmail())).status).toBe(404);

    const email = freshEmail();
    expect((await sendInvite(admin.headers, advisor.id, email)).status).toBe(201);
    const token = await tokenSentTo(email);
    // A signed-in student opens someone else's link: the invited address gets the account, not her.
    const done = await acceptToken(token, "secreto-nuevo", student.headers);
    expect(done.status).toBe(200);
    expect(done.json.data.user.email).toBe(email);
    expect(done.json.data.user.id).not.toBe(student.id);
    const db = await getDb();
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, student.id));
    expect(row.role).toBe("user");

    // Linked now: no second invitation for her, and her account cannot be another advisor's.
    const linked = await sendInvite(admin.headers, advisor.id, freshEmail());
    expect(linked.status).toBe(409);
    expect(linked.json.errors.email).toEqual([messages.alreadyLinked]);
    const other = await newAdvisor();
    const taken = await sendInvite(admin.headers, other.id, email);
    expect(taken.status).toBe(409);
    expect(taken.json.errors.email).toEqual([messages.accountTaken]);
  });
});
