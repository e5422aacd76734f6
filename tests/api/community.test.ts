import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as askRoute } from "@/app/api/community/questions/route";
import { GET as questionRoute } from "@/app/api/community/questions/[id]/route";
import { POST as answerRoute } from "@/app/api/community/questions/[id]/answers/route";
import { DELETE as unvoteRoute, POST as voteRoute } from "@/app/api/community/questions/[id]/votes/route";
import { POST as acceptRoute } from "@/app/api/community/questions/[id]/accept/route";
import { POST as reportRoute } from "@/app/api/community/reports/route";
import { GET as queueRoute } from "@/app/api/admin/community/queue/route";
import { POST as approveRoute } from "@/app/api/admin/community/[kind]/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/community/[kind]/[id]/reject/route";
import { POST as suspendRoute } from "@/app/api/admin/community/users/[id]/suspend/route";
import { POST as ambassadorRoute } from "@/app/api/admin/community/ambassadors/route";
import { RULE_MESSAGES } from "@/lib/content/community/rules";
import { getDb } from "@/lib/db/client";
import { advisors, auditLog, communityQuestions, institutions, metricEvents, outbox } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { jsonLdText } from "@/lib/server/catalogue/seo";
import { authorsOf, displayName } from "@/lib/server/community/authors";
import { getQuestion } from "@/lib/server/community/questions";
import { communitySitemapEntries, questionJsonLd } from "@/lib/server/community/seo";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

const created: string[] = [];

async function person(opts: { admin?: boolean; name?: string; surname?: string; role?: "user" | "user-parent" } = {}) {
  const user = await insertTestUser({
    name: opts.name ?? "Camila",
    surname: opts.surname ?? "Torres",
    role: opts.role ?? "user",
    isAdmin: opts.admin ?? false,
  });
  created.push(user.id);
  const { token } = await createSession(user.id);
  return { ...user, headers: { authorization: `Bearer ${token}` } };
}

const ask = (headers: Record<string, string>, body: unknown) =>
  callRoute(askRoute, { method: "POST", path: "/api/community/questions", body, headers });
const answer = (id: number, headers: Record<string, string>, body: unknown) =>
  callRoute(answerRoute, { method: "POST", path: `/api/community/questions/${id}/answers`, params: { id: String(id) }, body, headers });
const moderate = (
  kind: "questions" | "answers",
  id: number,
  action: "approve" | "reject",
  headers: Record<string, string>,
  body?: unknown,
) =>
  callRoute(action === "approve" ? approveRoute : rejectRoute, {
    method: "POST",
    path: `/api/admin/community/${kind}/${id}/${action}`,
    params: { kind, id: String(id) },
    body: body ?? {},
    headers,
  });
const list = (query: string, headers: Record<string, string> = {}) =>
  callRoute(listRoute, { path: `/api/community/questions${query}`, headers });

const goodQuestion = (extra: Record<string, unknown> = {}) => ({
  title: `¿Qué se estudia en el primer ciclo de Medicina? ${randomUUID().slice(0, 4)}`,
  body: "Quiero saber qué cursos hay al inicio y si hay mucha química en los primeros ciclos.",
  ...extra,
});

afterAll(async () => {
  // On PostgreSQL the files share one database: the test accounts' posts go with them.
  const db = await getDb();
  if (created.length) await db.delete(communityQuestions).where(inArray(communityQuestions.userId, created));
});

