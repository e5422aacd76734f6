import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as adminList } from "@/app/api/admin/chat/conversations/route";
import { GET as adminRead } from "@/app/api/admin/chat/conversations/[id]/route";
import { GET as advisorInbox } from "@/app/api/advisor/chat/conversations/route";
import { GET as advisorEvents } from "@/app/api/advisor/chat/conversations/[id]/events/route";
import { GET as advisorMessages, POST as advisorPost } from "@/app/api/advisor/chat/conversations/[id]/messages/route";
import { POST as advisorRead } from "@/app/api/advisor/chat/conversations/[id]/read/route";
import { POST as advisorRisk } from "@/app/api/advisor/chat/conversations/[id]/risk/route";
import { GET as listConversations, POST as startConversation } from "@/app/api/chat/conversations/route";
import { GET as studentEvents } from "@/app/api/chat/conversations/[id]/events/route";
import { GET as getMessages, POST as studentPost } from "@/app/api/chat/conversations/[id]/messages/route";
import { POST as studentRead } from "@/app/api/chat/conversations/[id]/read/route";
import { POST as report } from "@/app/api/chat/conversations/[id]/report/route";
import { CHAT_MESSAGES_PER_MINUTE, replyTimeLabel } from "@/lib/contracts/chat";
import { getDb } from "@/lib/db/client";
import { POST as logout } from "@/app/api/auth/logout/route";
import { advisors, auditLog, chatMessages, memberships, metricEvents, outbox, users } from "@/lib/db/schema";
import { createSession, revokeAllSessions } from "@/lib/server/auth/session";
import { advisorSide, postMessage, replyMinutesByAdvisor, studentSide } from "@/lib/server/chat/conversations";
import { CHAT_MESSAGES } from "@/lib/server/chat/messages";
import { streamTiming } from "@/lib/server/chat/stream";
import { localStreamsOf, STREAMS_PER_ACCOUNT, STREAMS_PER_ADDRESS } from "@/lib/server/chat/stream-slots";
import { processDueChatNotices } from "@/lib/server/chat/unread";
import { getChatMetrics } from "@/lib/server/metrics/chat-report";
import { grantMembership } from "@/lib/server/membership/memberships";
import { callRoute, testOrigin } from "../support/http";
import { sampleStudent } from "../support/session-user";
import { insertTestUser } from "../support/users";

async function account(opts: { plan?: string; name?: string; isAdmin?: boolean } = {}) {
  const user = await insertTestUser({ name: opts.name ?? "Lucía", isAdmin: opts.isAdmin ?? false });
  if (opts.plan)
    await grantMembership(await getDb(), { userId: user.id, planSlug: opts.plan, source: "order", sourceRef: `chat-${randomUUID()}` });
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

/** A specialist: an advisor row whose login is a fresh account. */
async function specialist(name = `Ana Rojas ${randomUUID().slice(0, 4)}`) {
  const login = await account({ name: "Ana" });
  const db = await getDb();
  const [row] = await db
    .insert(advisors)
    .values({ name, title: "Psicóloga", email: `${randomUUID().slice(0, 8)}@rumbo.pe`, userId: login.id })
    .returning({ id: advisors.id, email: advisors.email });
  return { ...login, advisorId: row.id, advisorEmail: row.email!, name };
}

const start = (who: { headers: Record<string, string> }, advisorId: number) =>
  callRoute(startConversation, { method: "POST", path: "/api/chat/conversations", body: { advisorId }, headers: who.headers });

const send = (who: { headers: Record<string, string> }, id: number, body: unknown, side: "student" | "advisor" = "student") =>
  callRoute(side === "student" ? studentPost : advisorPost, {
    method: "POST",
    path: `/api/${side === "student" ? "" : "advisor/"}chat/conversations/${id}/messages`,
    params: { id: String(id) },
    body,
    headers: who.headers,
  });

const read = (who: { headers: Record<string, string> }, id: number, side: "student" | "advisor" = "student", query = "") =>
  callRoute(side === "student" ? getMessages : advisorMessages, {
    path: `/api/${side === "student" ? "" : "advisor/"}chat/conversations/${id}/messages${query}`,
    params: { id: String(id) },
    headers: who.headers,
  });

/** A member with a conversation open with a fresh specialist. */
async function pair() {
  const member = await account({ plan: "autoguiado", name: "Rosa María" });
  const advisor = await specialist();
  const started = await start(member, advisor.advisorId);
  expect(started.status).toBe(201);
  return { member, advisor, id: started.json.data.id as number };
}

/** Opens an event stream and collects its text until `until` matches (or times out). */
async function openStream(
  route: typeof studentEvents,
  id: number,
  headers: Record<string, string>,
  path = `/api/chat/conversations/${id}/events`,
) {
  const controller = new AbortController();
  const res = await route(new NextRequest(new URL(path, testOrigin), { headers, signal: controller.signal }), {
    params: Promise.resolve({ id: String(id) }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    res,
    text: () => text,
    async until(pattern: RegExp, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`el stream no trajo ${pattern}: ${text}`);
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (!chunk || chunk.done) continue;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
    /** Reads until the server ends the stream; false if it is still open after `ms`. */
    async ended(ms = 5_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (!chunk) return false;
        if (chunk.done) return true;
        text += decoder.decode(chunk.value, { stream: true });
      }
    },
    close() {
      controller.abort();
      void reader.cancel().catch(() => {});
    },
  };
}

const streams: { close: () => void }[] = [];
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});

