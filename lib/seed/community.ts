/**
 * The community's demo content (development and tests only, like the demo accounts: NODE_ENV not
 * "production" or RUMBO_DEMO_USERS=1): two verified ambassadors, a student and a parent who ask,
 * and a few published questions with answers about real careers and institutions of the
 * catalogue. A real deployment starts with an empty community. Idempotent: the demo accounts are
 * created once by id, and their questions only when they have none.
 * No "server-only": this runs from tsx scripts and the test harness.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { careers, communityAmbassadors, communityAnswers, communityQuestions, institutions, users } from "@/lib/db/schema";
import { demoUsersEnabled } from "./demo-users";

const people = [
  { id: "demo-comunidad-sofia", name: "Sofía", surname: "Mendoza", role: "user" as const },
  { id: "demo-comunidad-jorge", name: "Jorge", surname: "Ramírez", role: "user-parent" as const },
  { id: "demo-comunidad-valeria", name: "Valeria", surname: "Chávez", role: "user" as const },
  { id: "demo-comunidad-diego", name: "Diego", surname: "Salas", role: "user" as const },
];

const ambassadors = [
  { userId: "demo-comunidad-valeria", institution: "pontificia-universidad-catolica-del-peru", career: "psicologia", kind: "estudiante" },
  { userId: "demo-comunidad-diego", institution: "universidad-de-ingenieria-y-tecnologia", career: "ingenieria-civil", kind: "egresado" },
];

const threads = [
  {
    by: "demo-comunidad-sofia",
    career: "psicologia",
    institution: null,
    daysAgo: 12,
    title: "¿Cómo es estudiar Psicología el primer año?",
    body: "Estoy en quinto de secundaria y me gusta mucho Psicología, pero no sé si hay muchos cursos de matemática o biología al inicio. ¿Cómo fue su primer año?",
    answers: [
      {
        by: "demo-comunidad-valeria",
        body: "En mi caso el primer año fue de estudios generales: redacción, filosofía, algo de estadística y biología básica. La estadística asusta al inicio, pero te enseñan desde cero. Lo que más ayuda es leer bastante.",
        accepted: true,
      },
    ],
  },
  {
    by: "demo-comunidad-jorge",
    career: "ingenieria-civil",
    institution: "universidad-de-ingenieria-y-tecnologia",
    daysAgo: 8,
    title: "¿Qué becas hay para Ingeniería Civil en UTEC?",
    body: "Mi hijo quiere postular a Ingeniería Civil en UTEC y nos preocupa el costo. ¿Alguien sabe qué becas o financiamiento ofrecen y cuándo hay que pedirlas?",
    answers: [
      {
        by: "demo-comunidad-diego",
        body: "Cuando yo postulé había becas por rendimiento y un programa de financiamiento que se pide junto con la admisión. Revisen la página oficial de admisión de la universidad: las fechas cambian cada año y conviene pedirlo antes del examen.",
        accepted: false,
      },
    ],
  },
  {
    by: "demo-comunidad-sofia",
    career: "medicina-humana",
    institution: null,
    daysAgo: 3,
    title: "¿Vale la pena una academia preuniversitaria para Medicina?",
    body: "Quiero postular a Medicina Humana en una universidad nacional. ¿Es necesario entrar a una academia o se puede estudiar por cuenta propia con buenos resultados?",
    answers: [],
  },
];

export async function seedCommunity(db: Db, opts: { log?: (line: string) => void; now?: Date } = {}): Promise<{ questions: number }> {
  const log = opts.log ?? ((line: string) => console.log(line));
  if (!demoUsersEnabled()) return { questions: 0 };
  const now = opts.now ?? new Date();
  await db
    .insert(users)
    .values(people.map((p) => ({ ...p, email: `${p.id}@example.pe` })))
    .onConflictDoNothing();
  const slugs = [...new Set([...ambassadors.map((a) => a.career), ...threads.map((t) => t.career)])];
  const instSlugs = [
    ...new Set([...ambassadors.map((a) => a.institution), ...threads.flatMap((t) => (t.institution ? [t.institution] : []))]),
  ];
  const careerId = new Map(
    (await db.select({ id: careers.id, slug: careers.slug }).from(careers).where(inArray(careers.slug, slugs))).map((c) => [c.slug, c.id]),
  );
  const institutionId = new Map(
    (await db.select({ id: institutions.id, slug: institutions.slug }).from(institutions).where(inArray(institutions.slug, instSlugs))).map(
      (i) => [i.slug, i.id],
    ),
  );
  for (const a of ambassadors) {
    const inst = institutionId.get(a.institution);
    if (!inst) continue;
    await db
      .insert(communityAmbassadors)
      .values({ userId: a.userId, institutionId: inst, careerId: careerId.get(a.career) ?? null, kind: a.kind })
      .onConflictDoNothing();
  }
  let created = 0;
  for (const t of threads) {
    const [existing] = await db
      .select({ id: communityQuestions.id })
      .from(communityQuestions)
      .where(eq(communityQuestions.title, t.title))
      .limit(1);
    if (existing) continue;
    const at = new Date(now.getTime() - t.daysAgo * 86_400_000);
    const [q] = await db
      .insert(communityQuestions)
      .values({
        userId: t.by,
        title: t.title,
        body: t.body,
        careerId: careerId.get(t.career) ?? null,
        institutionId: t.institution ? (institutionId.get(t.institution) ?? null) : null,
        status: "published",
        publishedAt: at,
        createdAt: at,
      })
      .returning({ id: communityQuestions.id });
    created++;
    for (const [i, a] of t.answers.entries()) {
      const answeredAt = new Date(at.getTime() + (i + 1) * 5 * 3_600_000);
      const [row] = await db
        .insert(communityAnswers)
        .values({ questionId: q.id, userId: a.by, body: a.body, status: "published", publishedAt: answeredAt, createdAt: answeredAt })
        .returning({ id: communityAnswers.id });
      if (a.accepted) await db.update(communityQuestions).set({ acceptedAnswerId: row.id }).where(eq(communityQuestions.id, q.id));
    }
  }
  log(`  comunidad (demostración): ${threads.length} preguntas (${created} nuevas), ${ambassadors.length} embajadores`);
  return { questions: created };
}
