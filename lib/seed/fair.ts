/**
 * The fair seed: one upcoming edition of the virtual fair, four days starting three weeks after
 * the day it is seeded, with stands and conferences of real institutions of the catalogue (by
 * slug). Dates are computed when it runs (DESIGN §8: no fixed 2020 dates) and written once: the
 * fair is created only when the database has none, so restarts never move it, and everything
 * can then be edited as data. No "server-only": this runs from tsx scripts and the test harness.
 */
import { count, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { fairConferences, fairs, fairStands, institutions } from "@/lib/db/schema";
import { zonedParts } from "@/lib/format/dates";

const TIMEZONE = "America/Lima";
/** Lima has no daylight saving time: UTC−5 all year. */
const LIMA_OFFSET_HOURS = 5;
const FIRST_DAY_AFTER_DAYS = 21;

type StandSeed = { slug: string; headline: string; description: string; highlights: string[] };
type ConferenceSeed = {
  key: string;
  day: number;
  /** Lima time, "HH:MM". */
  start: string;
  minutes: number;
  title: string;
  author: string;
  description: string;
  institution: string | null;
  areas: string[];
  capacity: number | null;
  videoUrl: string | null;
};

export const fairStandSeeds: StandSeed[] = [
  {
    slug: "pontificia-universidad-catolica-del-peru",
    headline: "Admisión, becas y vida en el campus",
    description: "El equipo de admisión de la PUCP resuelve tus dudas sobre modalidades de ingreso, escalas de pago y becas.",
    highlights: ["Modalidades de admisión para quinto de secundaria", "Escalas de pago y becas", "Recorrido virtual por el campus"],
  },
  {
    slug: "universidad-nacional-mayor-de-san-marcos",
    headline: "Cómo prepararte para el examen de admisión",
    description: "Conoce cómo es el examen de admisión de San Marcos, sus áreas académicas y qué estudiar para postular.",
    highlights: ["Áreas académicas y carreras", "Temario del examen", "Consejos de estudiantes"],
  },
  {
    slug: "universidad-de-lima",
    headline: "Carreras, intercambios y empleabilidad",
    description: "Descubre las carreras de la Universidad de Lima y cómo acompaña a sus estudiantes hasta su primer empleo.",
    highlights: ["Carreras de negocios, ingeniería y comunicación", "Programas de intercambio", "Bolsa de trabajo"],
  },
  {
    slug: "universidad-peruana-cayetano-heredia",
    headline: "Estudiar ciencias de la salud",
    description: "Medicina, enfermería, psicología y más: qué se estudia, cómo es la práctica clínica y cómo postular.",
    highlights: ["Carreras de ciencias de la salud", "Prácticas y laboratorios", "Admisión y becas"],
  },
  {
    slug: "universidad-de-ingenieria-y-tecnologia",
    headline: "Ingeniería con proyectos desde el primer ciclo",
    description: "Conoce cómo se aprende ingeniería y computación en UTEC trabajando en proyectos reales.",
    highlights: ["Ingeniería y ciencia de la computación", "Aprendizaje por proyectos", "Becas y financiamiento"],
  },
  {
    slug: "universidad-del-pacifico",
    headline: "Economía, negocios y derecho",
    description: "Qué se estudia en las carreras de la Universidad del Pacífico y cómo es su proceso de admisión.",
    highlights: ["Carreras de economía y negocios", "Admisión y beneficios", "Vida estudiantil"],
  },
  {
    slug: "instituto-tecsup-no-1-lima",
    headline: "Carreras técnicas con alta demanda",
    description: "Tecsup presenta sus carreras de tecnología e industria, de tres años, con prácticas en empresas.",
    highlights: ["Carreras de tecnología digital e industrial", "Laboratorios y talleres", "Prácticas en empresas"],
  },
  {
    slug: "instituto-escuela-superior-privada-de-tecnologia-senati-lima",
    headline: "Formación dual: estudia y trabaja",
    description: "SENATI explica cómo funciona la formación dual, con parte del aprendizaje en una empresa.",
    highlights: ["Formación dual en empresa", "Carreras técnicas industriales", "Sedes en todo el país"],
  },
  {
    slug: "instituto-cibertec-lima",
    headline: "Tecnología, diseño y negocios digitales",
    description: "Conoce las carreras de Cibertec en computación, diseño y negocios, y cómo son sus clases.",
    highlights: ["Computación e informática", "Diseño gráfico y digital", "Horarios y modalidades"],
  },
];

export const fairConferenceSeeds: ConferenceSeed[] = [
  // Day 1
  {
    key: "bienvenida",
    day: 0,
    start: "10:00",
    minutes: 45,
    title: "Bienvenida: cómo aprovechar la feria",
    author: "Equipo de orientación de Rumbo",
    description:
      "Cómo elegir las charlas para ti, qué preguntar a cada universidad o instituto y cómo usar tus resultados del test vocacional.",
    institution: null,
    areas: [],
    capacity: null,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo01",
  },
  {
    key: "pucp-admision",
    day: 0,
    start: "11:00",
    minutes: 60,
    title: "Admisión a la PUCP: modalidades y becas",
    author: "Oficina de Admisión · PUCP",
    description: "Las modalidades de ingreso para estudiantes de secundaria, las escalas de pago y cómo postular a una beca.",
    institution: "pontificia-universidad-catolica-del-peru",
    areas: ["ciencias-sociales", "humanidades", "ingenieria", "negocios"],
    capacity: 500,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo02",
  },
  {
    key: "utec-ingenieria",
    day: 0,
    start: "16:00",
    minutes: 60,
    title: "¿Qué hace un ingeniero? Proyectos reales desde el primer ciclo",
    author: "Facultad de Ingeniería · UTEC",
    description: "Estudiantes y docentes muestran proyectos de ingeniería y cuentan cómo es estudiar por proyectos.",
    institution: "universidad-de-ingenieria-y-tecnologia",
    areas: ["ingenieria", "ciencias-basicas"],
    capacity: 300,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo03",
  },
  {
    key: "tecsup-carreras",
    day: 0,
    start: "18:00",
    minutes: 60,
    title: "Carreras técnicas de tres años con alta demanda laboral",
    author: "Admisión · Tecsup",
    description: "Qué carreras técnicas tienen más demanda en el Perú y cómo son las prácticas en empresas.",
    institution: "instituto-tecsup-no-1-lima",
    areas: ["ingenieria"],
    capacity: 300,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo04",
  },
  // Day 2
  {
    key: "san-marcos-examen",
    day: 1,
    start: "10:00",
    minutes: 60,
    title: "El examen de admisión de San Marcos, paso a paso",
    author: "Oficina Central de Admisión · UNMSM",
    description: "Cómo es el examen, qué áreas evalúa y cómo organizar tu preparación durante quinto de secundaria.",
    institution: "universidad-nacional-mayor-de-san-marcos",
    areas: ["ciencias-de-la-salud", "ciencias-sociales", "ingenieria", "humanidades", "educacion", "ciencias-basicas"],
    capacity: 800,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo05",
  },
  {
    key: "cayetano-salud",
    day: 1,
    start: "12:00",
    minutes: 60,
    title: "Estudiar medicina y ciencias de la salud",
    author: "Facultad de Medicina · UPCH",
    description: "Qué se estudia en medicina, enfermería y psicología, y cómo es la práctica clínica.",
    institution: "universidad-peruana-cayetano-heredia",
    areas: ["ciencias-de-la-salud"],
    capacity: 400,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo06",
  },
  {
    key: "ulima-carreras",
    day: 1,
    start: "16:00",
    minutes: 60,
    title: "Comunicación, negocios e ingeniería en la Universidad de Lima",
    author: "Admisión · Universidad de Lima",
    description: "Un recorrido por sus carreras, los intercambios y el acompañamiento para el primer empleo.",
    institution: "universidad-de-lima",
    areas: ["negocios", "ingenieria", "ciencias-sociales", "arte-y-diseno"],
    capacity: 400,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo07",
  },
  {
    key: "padres-decision",
    day: 1,
    start: "19:00",
    minutes: 60,
    title: "Para madres y padres: cómo acompañar la decisión",
    author: "Psicólogas del equipo de Rumbo",
    description: "Cómo conversar en casa sobre la carrera, el presupuesto y las expectativas sin presionar.",
    institution: null,
    areas: [],
    capacity: null,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo08",
  },
  // Day 3
  {
    key: "up-economia",
    day: 2,
    start: "10:00",
    minutes: 60,
    title: "Economía y negocios: ¿para quién son?",
    author: "Admisión · Universidad del Pacífico",
    description: "Qué habilidades piden las carreras de economía, administración y finanzas, y cómo es el día a día.",
    institution: "universidad-del-pacifico",
    areas: ["negocios", "ciencias-sociales"],
    capacity: 300,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo09",
  },
  {
    key: "senati-dual",
    day: 2,
    start: "12:00",
    minutes: 60,
    title: "Formación dual: aprende en una empresa mientras estudias",
    author: "Admisión · SENATI",
    description: "Cómo funciona la formación dual, qué carreras la ofrecen y cómo postular.",
    institution: "instituto-escuela-superior-privada-de-tecnologia-senati-lima",
    areas: ["ingenieria"],
    capacity: 500,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo10",
  },
  {
    key: "cibertec-digital",
    day: 2,
    start: "16:00",
    minutes: 60,
    title: "Carreras digitales: programación, diseño y datos",
    author: "Admisión · Cibertec",
    description: "Qué se aprende en computación, diseño gráfico y negocios digitales, y cómo son sus horarios.",
    institution: "instituto-cibertec-lima",
    areas: ["ingenieria", "arte-y-diseno", "negocios"],
    capacity: 300,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo11",
  },
  {
    key: "test-vocacional",
    day: 2,
    start: "18:00",
    minutes: 45,
    title: "Tus resultados del test vocacional explicados",
    author: "Equipo de orientación de Rumbo",
    description: "Cómo leer tu perfil de intereses y personalidad y convertirlo en una lista corta de carreras.",
    institution: null,
    areas: [],
    capacity: null,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo12",
  },
  // Day 4
  {
    key: "pucp-humanidades",
    day: 3,
    start: "10:00",
    minutes: 60,
    title: "Humanidades y ciencias sociales: carreras con futuro",
    author: "Facultad de Letras y Ciencias Humanas · PUCP",
    description: "Psicología, derecho, sociología y más: qué se estudia y dónde trabajan sus egresados.",
    institution: "pontificia-universidad-catolica-del-peru",
    areas: ["humanidades", "ciencias-sociales"],
    capacity: 400,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo13",
  },
  {
    key: "becas-financiamiento",
    day: 3,
    start: "12:00",
    minutes: 60,
    title: "Becas y financiamiento para estudiar",
    author: "Equipo de orientación de Rumbo",
    description: "Las becas del Estado, las de las universidades e institutos y el crédito educativo: requisitos y fechas.",
    institution: null,
    areas: [],
    capacity: null,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo14",
  },
  {
    key: "utec-computacion",
    day: 3,
    start: "16:00",
    minutes: 60,
    title: "Ciencia de la computación e inteligencia artificial",
    author: "Departamento de Computación · UTEC",
    description: "Qué es estudiar computación, qué proyectos hacen los estudiantes y qué trabajos existen.",
    institution: "universidad-de-ingenieria-y-tecnologia",
    areas: ["ingenieria", "ciencias-basicas"],
    capacity: 300,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo15",
  },
  {
    key: "cierre",
    day: 3,
    start: "18:00",
    minutes: 45,
    title: "Cierre: arma tu plan para postular",
    author: "Equipo de orientación de Rumbo",
    description: "Un calendario de postulación para tus opciones y los siguientes pasos después de la feria.",
    institution: null,
    areas: [],
    capacity: null,
    videoUrl: "https://www.youtube.com/watch?v=rumboExpo16",
  },
];

/** A Lima wall-clock time as an instant. */
function limaInstant(base: { year: number; month: number; day: number }, dayOffset: number, hhmm: string): Date {
  const [h, m] = hhmm.split(":").map(Number);
  return new Date(Date.UTC(base.year, base.month - 1, base.day + dayOffset, h + LIMA_OFFSET_HOURS, m));
}

export type FairSeedResult = { status: "cargado" | "omitido"; fairs: number; stands: number; conferences: number };

export async function seedFair(
  db: Db,
  { now = new Date(), log = (_line: string) => {} }: { now?: Date; log?: (line: string) => void } = {},
): Promise<FairSeedResult> {
  const [{ n }] = await db.select({ n: count() }).from(fairs);
  if (Number(n) > 0) {
    log("  feria: ya existe (omitido)");
    return { status: "omitido", fairs: Number(n), stands: 0, conferences: 0 };
  }
  const today = zonedParts(now, TIMEZONE);
  const instants = fairConferenceSeeds.map((c) => {
    const startsAt = limaInstant(today, FIRST_DAY_AFTER_DAYS + c.day, c.start);
    return { ...c, startsAt, endsAt: new Date(startsAt.getTime() + c.minutes * 60_000) };
  });
  const startsAt = new Date(Math.min(...instants.map((c) => c.startsAt.getTime())));
  const endsAt = new Date(Math.max(...instants.map((c) => c.endsAt.getTime())));
  const firstDay = zonedParts(startsAt, TIMEZONE);

  return db.transaction(async (tx) => {
    const [fair] = await tx
      .insert(fairs)
      .values({
        slug: `feria-virtual-${firstDay.year}-${String(firstDay.month).padStart(2, "0")}`,
        name: "Expo Rumbo: feria virtual de universidades e institutos",
        description:
          "Cuatro días de charlas en vivo con universidades e institutos del Perú: admisión, becas, carreras y vida estudiantil, desde tu casa.",
        startsAt,
        endsAt,
        timezone: TIMEZONE,
      })
      .returning({ id: fairs.id });

    const found = await tx
      .select({ id: institutions.id, slug: institutions.slug })
      .from(institutions)
      .where(
        inArray(
          institutions.slug,
          fairStandSeeds.map((s) => s.slug),
        ),
      );
    const institutionIds = new Map(found.map((r) => [r.slug, r.id]));
    const standIds = new Map<string, number>();
    for (const [position, s] of fairStandSeeds.entries()) {
      const institutionId = institutionIds.get(s.slug);
      if (institutionId === undefined) {
        log(`  feria: institución "${s.slug}" no está en el catálogo; su stand no se crea`);
        continue;
      }
      const [stand] = await tx
        .insert(fairStands)
        .values({ fairId: fair.id, institutionId, headline: s.headline, description: s.description, highlights: s.highlights, position })
        .returning({ id: fairStands.id });
      standIds.set(s.slug, stand.id);
    }

    await tx.insert(fairConferences).values(
      instants.map((c) => ({
        fairId: fair.id,
        slug: `${firstDay.year}-${String(firstDay.month).padStart(2, "0")}-${c.key}`,
        standId: c.institution ? (standIds.get(c.institution) ?? null) : null,
        title: c.title,
        author: c.author,
        description: c.description,
        image: null,
        areas: c.areas,
        startsAt: c.startsAt,
        endsAt: c.endsAt,
        capacity: c.capacity,
        videoUrl: c.videoUrl,
      })),
    );
    log(`  feria: ${instants.length} conferencias y ${standIds.size} stands, desde el ${startsAt.toISOString().slice(0, 10)}`);
    return { status: "cargado" as const, fairs: 1, stands: standIds.size, conferences: instants.length };
  });
}