describe("GET /api/community/questions", () => {
  it("lista las preguntas publicadas con el contrato, busca sin tildes, filtra por carrera e institución y ordena", async () => {
    const res = await list("");
    expect(res.status).toBe(200);
    const items = res.json.data.items as Array<Record<string, any>>;
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const key of ["id", "title", "body", "status", "answers", "votes", "createdAt", "author"]) expect(items[0]).toHaveProperty(key);
    expect(items.every((q) => q.status === "published")).toBe(true);
    // Display names are first name and initial; ambassadors come with their institution.
    expect(items.map((q) => q.author.name)).toContain("Sofía M.");

    const search = await list("?q=psicologia");
    expect((search.json.data.items as Array<{ title: string }>).map((q) => q.title)).toContain(
      "¿Cómo es estudiar Psicología el primer año?",
    );
    const byCareer = await list("?career=ingenieria-civil");
    expect((byCareer.json.data.items as Array<{ career: { slug: string } }>).every((q) => q.career?.slug === "ingenieria-civil")).toBe(
      true,
    );
    expect(byCareer.json.data.items.length).toBeGreaterThan(0);
    const byInstitution = await list("?institution=universidad-de-ingenieria-y-tecnologia");
    expect(byInstitution.json.data.items.map((q: { title: string }) => q.title)).toContain("¿Qué becas hay para Ingeniería Civil en UTEC?");
    const unanswered = (await list("?unanswered=1")).json.data.items as Array<{ answers: number; title: string }>;
    expect(unanswered.every((q) => q.answers === 0)).toBe(true);
    expect(unanswered.map((q) => q.title)).toContain("¿Vale la pena una academia preuniversitaria para Medicina?");
    const useful = await list("?sort=useful");
    expect(useful.status).toBe(200);
    const bad = await list("?sort=raro");
    expect(bad.status).toBe(200);
  });

  it("la página de una pregunta trae sus respuestas con la aceptada primero, el embajador con su institución y carrera, y QAPage sin HTML ejecutable", async () => {
    const items = (await list("?q=psicologia")).json.data.items as Array<{ id: number }>;
    const res = await callRoute(questionRoute, { path: `/api/community/questions/${items[0].id}`, params: { id: String(items[0].id) } });
    expect(res.status).toBe(200);
    const q = res.json.data;
    expect(q.answerList[0].accepted).toBe(true);
    expect(q.answerList[0].author).toMatchObject({
      name: "Valeria C.",
      role: "ambassador",
      institution: { slug: "pontificia-universidad-catolica-del-peru" },
      career: { slug: "psicologia" },
    });
    const ld = questionJsonLd(q, "https://rumbo.pe");
    expect(ld["@type"]).toBe("QAPage");
    expect(ld.mainEntity.acceptedAnswer?.text).toBe(q.answerList[0].body);
    const sitemap = await communitySitemapEntries("https://rumbo.pe");
    expect(sitemap.map((e) => e.url)).toContain(`https://rumbo.pe/comunidad/${q.slug}`);
  });
});