describe("chat: quién puede escribir", () => {
  it("un usuario sin membresía ve 403 membership_required al listar, abrir o escribir", async () => {
    const free = await account();
    const advisor = await specialist();
    const list = await callRoute(listConversations, { path: "/api/chat/conversations", headers: free.headers });
    expect(list.status).toBe(403);
    expect(list.json).toEqual({
      code: "membership_required",
      message: "El chat con especialistas es parte de los planes de Rumbo. Elige un plan para escribirles.",
    });
    expect((await start(free, advisor.advisorId)).json.code).toBe("membership_required");
    // Writing into an existing conversation (someone else's, or one's own after the plan ended).
    const { id } = await pair();
    const wrote = await send(free, id, { body: "Hola" });
    expect(wrote.status).toBe(403);
    expect(wrote.json.code).toBe("membership_required");
  });

  it("sin sesión → 401", async () => {
    expect((await callRoute(listConversations, { path: "/api/chat/conversations" })).status).toBe(401);
    expect((await send({ headers: {} }, 1, { body: "Hola" })).status).toBe(401);
  });

  it("abrir la conversación: 201 con el id, 200 con el mismo id la segunda vez; una especialista sin cuenta o que no existe → 404", async () => {
    const { member, advisor, id } = await pair();
    const again = await start(member, advisor.advisorId);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ data: { id } });
    const db = await getDb();
    const [noLogin] = await db.insert(advisors).values({ name: "Sin Cuenta", title: "Orientadora" }).returning({ id: advisors.id });
    expect((await start(member, noLogin.id)).status).toBe(404);
    expect((await start(member, 2_000_000_000)).status).toBe(404);
    expect(
      (
        await callRoute(startConversation, {
          method: "POST",
          path: "/api/chat/conversations",
          body: { advisorId: "x" },
          headers: member.headers,
        })
      ).status,
    ).toBe(400);
  });
});

