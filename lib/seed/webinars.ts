/**
 * The webinars seed: a realistic schedule for the coming four weeks (Rumbo's specialists and
 * institutions of the catalogue, the three programmes and admissions, two for members only) and
 * one recent talk with its recording. Dates are computed from the day it runs and written once:
 * each talk is inserted by its slug with ON CONFLICT DO NOTHING, so a restart never moves or
 * changes a talk the back office edited. No "server-only": this runs from tsx scripts and tests.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { advisors, institutions, webinars } from "@/lib/db/schema";
import { advisorSeed } from "./advisors";

type WebinarSeed = {
  slug: string;
  /** Days from the seed day (Lima); negative for a past talk. */
  day: number;
  /** Lima time "HH:MM". */
  start: string;
  minutes: number;
  title: string;
  description: string;
  program: "orientacion-vocacional" | "autoestima-confianza" | "habilidades-blandas" | "admision";
  /** "advisor" for Rumbo's specialist, or an institution slug. */
  by: string;
  speakerName?: string;
  speakerTitle?: string;
  capacity: number | null;
  membersOnly?: boolean;
  joinUrl: string;
  recordingUrl?: string;
};

export const webinarSeeds: WebinarSeed[] = [
  {
    slug: "como-elegir-carrera-sin-presion",
    day: -9,
    start: "18:00",
    minutes: 60,
    title: "Cómo elegir carrera sin presión",
    description: "Intereses, habilidades y presupuesto: un método en cinco pasos para decidir con tu familia, con preguntas en vivo.",
    program: "orientacion-vocacional",
    by: "advisor",
    capacity: 300,
    joinUrl: "https://meet.google.com/rmb-elig-0001",
    recordingUrl: "https://www.youtube.com/watch?v=rumboWebinar01",
  },
  {
    slug: "que-dice-tu-test-vocacional",
    day: 3,
    start: "18:00",
    minutes: 60,
    title: "Qué dice tu test vocacional y qué hacer con él",
    description:
      "Leemos juntos un resultado de ejemplo: intereses RIASEC, personalidad y cómo pasar de una lista de carreras a una decisión.",
    program: "orientacion-vocacional",
    by: "advisor",
    capacity: 200,
    joinUrl: "https://meet.google.com/rmb-test-0002",
  },
  {
    slug: "admision-pucp-modalidades-y-becas",
    day: 5,
    start: "17:00",
    minutes: 45,
    title: "Admisión a la PUCP: modalidades, fechas y becas",
    description: "El equipo de admisión explica las modalidades para quinto de secundaria, las escalas de pago y cómo postular a una beca.",
    program: "admision",
    by: "pontificia-universidad-catolica-del-peru",
    speakerName: "Oficina de Admisión PUCP",
    speakerTitle: "Pontificia Universidad Católica del Perú",
    capacity: 500,
    joinUrl: "https://meet.google.com/rmb-pucp-0003",
  },
  {
    slug: "confianza-para-tu-primera-entrevista",
    day: 8,
    start: "19:00",
    minutes: 60,
    title: "Confianza para tu primera entrevista de admisión",
    description: "Ejercicios para manejar los nervios, hablar de ti sin miedo y prepararte para la entrevista personal.",
    program: "autoestima-confianza",
    by: "advisor",
    capacity: 40,
    membersOnly: true,
    joinUrl: "https://meet.google.com/rmb-conf-0004",
  },
  {
    slug: "ingenieria-en-utec-proyectos-desde-el-primer-ciclo",
    day: 11,
    start: "18:30",
    minutes: 45,
    title: "Ingeniería en UTEC: proyectos desde el primer ciclo",
    description: "Cómo se estudia ingeniería y computación trabajando en proyectos reales, y qué becas y financiamiento hay.",
    program: "admision",
    by: "universidad-de-ingenieria-y-tecnologia",
    speakerName: "Equipo de Admisión UTEC",
    speakerTitle: "Universidad de Ingeniería y Tecnología",
    capacity: 400,
    joinUrl: "https://meet.google.com/rmb-utec-0005",
  },
  {
    slug: "trabajo-en-equipo-y-comunicacion",
    day: 14,
    start: "16:00",
    minutes: 60,
    title: "Trabajo en equipo y comunicación: lo que buscan las universidades",
    description: "Las habilidades blandas que más se piden en la universidad y el trabajo, y cómo practicarlas desde el colegio.",
    program: "habilidades-blandas",
    by: "advisor",
    capacity: 150,
    joinUrl: "https://meet.google.com/rmb-hab-0006",
  },
  {
    slug: "carreras-tecnicas-con-alta-demanda",
    day: 18,
    start: "18:00",
    minutes: 45,
    title: "Carreras técnicas con alta demanda",
    description: "Tecsup presenta sus carreras de tecnología e industria de tres años, con prácticas en empresas y empleabilidad.",
    program: "admision",
    by: "instituto-tecsup-no-1-lima",
    speakerName: "Equipo de Admisión Tecsup",
    speakerTitle: "Tecsup",
    capacity: null,
    joinUrl: "https://meet.google.com/rmb-tecs-0007",
  },
  {
    slug: "hablar-con-tu-familia-sobre-tu-carrera",
    day: 22,
    start: "19:00",
    minutes: 60,
    title: "Cómo hablar con tu familia sobre la carrera que quieres",
    description: "Para estudiantes y padres: cómo llevar la conversación con datos, escuchar y llegar a acuerdos.",
    program: "autoestima-confianza",
    by: "advisor",
    capacity: 60,
    membersOnly: true,
    joinUrl: "https://meet.google.com/rmb-fam-0008",
  },
  {
    slug: "organiza-tu-tiempo-para-postular",
    day: 26,
    start: "17:00",
    minutes: 60,
    title: "Organiza tu tiempo para postular",
    description: "Un plan semanal realista para el colegio, la academia y el descanso, con las fechas de admisión en el calendario.",
    program: "habilidades-blandas",
    by: "advisor",
    capacity: 150,
    joinUrl: "https://meet.google.com/rmb-time-0009",
  },
];