describe("POST /api/community/questions", () => {
  it("sin sesión 401; la primera pregunta de alguien nuevo espera moderación y solo la ve su autor", async () => {
    expect((await ask({}, goodQuestion())).status).toBe(401);
    const me = await person();
    const res = await ask(me.headers, goodQuestion({ careerSlug: "medicina-humana" }));
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({ id: expect.any(Number), status: "pending" });
    const id = res.json.data.id as number;

    const others = await list("?career=medicina-humana");
    expect(others.json.data.items.some((q: { id: number }) => q.id === id)).toBe(false);
    const mine = await list("?career=medicina-humana", me.headers);
    expect(mine.json.data.items.find((q: { id: number }) => q.id === id)?.status).toBe("pending");
    const stranger = await person();
    const hidden = await callRoute(questionRoute, {
      path: `/api/community/questions/${id}`,
      params: { id: String(id) },
      headers: stranger.headers,
    });
    expect(hidden.status).toBe(404);

    const db = await getDb();
    const events = await db
      .select()
      .from(metricEvents)
      .where(and(eq(metricEvents.userId, me.id), eq(metricEvents.name, "community_question_asked")));
    expect(events).toHaveLength(1);
  });

  it("rechaza teléfonos, correos, enlaces y usuarios de chats externos e insultos con un mensaje claro en el campo", async () => {
    const me = await person();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ body: "Escríbeme al 987 654 321 y te cuento cómo es la universidad." }, "body", RULE_MESSAGES.phone],
      [{ body: "Mi número es +51987654321, pregúntame lo que quieras." }, "body", RULE_MESSAGES.phone],
      [{ body: "Mi número es nueve ocho siete seis cinco cuatro tres dos uno, escríbeme." }, "body", RULE_MESSAGES.phone],
      [{ body: "Mándame un correo a lucia.quispe@gmail.com para hablar." }, "body", RULE_MESSAGES.email],
      [{ body: "Únanse al grupo: https://chat.whatsapp.com/AbCdEf para resolver dudas." }, "body", RULE_MESSAGES.chat],
      [{ body: "Hablemos mejor por t.me/lucia_q, así es más rápido, gracias." }, "body", RULE_MESSAGES.chat],
      [{ body: "Sígueme en mi insta @lucia.quispe y te paso la información." }, "body", RULE_MESSAGES.chat],
      [{ title: "¿Por qué los de esa universidad son tan idiotas?" }, "title", RULE_MESSAGES.words],
      [{ body: "Ese profesor es un p3nd3j0 y no enseña nada de nada en clase." }, "body", RULE_MESSAGES.words],
      [{ body: "La academia es una MIERDA, no vayan nunca por favor, en serio." }, "body", RULE_MESSAGES.words],
    ];
    for (const [override, field, message] of cases) {
      const res = await ask(me.headers, goodQuestion(override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.json.message).toBe(message);
      expect(res.json.errors[field]).toEqual([message]);
    }
    // Ordinary figures are not phone numbers: years, fees, vacancies.
    const ok = await ask(me.headers, goodQuestion({ body: "En 2025 la pensión era S/ 1,500 y había 120 vacantes. ¿Subió para 2026?" }));
    expect(ok.status).toBe(201);
  });

  it("los teléfonos y correos escritos de otra forma tampoco pasan, ni para quien publica al instante", async () => {
    // A specialist publishes without moderation: a spelling that got through would be public at once.
    const spec = await person({ name: "Rosa", surname: "Especialista" });
    const db = await getDb();
    await db.insert(advisors).values({ name: "Rosa Especialista Prueba", title: "Psicóloga", userId: spec.id });
    const [open] = await db
      .select({ id: communityQuestions.id })
      .from(communityQuestions)
      .where(eq(communityQuestions.status, "published"))
      .limit(1);
    const spellings: Array<[string, string]> = [
      ["9\u200b8\u200b7\u200b6\u200b5\u200b4\u200b3\u200b2\u200b1", RULE_MESSAGES.phone],
      ["9\u20608\u20607\u20606\u20605\u20604\u20603\u20602\u20601", RULE_MESSAGES.phone],
      ["987,654,321", RULE_MESSAGES.phone],
      ["987_654_321", RULE_MESSAGES.phone],
      ["nueve 8 siete 6 cinco 4 tres 2 uno", RULE_MESSAGES.phone],
      ["juan.perez arroba gmail punto com", RULE_MESSAGES.email],
      ["juanperez[at]gmail[dot]com", RULE_MESSAGES.email],
    ];
    for (const [contact, message] of spellings) {
      const asked = await ask(spec.headers, goodQuestion({ body: `Escríbeme a ${contact} y te cuento cómo es la universidad.` }));
      expect(asked.status, contact).toBe(400);
      expect(asked.json.errors.body).toEqual([message]);
      const titled = await ask(spec.headers, goodQuestion({ title: `¿Dudas? ${contact}` }));
      expect(titled.status, contact).toBe(400);
      expect(titled.json.errors.title).toEqual([message]);
      const answered = await answer(open.id, spec.headers, { body: `Escríbeme a ${contact} y te cuento cómo es la universidad.` });
      expect(answered.status, contact).toBe(400);
      expect(answered.json.errors.body).toEqual([message]);
    }
    // The author's first name is public text as well: a contact typed as a name is not shown.
    expect(displayName("9\u200b8\u200b7\u200b6\u200b5\u200b4\u200b3\u200b2\u200b1", "Quispe")).toBe("Estudiante Q.");
    expect(displayName("juanperez[at]gmail[dot]com", "Quispe")).toBe("Estudiante Q.");
    expect(displayName("Lucía María", "Quispe")).toBe("Lucía Q.");
    // Ordinary figures still pass, and are published at once.
    const ok = await ask(
      spec.headers,
      goodQuestion({ body: "Estoy en 5º de secundaria, tengo 16 años y la inscripción de 2026 cuesta S/ 95.00. ¿Vale la pena?" }),
    );
    expect(ok.status).toBe(201);
    expect(ok.json.data.status).toBe("published");
  });

  it("guarda HTML como texto (sin ejecutarlo) y la carrera desconocida da 400 en su campo", async () => {
    const me = await person();
    const title = "<script>alert('xss')</script> ¿Qué tal Derecho?";
    const res = await ask(
      me.headers,
      goodQuestion({ title, body: '<img src=x onerror="alert(1)"> Quiero saber cómo es la carrera de Derecho.' }),
    );
    expect(res.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(communityQuestions).where(eq(communityQuestions.id, res.json.data.id));
    expect(row.title).toBe(title);
    // Structured data cannot close its <script> block.
    const detail = await getQuestion(res.json.data.id, { id: me.id, isAdmin: false } as never);
    expect(jsonLdText(questionJsonLd(detail, "https://rumbo.pe"))).not.toContain("</script>");

    const unknown = await ask(me.headers, goodQuestion({ careerSlug: "no-existe" }));
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors.careerSlug).toEqual(["Elige una carrera de la lista."]);
  });

  it("limita las preguntas seguidas: la sexta en una hora responde 429 con Retry-After", async () => {
    const me = await person();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(me.headers, goodQuestion())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("moderación", () => {
  it("la cola muestra lo pendiente; aprobar publica (auditado, avisa al autor) y la pregunta aparece en su carrera; rechazar exige motivo y lo envía", async () => {
    const admin = await person({ admin: true });
    const student = await person({ name: "Rosa", surname: "Huamán" });
    const q1 = (
      await ask(student.headers, goodQuestion({ careerSlug: "enfermeria", title: "¿Cuánto dura la carrera de Enfermería en el Perú?" }))
    ).json.data.id as number;
    const q2 = (await ask(student.headers, goodQuestion())).json.data.id as number;

    expect((await callRoute(queueRoute, { path: "/api/admin/community/queue", headers: student.headers })).status).toBe(403);
    const queue = await callRoute(queueRoute, { path: "/api/admin/community/queue?perPage=100", headers: admin.headers });
    expect(queue.status).toBe(200);
    const ids = (queue.json.data.items as Array<{ kind: string; id: number; authorName: string }>)
      .filter((i) => i.kind === "question")
      .map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([q1, q2]));

    expect((await moderate("questions", q1, "approve", student.headers)).status).toBe(403);
    const ok = await moderate("questions", q1, "approve", admin.headers);
    expect(ok.status).toBe(200);
    const onCareer = await list("?career=enfermeria");
    expect(onCareer.json.data.items.find((q: { id: number }) => q.id === q1)?.author.name).toBe("Rosa H.");

    const noReason = await moderate("questions", q2, "reject", admin.headers, {});
    expect(noReason.status).toBe(400);
    const rejected = await moderate("questions", q2, "reject", admin.headers, { reason: "Ya hay una pregunta igual: búscala primero." });
    expect(rejected.status).toBe(200);
    const mine = await callRoute(questionRoute, {
      path: `/api/community/questions/${q2}`,
      params: { id: String(q2) },
      headers: student.headers,
    });
    expect(mine.json.data).toMatchObject({ status: "rejected", rejectReason: "Ya hay una pregunta igual: búscala primero." });

    const db = await getDb();
    const audit = await db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "community_question"), inArray(auditLog.entityId, [String(q1), String(q2)])));
    expect(audit.map((a) => `${a.action}:${a.entityId}`).sort()).toEqual([`approve:${q1}`, `reject:${q2}`].sort());
    const mails = await db.select({ kind: outbox.kind, text: outbox.text }).from(outbox).where(eq(outbox.to, student.email));
    expect(mails.map((m) => m.kind).sort()).toEqual(["community-approved", "community-rejected"]);
    expect(mails.find((m) => m.kind === "community-rejected")?.text).toContain("Ya hay una pregunta igual");
  });

  it("tras tres publicaciones aprobadas, las siguientes se publican solas", async () => {
    const admin = await person({ admin: true });
    const me = await person();
    for (let i = 0; i < 3; i++) {
      const id = (await ask(me.headers, goodQuestion())).json.data.id as number;
      expect((await moderate("questions", id, "approve", admin.headers)).status).toBe(200);
    }
    const next = await ask(me.headers, goodQuestion());
    expect(next.json.data.status).toBe("published");
  });

  it("suspender una cuenta le impide publicar (403) y queda en el registro; reactivarla lo permite", async () => {
    const admin = await person({ admin: true });
    const me = await person();
    const suspend = (suspended: boolean) =>
      callRoute(suspendRoute, {
        method: "POST",
        path: `/api/admin/community/users/${me.id}/suspend`,
        params: { id: me.id },
        body: { reason: "Insultos repetidos a otros estudiantes.", suspended },
        headers: admin.headers,
      });
    expect((await suspend(true)).status).toBe(200);
    const refused = await ask(me.headers, goodQuestion());
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Tu cuenta no puede publicar en la comunidad por ahora. Si crees que es un error, escríbenos.");
    expect((await suspend(false)).status).toBe(200);
    expect((await ask(me.headers, goodQuestion())).status).toBe(201);
    const db = await getDb();
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "community_member"), eq(auditLog.entityId, me.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["suspend", "unsuspend"]);
  });
});