describe("chat: mensajes", () => {
  it("POST → 201 {id, body, createdAt, author}; GET los devuelve en orden; el HTML llega como texto, nunca como marcado", async () => {
    const { member, advisor, id } = await pair();
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> ¿Medicina o Enfermería?`;
    const sent = await send(member, id, { body: `  ${hostile}  ` });
    expect(sent.status).toBe(201);
    expect(sent.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(sent.json.data).sort()).toEqual(["author", "body", "createdAt", "id"]);
    expect(sent.json.data).toMatchObject({ body: hostile, author: { role: "student", name: "Rosa" } });
    expect(new Date(sent.json.data.createdAt).toISOString()).toBe(sent.json.data.createdAt);

    const reply = await send(advisor, id, { body: "Hola, Rosa. Cuéntame qué te gusta de cada una." }, "advisor");
    expect(reply.status).toBe(201);
    expect(reply.json.data.author).toEqual({ role: "advisor", name: advisor.name });

    const list = await read(member, id);
    expect(list.status).toBe(200);
    expect(list.json.data.items.map((m: { body: string }) => m.body)).toEqual([hostile, "Hola, Rosa. Cuéntame qué te gusta de cada una."]);
    expect(list.json.data.hasMore).toBe(false);
    const since = await read(member, id, "student", `?since=${sent.json.data.id}`);
    expect(since.json.data.items.map((m: { id: number }) => m.id)).toEqual([reply.json.data.id]);
    // The specialist sees the same items.
    expect((await read(advisor, id, "advisor")).json.data.items).toEqual(list.json.data.items);
  });

  it("solo texto de 1 a 2,000 caracteres; campos de más → 400", async () => {
    const { member, id } = await pair();
    expect((await send(member, id, { body: "a".repeat(2_000) })).status).toBe(201);
    const long = await send(member, id, { body: "a".repeat(2_001) });
    expect(long.status).toBe(400);
    expect(long.json.errors.body).toEqual(["Tu mensaje puede tener hasta 2,000 caracteres."]);
    expect((await send(member, id, { body: "   " })).json.errors.body).toEqual(["Escribe tu mensaje."]);
    expect((await send(member, id, { body: { html: "<b>x</b>" } })).status).toBe(400);
    expect((await send(member, id, { body: "hola", attachment: "data:image/png;base64,AAAA" })).status).toBe(400);
  });

  it(`una ráfaga: más de ${CHAT_MESSAGES_PER_MINUTE} mensajes en un minuto → 429 con Retry-After`, async () => {
    const { member, id } = await pair();
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) expect((await send(member, id, { body: `Mensaje ${i}` })).status).toBe(201);
    const flood = await send(member, id, { body: "uno más" });
    expect(flood.status).toBe(429);
    expect(flood.json.code).toBe("rate_limited");
    expect(Number(flood.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await read(member, id)).json.data.items).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
  });
});

describe("chat: la conversación de otra persona no existe", () => {
  it("otro miembro → 404 al leer, escribir, marcar leído, reportar o abrir el stream; otra especialista → 404; una cuenta que no es especialista → 403", async () => {
    const { id } = await pair();
    const intruder = await account({ plan: "autoguiado" });
    const paths = { path: `/api/chat/conversations/${id}`, params: { id: String(id) }, headers: intruder.headers };
    expect((await read(intruder, id)).status).toBe(404);
    const wrote = await send(intruder, id, { body: "Hola" });
    expect(wrote.status).toBe(404);
    expect(wrote.json.message).toBe("No encontramos esa conversación.");
    expect((await callRoute(studentRead, { ...paths, method: "POST", body: { upTo: 1 } })).status).toBe(404);
    expect((await callRoute(report, { ...paths, method: "POST", body: { reason: "x" } })).status).toBe(404);
    expect((await callRoute(studentEvents, paths)).status).toBe(404);

    const otherAdvisor = await specialist();
    expect((await read(otherAdvisor, id, "advisor")).status).toBe(404);
    expect((await send(otherAdvisor, id, { body: "Hola" }, "advisor")).status).toBe(404);
    expect((await callRoute(advisorEvents, { ...paths, headers: otherAdvisor.headers })).status).toBe(404);
    expect((await callRoute(advisorRisk, { ...paths, method: "POST", body: { note: "x" }, headers: otherAdvisor.headers })).status).toBe(
      404,
    );

    const notAdvisor = await account({ plan: "autoguiado" });
    const inbox = await callRoute(advisorInbox, { path: "/api/advisor/chat/conversations", headers: notAdvisor.headers });
    expect(inbox.status).toBe(403);
    expect((await read(notAdvisor, id, "advisor")).status).toBe(403);
  });
});

describe("chat: listas, no leídos y confirmación de lectura", () => {
  it("el miembro ve a su especialista, el último mensaje y los no leídos; la bandeja de la especialista pone primero lo no leído", async () => {
    const { member, advisor, id } = await pair();
    const second = await account({ plan: "especializado-2", name: "Diego Alonso" });
    const other = await start(second, advisor.advisorId);
    await send(second, other.json.data.id, { body: "Primera conversación" });
    const sent = await send(member, id, { body: "¿Qué estudio si me gusta la biología?" });

    let inbox = await callRoute(advisorInbox, { path: "/api/advisor/chat/conversations", headers: advisor.headers });
    expect(inbox.status).toBe(200);
    expect(inbox.json.data.items.map((c: { id: number }) => c.id)).toEqual([id, other.json.data.id]);
    expect(inbox.json.data.items[0]).toEqual({
      id,
      student: { firstName: "Rosa", plan: "Plan autoguiado", latestResult: null },
      lastMessage: { body: "¿Qué estudio si me gusta la biología?", createdAt: expect.any(String), role: "student" },
      unread: 1,
      risk: false,
    });
    expect(inbox.json.data.items[1].student.firstName).toBe("Diego");
    expect(JSON.stringify(inbox.json.data)).not.toContain("@");

    // The specialist reads the first one: it moves below the one still unread.
    const marked = await callRoute(advisorRead, {
      method: "POST",
      path: `/api/advisor/chat/conversations/${id}/read`,
      params: { id: String(id) },
      body: { upTo: sent.json.data.id },
      headers: advisor.headers,
    });
    expect(marked.json.data).toEqual({ upTo: sent.json.data.id });
    inbox = await callRoute(advisorInbox, { path: "/api/advisor/chat/conversations", headers: advisor.headers });
    expect(inbox.json.data.items.map((c: { id: number; unread: number }) => [c.id, c.unread])).toEqual([
      [other.json.data.id, 1],
      [id, 0],
    ]);
    // The member sees the receipt.
    expect((await read(member, id)).json.data.readByOther).toBe(sent.json.data.id);

    const reply = await send(advisor, id, { body: "Hola, Rosa: biología, medicina, nutrición…" }, "advisor");
    const mine = await callRoute(listConversations, { path: "/api/chat/conversations", headers: member.headers });
    expect(mine.status).toBe(200);
    expect(mine.json.data.items).toEqual([
      {
        id,
        specialist: { id: advisor.advisorId, name: advisor.name, title: "Psicóloga", replyMinutes: null },
        lastMessage: { body: "Hola, Rosa: biología, medicina, nutrición…", createdAt: reply.json.data.createdAt, role: "advisor" },
        unread: 1,
      },
    ]);
    expect(mine.json.data.specialists.map((s: { id: number }) => s.id)).toContain(advisor.advisorId);
    // A read pointer never goes past the other side's last message, nor backwards.
    const mark = (upTo: number) =>
      callRoute(studentRead, {
        method: "POST",
        path: `/api/chat/conversations/${id}/read`,
        params: { id: String(id) },
        body: { upTo },
        headers: member.headers,
      });
    expect((await mark(2_000_000_000)).json.data).toEqual({ upTo: reply.json.data.id });
    expect((await mark(0)).json.data).toEqual({ upTo: reply.json.data.id });
  });
});

describe("chat: tiempo habitual de respuesta", () => {
  it("la mediana, desde el primer mensaje de cada turno del estudiante hasta la respuesta; con menos de 3 respuestas, sin cifra", async () => {
    const { member, advisor, id } = await pair();
    const asStudent = await studentSide(sampleStudent({ id: member.id, email: member.email }), id);
    const asAdvisor = await advisorSide(sampleStudent({ id: advisor.id, email: advisor.email }), id);
    const t0 = Date.now() - 5 * 3_600_000;
    const at = (minutes: number) => ({ now: new Date(t0 + minutes * 60_000) });
    // Turns answered in 10, 30 and 20 minutes (the second turn has two student messages: timed from the first).
    await postMessage(asStudent, "¿Medicina?", at(0));
    await postMessage(asAdvisor, "Veamos.", at(10));
    expect((await replyMinutesByAdvisor([advisor.advisorId])).get(advisor.advisorId)).toBeNull();
    await postMessage(asStudent, "¿Y enfermería?", at(60));
    await postMessage(asStudent, "¿O nutrición?", at(70));
    await postMessage(asAdvisor, "Las tres son de salud.", at(90));
    await postMessage(asStudent, "Gracias", at(120));
    await postMessage(asAdvisor, "De nada.", at(140));
    expect((await replyMinutesByAdvisor([advisor.advisorId])).get(advisor.advisorId)).toBe(20);
    const list = await callRoute(listConversations, { path: "/api/chat/conversations", headers: member.headers });
    expect(list.json.data.items[0].specialist.replyMinutes).toBe(20);
    expect(replyTimeLabel(20)).toBe("Suele responder en unos 20 minutos");
    expect(replyTimeLabel(null)).toBe("Responde en horario de oficina, normalmente el mismo día");
    expect(replyTimeLabel(130)).toBe("Suele responder en unas 2 horas");
  });
});

describe("chat: en vivo (text/event-stream)", () => {
  it("el stream manda lo que hay después del cursor y luego cada mensaje nuevo de la otra parte; reanuda con Last-Event-ID", async () => {
    const { member, advisor, id } = await pair();
    const first = await send(member, id, { body: "Hola" });
    const stream = await openStream(advisorEvents, id, advisor.headers, `/api/advisor/chat/conversations/${id}/events`);
    streams.push(stream);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.res.headers.get("cache-control")).toContain("no-transform");
    await stream.until(new RegExp(`id: ${first.json.data.id}\\nevent: message\\ndata: .*"body":"Hola"`));

    const live = await send(member, id, { body: "<b>¿Sigues ahí?</b>" });
    const text = await stream.until(new RegExp(`id: ${live.json.data.id}\\n`));
    const event = text.split("\n\n").find((e) => e.startsWith(`id: ${live.json.data.id}`))!;
    expect(JSON.parse(event.split("data: ")[1])).toEqual(live.json.data);

    // The member's stream, resumed after the first message: only what came later, then the receipt.
    const resumed = await openStream(studentEvents, id, { ...member.headers, "last-event-id": String(first.json.data.id) });
    streams.push(resumed);
    await resumed.until(new RegExp(`id: ${live.json.data.id}\\n`));
    expect(resumed.text()).not.toContain(`id: ${first.json.data.id}\n`);
    await callRoute(advisorRead, {
      method: "POST",
      path: `/api/advisor/chat/conversations/${id}/read`,
      params: { id: String(id) },
      body: { upTo: live.json.data.id },
      headers: advisor.headers,
    });
    await resumed.until(new RegExp(`event: read\\ndata: \\{"upTo":${live.json.data.id}\\}`));
  });
});

describe("chat: un stream vive mientras su sesión y su derecho a la conversación", () => {
  // Pings every 200 ms here (20 s in production): each one checks the session and the right again.
  const saved = { ...streamTiming };
  beforeAll(() => {
    streamTiming.pingMs = 200;
  });
  afterAll(() => {
    Object.assign(streamTiming, saved);
  });

  const cases: Array<[string, (p: Awaited<ReturnType<typeof pair>>) => Promise<void>]> = [
    [
      "cerrar sesión",
      async ({ member }) => {
        const out = await callRoute(logout, { method: "POST", path: "/api/auth/logout", headers: member.headers });
        expect(out.status).toBeLessThan(300);
      },
    ],
    ["un cambio de contraseña que cierra las sesiones", ({ member }) => revokeAllSessions(member.id)],
    [
      "una cuenta desactivada",
      async ({ member }) => {
        const db = await getDb();
        await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, member.id));
      },
    ],
    [
      "una membresía que terminó",
      async ({ member }) => {
        const db = await getDb();
        await db
          .update(memberships)
          .set({ endsAt: new Date(Date.now() - 1000) })
          .where(eq(memberships.userId, member.id));
      },
    ],
  ];

  it.each(cases)("tras %s el stream abierto antes termina y no trae los mensajes nuevos", async (_what, closeAccess) => {
    const p = await pair();
    const stream = await openStream(studentEvents, p.id, p.member.headers);
    streams.push(stream);
    expect(stream.res.status).toBe(200);
    await stream.until(/retry: 3000/);
    await closeAccess(p);
    const after = await send(p.advisor, p.id, { body: "Mensaje después del cierre" }, "advisor");
    expect(after.status).toBe(201);
    expect(await stream.ended(3_000)).toBe(true);
    expect(stream.text()).not.toContain("Mensaje después del cierre");
    expect(localStreamsOf(p.member.id)).toBe(0);
  });

  it("la especialista que deja de serlo pierde el stream en el siguiente ping", async () => {
    const p = await pair();
    const stream = await openStream(advisorEvents, p.id, p.advisor.headers, `/api/advisor/chat/conversations/${p.id}/events`);
    streams.push(stream);
    await stream.until(/retry: 3000/);
    const db = await getDb();
    await db.update(advisors).set({ userId: null }).where(eq(advisors.id, p.advisor.advisorId));
    expect(await stream.ended(3_000)).toBe(true);
  });

  it("con la sesión viva el stream sigue abierto ping tras ping", async () => {
    const p = await pair();
    const stream = await openStream(studentEvents, p.id, p.member.headers);
    streams.push(stream);
    expect(await stream.ended(1_000)).toBe(false);
    expect(stream.text()).toContain(": ping");
  });
});

describe("chat: streams abiertos a la vez", () => {
  const from = (headers: Record<string, string>, ip: string) => ({ ...headers, "x-forwarded-for": ip });

  it(`${STREAMS_PER_ACCOUNT} por cuenta: el siguiente responde 429 con Retry-After y un mensaje en español; al cerrar uno, hay lugar`, async () => {
    const p = await pair();
    const ip = `10.77.${Math.floor(Math.random() * 250)}.1`;
    const open = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) {
      const s = await openStream(studentEvents, p.id, from(p.member.headers, ip));
      streams.push(s);
      expect(s.res.status).toBe(200);
      open.push(s);
    }
    const over = await openStream(studentEvents, p.id, from(p.member.headers, `10.78.${Math.floor(Math.random() * 250)}.1`));
    streams.push(over);
    expect(over.res.status).toBe(429);
    expect(Number(over.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await over.ended()).toBe(true);
    expect(JSON.parse(over.text()).message).toBe(CHAT_MESSAGES.tooManyOpenStreams);

    open[0].close();
    await new Promise((r) => setTimeout(r, 50));
    const again = await openStream(studentEvents, p.id, from(p.member.headers, ip));
    streams.push(again);
    expect(again.res.status).toBe(200);
  });

  it(`${STREAMS_PER_ADDRESS} por dirección, de todas sus cuentas juntas: el siguiente responde 429`, async () => {
    const ip = `10.79.${Math.floor(Math.random() * 250)}.2`;
    let opened = 0;
    while (opened < STREAMS_PER_ADDRESS) {
      const p = await pair();
      for (const [route, who, path] of [
        [studentEvents, p.member, `/api/chat/conversations/${p.id}/events`],
        [advisorEvents, p.advisor, `/api/advisor/chat/conversations/${p.id}/events`],
      ] as const) {
        for (let i = 0; i < STREAMS_PER_ACCOUNT && opened < STREAMS_PER_ADDRESS; i++) {
          const s = await openStream(route, p.id, from(who.headers, ip), path);
          streams.push(s);
          expect(s.res.status).toBe(200);
          opened++;
        }
      }
    }
    const p = await pair();
    const over = await openStream(studentEvents, p.id, from(p.member.headers, ip));
    streams.push(over);
    expect(over.res.status).toBe(429);
    expect(await over.ended()).toBe(true);
    expect(JSON.parse(over.text()).message).toBe(CHAT_MESSAGES.tooManyStreamsHere);
    // Another address is not held back.
    const elsewhere = await openStream(studentEvents, p.id, from(p.member.headers, `10.80.${Math.floor(Math.random() * 250)}.3`));
    streams.push(elsewhere);
    expect(elsewhere.res.status).toBe(200);
  }, 60_000);
});

describe("chat: correo cuando una respuesta espera sin leer 10 minutos", () => {
  it("se envía una sola vez aunque dos procesos lo intenten a la vez; si ya se leyó, no se envía", async () => {
    const { member, advisor, id } = await pair();
    await send(member, id, { body: "Hola" });
    const reply = await send(advisor, id, { body: "Hola, Rosa. ¿En qué te ayudo?" }, "advisor");
    const db = await getDb();
    const soon = new Date(Date.now() + 9 * 60_000);
    await processDueChatNotices(soon);
    const mailsTo = (to: string) =>
      db
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.kind, "chat-unread")));
    expect(await mailsTo(member.email)).toHaveLength(0);

    const later = new Date(Date.now() + 11 * 60_000);
    await Promise.all([processDueChatNotices(later), processDueChatNotices(later)]);
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`${advisor.name} te respondió en Rumbo`);
    expect(mails[0].text).toContain(`/cuenta/chat/${id}`);
    expect(mails[0].text).not.toContain("¿En qué te ayudo?");
    // The student's own first message had been read? No: the specialist never marked it; she gets hers.
    expect(await mailsTo(advisor.advisorEmail)).toHaveLength(1);

    // A reply read within the 10 minutes sends nothing.
    const next = await send(advisor, id, { body: "Te dejo una lectura." }, "advisor");
    await callRoute(studentRead, {
      method: "POST",
      path: `/api/chat/conversations/${id}/read`,
      params: { id: String(id) },
      body: { upTo: next.json.data.id },
      headers: member.headers,
    });
    await processDueChatNotices(new Date(Date.now() + 11 * 60_000));
    expect(await mailsTo(member.email)).toHaveLength(1);
    const [claimed] = await db
      .select({ notifiedAt: chatMessages.notifiedAt })
      .from(chatMessages)
      .where(eq(chatMessages.id, next.json.data.id));
    expect(claimed.notifiedAt).not.toBeNull();
    expect(reply.status).toBe(201);
  });
});

describe("chat: seguridad («Reportar», riesgo y lectura del equipo)", () => {
  it("reportar y marcar riesgo avisan al equipo con el protocolo; un admin lee solo esas conversaciones y su lectura queda auditada", async () => {
    const { member, advisor, id } = await pair();
    const msg = await send(member, id, { body: "Ya no quiero seguir" });
    const admin = await account({ isAdmin: true });

    // Not flagged yet: not even an admin can read it.
    const early = await callRoute(adminRead, {
      path: `/api/admin/chat/conversations/${id}`,
      params: { id: String(id) },
      headers: admin.headers,
    });
    expect(early.status).toBe(404);

    const risk = await callRoute(advisorRisk, {
      method: "POST",
      path: `/api/advisor/chat/conversations/${id}/risk`,
      params: { id: String(id) },
      body: { note: "Habla de no querer seguir." },
      headers: advisor.headers,
    });
    expect(risk.status).toBe(200);
    expect(risk.json.data.risk).toBe(true);
    const db = await getDb();
    const [alert] = await db
      .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html })
      .from(outbox)
      .where(and(eq(outbox.kind, "chat-risk"), eq(outbox.subject, `Riesgo en el chat: conversación ${id}`)));
    expect(alert.to).toBe("seguridad@rumbo.pe");
    expect(alert.text).toContain("Línea 113, opción 5");
    expect(alert.text).toContain("Habla de no querer seguir.");
    expect(alert.text).toContain(`/admin/chat/${id}`);

    const reported = await callRoute(report, {
      method: "POST",
      path: `/api/chat/conversations/${id}/report`,
      params: { id: String(id) },
      body: { reason: "<img src=x onerror=alert(1)>", messageId: msg.json.data.id },
      headers: member.headers,
    });
    expect(reported.status).toBe(201);
    const [reportMail] = await db
      .select({ html: outbox.html })
      .from(outbox)
      .where(and(eq(outbox.kind, "chat-report"), eq(outbox.subject, `Reporte en el chat: conversación ${id}`)));
    expect(reportMail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(reportMail.html).not.toContain("<img");

    const notAdmin = await callRoute(adminList, { path: "/api/admin/chat/conversations", headers: member.headers });
    expect(notAdmin.status).toBe(403);
    const list = await callRoute(adminList, { path: "/api/admin/chat/conversations", headers: admin.headers });
    expect(list.json.data.items.find((c: { id: number }) => c.id === id)).toMatchObject({
      id,
      student: "Rosa",
      reports: 1,
      riskNote: "Habla de no querer seguir.",
    });

    const opened = await callRoute(adminRead, {
      path: `/api/admin/chat/conversations/${id}`,
      params: { id: String(id) },
      headers: admin.headers,
    });
    expect(opened.status).toBe(200);
    expect(opened.json.data.messages.map((m: { body: string }) => m.body)).toEqual(["Ya no quiero seguir"]);
    expect(opened.json.data.reports).toEqual([expect.objectContaining({ by: "student", messageId: msg.json.data.id })]);
    const audit = await db
      .select({ actorEmail: auditLog.actorEmail, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "chat_conversation"), eq(auditLog.entityId, String(id))));
    expect(audit).toEqual([{ actorEmail: admin.email, action: "read" }]);

    // The specialist's inbox marks it.
    const inbox = await callRoute(advisorInbox, { path: "/api/advisor/chat/conversations", headers: advisor.headers });
    expect(inbox.json.data.items[0]).toMatchObject({ id, risk: true });
  });
});

describe("chat: métricas", () => {
  it("cada mensaje y cada respuesta de la especialista (con su tiempo) quedan como eventos, sin texto del mensaje", async () => {
    const { member, advisor, id } = await pair();
    await send(member, id, { body: "Hola" });
    await send(advisor, id, { body: "Hola" }, "advisor");
    const db = await getDb();
    const events = await db
      .select({ name: metricEvents.name, props: metricEvents.props, userId: metricEvents.userId })
      .from(metricEvents)
      .where(and(inArray(metricEvents.userId, [member.id, advisor.id])))
      .orderBy(desc(metricEvents.id));
    const names = events.map((e) => e.name).sort();
    expect(names).toEqual(["chat_conversation_started", "chat_message", "chat_message", "chat_reply"]);
    const replyEvent = events.find((e) => e.name === "chat_reply")!;
    expect(replyEvent.userId).toBe(advisor.id);
    expect((replyEvent.props as { reply_seconds: number }).reply_seconds).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(events)).not.toContain("Hola");

    // What /admin/metricas shows (admins only).
    const limaToday = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const admin = await account({ isAdmin: true });
    const report = await getChatMetrics({ id: admin.id, email: admin.email, isAdmin: true } as never, {
      from: limaToday,
      to: limaToday,
      campaign: undefined,
      exp: undefined,
    });
    expect(report.conversationsStarted).toBeGreaterThanOrEqual(1);
    expect(report.studentMessages).toBeGreaterThanOrEqual(1);
    expect(report.specialistMessages).toBeGreaterThanOrEqual(1);
    expect(report.replies).toBeGreaterThanOrEqual(1);
    expect(report.replyMedianMinutes).not.toBeNull();
    await expect(
      getChatMetrics({ id: member.id, email: member.email, isAdmin: false } as never, {
        from: limaToday,
        to: limaToday,
        campaign: undefined,
        exp: undefined,
      }),
    ).rejects.toThrow();
  });
});