/** Lima is UTC−5 all year. */
function limaInstantFrom(now: Date, dayOffset: number, time: string): Date {
  const lima = new Date(now.getTime() - 5 * 3_600_000);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(Date.UTC(lima.getUTCFullYear(), lima.getUTCMonth(), lima.getUTCDate() + dayOffset, hh + 5, mm));
}

export async function seedWebinars(db: Db, opts: { log?: (line: string) => void; now?: Date } = {}): Promise<{ created: number }> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const now = opts.now ?? new Date();
  const [advisor] = await db
    .select({ id: advisors.id, name: advisors.name, title: advisors.title })
    .from(advisors)
    .where(eq(advisors.email, advisorSeed.email))
    .limit(1);
  const slugs = webinarSeeds.map((w) => w.by).filter((b) => b !== "advisor");
  const found = slugs.length
    ? await db.select({ id: institutions.id, slug: institutions.slug }).from(institutions).where(inArray(institutions.slug, slugs))
    : [];
  const institutionId = new Map(found.map((i) => [i.slug, i.id]));
  const rows = webinarSeeds.flatMap((w) => {
    const byAdvisor = w.by === "advisor";
    if (byAdvisor && !advisor) return [];
    if (!byAdvisor && !institutionId.has(w.by)) return [];
    const startsAt = limaInstantFrom(now, w.day, w.start);
    return [
      {
        slug: w.slug,
        title: w.title,
        description: w.description,
        program: w.program,
        advisorId: byAdvisor ? advisor!.id : null,
        institutionId: byAdvisor ? null : institutionId.get(w.by)!,
        speakerName: byAdvisor ? advisor!.name : w.speakerName!,
        speakerTitle: byAdvisor ? advisor!.title : (w.speakerTitle ?? ""),
        startsAt,
        endsAt: new Date(startsAt.getTime() + w.minutes * 60_000),
        capacity: w.capacity,
        membersOnly: w.membersOnly ?? false,
        joinUrl: w.joinUrl,
        recordingUrl: w.recordingUrl ?? null,
      },
    ];
  });
  const created = rows.length ? await db.insert(webinars).values(rows).onConflictDoNothing().returning({ id: webinars.id }) : [];
  log(`  webinars: ${rows.length} en el cronograma (${created.length} nuevos)`);
  return { created: created.length };
}
