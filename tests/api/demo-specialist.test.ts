import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as advisorInbox } from "@/app/api/advisor/chat/conversations/route";
import { GET as advisorMessages, POST as advisorPost } from "@/app/api/advisor/chat/conversations/[id]/messages/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as listConversations, POST as startConversation } from "@/app/api/chat/conversations/route";
import { GET as getMessages, POST as studentPost } from "@/app/api/chat/conversations/[id]/messages/route";
import { getDb } from "@/lib/db/client";
import { advisors, users } from "@/lib/db/schema";
import { advisorSeed } from "@/lib/seed/advisors";
import { demoSpecialistEmail, demoUsers, seedDemoUsers } from "@/lib/seed/demo-users";
import { createSession } from "@/lib/server/auth/session";
import { grantMembership } from "@/lib/server/membership/memberships";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

let n = 0;
const ip = () => `10.62.${Math.floor(++n / 250)}.${n % 250}`;

afterAll(async () => {
  // This worker's database is shared with the next files: the seeded advisor goes back to no login.
  const db = await getDb();
  await db.delete(users).where(
    inArray(
      users.email,
      demoUsers.map((u) => u.email),
    ),
  );
});

describe("instalación nueva: la especialista de demostración", () => {
  it("es la cuenta de la asesora sembrada; un miembro le escribe y ella le responde desde su bandeja", async () => {
    const db = await getDb();
    await seedDemoUsers(db);
    const [seeded] = await db
      .select({ id: advisors.id, userId: advisors.userId })
      .from(advisors)
      .where(eq(advisors.email, advisorSeed.email));
    const [account] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, demoSpecialistEmail));
    expect(account.role).toBe("advisor");
    expect(seeded.userId).toBe(account.id);
    // Idempotent: a second run changes nothing.
    expect(await seedDemoUsers(db)).toBe(0);

    // A paying member sees her among the specialists and opens a conversation.
    const member = await insertTestUser({ name: "Rosa", surname: "Quispe" });
    await grantMembership(db, { userId: member.id, planSlug: "autoguiado", source: "order", sourceRef: `demo-${randomUUID()}` });
    const memberHeaders = { authorization: `Bearer ${(await createSession(member.id)).token}`, "x-forwarded-for": ip() };
    const list = await callRoute(listConversations, { path: "/api/chat/conversations", headers: memberHeaders });
    expect(list.status).toBe(200);
    expect(list.json.data.specialists.map((s: { name: string }) => s.name)).toContain(advisorSeed.name);
    const started = await callRoute(startConversation, {
      method: "POST",
      path: "/api/chat/conversations",
      body: { advisorId: seeded.id },
      headers: memberHeaders,
    });
    expect(started.status).toBe(201);
    const id = started.json.data.id as number;
    const asked = await callRoute(studentPost, {
      method: "POST",
      path: `/api/chat/conversations/${id}/messages`,
      params: { id: String(id) },
      body: { body: "Hola, ¿qué estudio si me gusta la biología?" },
      headers: memberHeaders,
    });
    expect(asked.status).toBe(201);

    // The demo specialist signs in with the README's password and answers from her inbox.
    const demo = demoUsers.find((u) => u.email === demoSpecialistEmail)!;
    const signedIn = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: demo.email, password: demo.password },
      headers: { "x-forwarded-for": ip() },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.data.user.role).toBe("advisor");
    const specialistHeaders = { authorization: `Bearer ${signedIn.json.data.token}`, "x-forwarded-for": ip() };
    const inbox = await callRoute(advisorInbox, { path: "/api/advisor/chat/conversations", headers: specialistHeaders });
    expect(inbox.status).toBe(200);
    expect(inbox.json.data.items.map((c: { id: number }) => c.id)).toContain(id);
    const thread = await callRoute(advisorMessages, {
      path: `/api/advisor/chat/conversations/${id}/messages`,
      params: { id: String(id) },
      headers: specialistHeaders,
    });
    expect(thread.json.data.items.map((m: { body: string }) => m.body)).toEqual(["Hola, ¿qué estudio si me gusta la biología?"]);
    const replied = await callRoute(advisorPost, {
      method: "POST",
      path: `/api/advisor/chat/conversations/${id}/messages`,
      params: { id: String(id) },
      body: { body: "¡Hola, Rosa! Cuéntame qué temas de biología te gustan más." },
      headers: specialistHeaders,
    });
    expect(replied.status).toBe(201);
    const seen = await callRoute(getMessages, {
      path: `/api/chat/conversations/${id}/messages`,
      params: { id: String(id) },
      headers: memberHeaders,
    });
    expect(seen.json.data.items.at(-1)).toMatchObject({
      body: "¡Hola, Rosa! Cuéntame qué temas de biología te gustan más.",
      author: { role: "advisor", name: advisorSeed.name },
    });
  });
});