describe("respuestas, votos, respuesta aceptada y reportes", () => {
  async function publishedQuestion() {
    const admin = await person({ admin: true });
    const asker = await person({ name: "Mateo", surname: "Quispe" });
    const id = (await ask(asker.headers, goodQuestion())).json.data.id as number;
    await moderate("questions", id, "approve", admin.headers);
    return { admin, asker, id };
  }

  it("solo responden especialistas, embajadores verificados y el equipo; el embajador nuevo espera moderación", async () => {
    const { admin, asker, id } = await publishedQuestion();
    const student = await person();
    const refused = await answer(id, student.headers, { body: "Yo creo que es una carrera muy bonita, anímate." });
    expect(refused.status).toBe(403);

    // The team verifies an ambassador by the e-mail of an existing account.
    const amb = await person({ name: "Lucero", surname: "Paredes" });
    const db = await getDb();
    const missing = await callRoute(ambassadorRoute, {
      method: "POST",
      path: "/api/admin/community/ambassadors",
      headers: admin.headers,
      body: { email: "nadie-aqui@example.pe", institutionId: 1, kind: "estudiante" },
    });
    expect(missing.status).toBe(404);
    const [inst] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.slug, "universidad-de-lima"));
    const verified = await callRoute(ambassadorRoute, {
      method: "POST",
      path: "/api/admin/community/ambassadors",
      headers: admin.headers,
      body: { email: amb.email, institutionId: inst.id, careerId: "", kind: "egresado" },
    });
    expect(verified.status).toBe(201);
    const pending = await answer(id, amb.headers, { body: "Yo estudié allí: el primer año es de cursos generales y se hace llevadero." });
    expect(pending.status).toBe(201);
    expect(pending.json.data.status).toBe("pending");
    // How the community will name her: verified, without a grammatical gender the account does not give.
    const [ambAuthor] = (await authorsOf([amb.id])).values();
    expect(ambAuthor).toMatchObject({ role: "ambassador", badge: "Verificación de Rumbo · Egresada o egresado", trustedRole: true });

    // A specialist (an advisor with a login) publishes at once.
    const spec = await person({ name: "Mariana", surname: "Torres" });
    await db.insert(advisors).values({ name: "Mariana Torres Prueba", title: "Psicóloga", userId: spec.id });
    const direct = await answer(id, spec.headers, {
      body: "Buena pregunta: revisa la malla curricular y pregunta por los cursos de ciencias básicas.",
    });
    expect(direct.status).toBe(201);
    expect(direct.json.data.status).toBe("published");
    // The asker hears of the published answer (not of the one still in review).
    const told = await db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.to, asker.email));
    expect(told.filter((m) => m.kind === "community-answered")).toHaveLength(1);

    const detail = await callRoute(questionRoute, {
      path: `/api/community/questions/${id}`,
      params: { id: String(id) },
      headers: asker.headers,
    });
    const answers = detail.json.data.answerList as Array<{ id: number; author: { role: string; name: string; badge: string } }>;
    expect(answers.map((a) => a.id)).toEqual([direct.json.data.id]);
    expect(answers[0].author).toMatchObject({ role: "specialist", name: "Mariana Torres Prueba", badge: "Psicóloga" });

    const hostile = await answer(id, spec.headers, { body: "Escríbeme a mariana@rumbo-personal.com y lo vemos." });
    expect(hostile.status).toBe(400);
    expect(hostile.json.message).toBe(RULE_MESSAGES.email);
  });

  it("«me sirvió» una vez por persona (no el propio), se puede quitar; quien preguntó marca la respuesta aceptada", async () => {
    const { asker, id } = await publishedQuestion();
    const spec = await person();
    const db = await getDb();
    await db.insert(advisors).values({ name: "Orientador Prueba", title: "Orientador vocacional", userId: spec.id });
    const answerId = (
      await answer(id, spec.headers, { body: "Te recomiendo visitar la universidad y hablar con estudiantes de los últimos ciclos." })
    ).json.data.id as number;

    const vote = (headers: Record<string, string>, body: unknown, route = voteRoute, method = "POST") =>
      callRoute(route, { method, path: `/api/community/questions/${id}/votes`, params: { id: String(id) }, body, headers });
    const own = await vote(spec.headers, { answerId });
    expect(own.status).toBe(400);
    expect((await vote(asker.headers, { answerId })).json.data).toEqual({ votes: 1, voted: true });
    expect((await vote(asker.headers, { answerId })).json.data).toEqual({ votes: 1, voted: true });
    expect((await vote(asker.headers, { answerId }, unvoteRoute, "DELETE")).json.data).toEqual({ votes: 0, voted: false });
    expect((await vote(spec.headers, {})).json.data).toEqual({ votes: 1, voted: true });

    const other = await person();
    const notMine = await callRoute(acceptRoute, {
      method: "POST",
      path: `/api/community/questions/${id}/accept`,
      params: { id: String(id) },
      body: { answerId },
      headers: other.headers,
    });
    expect(notMine.status).toBe(403);
    const accepted = await callRoute(acceptRoute, {
      method: "POST",
      path: `/api/community/questions/${id}/accept`,
      params: { id: String(id) },
      body: { answerId },
      headers: asker.headers,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data.answerList[0]).toMatchObject({ id: answerId, accepted: true });
    expect(accepted.json.data.hasAccepted).toBe(true);
  });

  it("«Reportar»: una vez por persona; con tres reportes la pregunta se oculta hasta que la revisen", async () => {
    const { admin, id } = await publishedQuestion();
    const report = async () => {
      const who = await person();
      return callRoute(reportRoute, {
        method: "POST",
        path: "/api/community/reports",
        body: { kind: "question", id, reason: "acoso" },
        headers: who.headers,
      });
    };
    expect(
      (await callRoute(reportRoute, { method: "POST", path: "/api/community/reports", body: { kind: "question", id, reason: "acoso" } }))
        .status,
    ).toBe(401);
    expect((await report()).json.data).toEqual({ reported: true, hidden: false });
    expect((await report()).json.data.hidden).toBe(false);
    expect((await report()).json.data.hidden).toBe(true);
    expect((await callRoute(questionRoute, { path: `/api/community/questions/${id}`, params: { id: String(id) } })).status).toBe(404);
    const queue = await callRoute(queueRoute, { path: "/api/admin/community/queue?kind=question&perPage=100", headers: admin.headers });
    const item = (queue.json.data.items as Array<{ id: number; reports: number; reportReasons: string[] }>).find((i) => i.id === id);
    expect(item).toMatchObject({ reports: 3, reportReasons: ["acoso"] });
    expect((await moderate("questions", id, "approve", admin.headers)).status).toBe(200);
    expect((await callRoute(questionRoute, { path: `/api/community/questions/${id}`, params: { id: String(id) } })).status).toBe(200);
  });
});
