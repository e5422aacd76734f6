/**
 * The fair seed: one upcoming edition of the virtual fair, four days (holidays skipped) starting
 * three weeks after the day it is seeded, with stands and conferences of real institutions of the catalogue (by
 * slug). Dates are computed when it runs (no fixed 2020 dates) and written once: the
 * fair is created only when the database has none, so restarts never move it, and everything
 * can then be edited as data. No "server-only": this runs from tsx scripts and the test harness.
 */
import { count, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { fairConferences, fairs, fairStands, institutions } from "@/lib/db/schema";
import { holidayOn } from "@/lib/config/holidays";
import { LIMA_TIME_ZONE, zonedParts } from "@/lib/format/dates";
import { limaInstant } from "@/lib/utils/lima-time";

/** Lima has no daylight saving time: UTC−5 all year. */
const FIRST_DAY_AFTER_DAYS = 21;

type StandSeed = { slug: string; headline: string; description: string; highlights: string[] };
type ConferenceSeed = {
  key: string;
  /** 0 for the fair's first day. */
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

/** The cells of a table written one row a line, "a | b | c"; blank lines are ignored. */
function tableRows(table: string, columns: number): string[][] {
  return table
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const cells = line.split("|").map((c) => c.trim());
      if (cells.length !== columns) throw new Error(`Feria: se esperaban ${columns} columnas en «${line}»`);
      return cells;
    });
}

/** "—" marks an empty cell. */
const orNull = (cell: string) => (cell === "—" ? null : cell);

/** The stands, one a line: institution slug | headline | description | highlights ("; " between them). */
const STANDS = `
pontificia-universidad-catolica-del-peru | Admisión, becas y vida en el campus | El equipo de admisión de la PUCP resuelve tus dudas sobre modalidades de ingreso, escalas de pago y becas. | Modalidades de admisión para quinto de secundaria; Escalas de pago y becas; Recorrido virtual por el campus
universidad-nacional-mayor-de-san-marcos | Cómo prepararte para el examen de admisión | Conoce cómo es el examen de admisión de San Marcos, sus áreas académicas y qué estudiar para postular. | Áreas académicas y carreras; Temario del examen; Consejos de estudiantes
universidad-de-lima | Carreras, intercambios y empleabilidad | Descubre las carreras de la Universidad de Lima y cómo acompaña a sus estudiantes hasta su primer empleo. | Carreras de negocios, ingeniería y comunicación; Programas de intercambio; Bolsa de trabajo
universidad-peruana-cayetano-heredia | Estudiar ciencias de la salud | Medicina, enfermería, psicología y más: qué se estudia, cómo es la práctica clínica y cómo postular. | Carreras de ciencias de la salud; Prácticas y laboratorios; Admisión y becas
universidad-de-ingenieria-y-tecnologia | Ingeniería con proyectos desde el primer ciclo | Conoce cómo se aprende ingeniería y computación en UTEC trabajando en proyectos reales. | Ingeniería y ciencia de la computación; Aprendizaje por proyectos; Becas y financiamiento
universidad-del-pacifico | Economía, negocios y derecho | Qué se estudia en las carreras de la Universidad del Pacífico y cómo es su proceso de admisión. | Carreras de economía y negocios; Admisión y beneficios; Vida estudiantil
instituto-tecsup-no-1-lima | Carreras técnicas con alta demanda | Tecsup presenta sus carreras de tecnología e industria, de tres años, con prácticas en empresas. | Carreras de tecnología digital e industrial; Laboratorios y talleres; Prácticas en empresas
instituto-escuela-superior-privada-de-tecnologia-senati-lima | Formación dual: estudia y trabaja | SENATI explica cómo funciona la formación dual, con parte del aprendizaje en una empresa. | Formación dual en empresa; Carreras técnicas industriales; Sedes en todo el país
instituto-cibertec-lima | Tecnología, diseño y negocios digitales | Conoce las carreras de Cibertec en computación, diseño y negocios, y cómo son sus clases. | Computación e informática; Diseño gráfico y digital; Horarios y modalidades
`;

/**
 * The programme, one talk a line: key | day (1–4) | Lima start | minutes | stand (institution
 * slug; "—" for Rumbo's own talks) | capacity ("—": no limit) | areas (", " between them) | title |
 * author | description. The n-th talk's recording is the video rumboExpo<nn>.
 */
const PROGRAMME = `
bienvenida | 1 | 10:00 | 45 | — | — | — | Bienvenida: cómo aprovechar la feria | Equipo de orientación de Rumbo | Cómo elegir las charlas para ti, qué preguntar a cada universidad o instituto y cómo usar tus resultados del test vocacional.
pucp-admision | 1 | 11:00 | 60 | pontificia-universidad-catolica-del-peru | 500 | ciencias-sociales, humanidades, ingenieria, negocios | Admisión a la PUCP: modalidades y becas | Oficina de Admisión · PUCP | Las modalidades de ingreso para estudiantes de secundaria, las escalas de pago y cómo postular a una beca.
utec-ingenieria | 1 | 16:00 | 60 | universidad-de-ingenieria-y-tecnologia | 300 | ingenieria, ciencias-basicas | ¿Qué hace un ingeniero? Proyectos reales desde el primer ciclo | Facultad de Ingeniería · UTEC | Estudiantes y docentes muestran proyectos de ingeniería y cuentan cómo es estudiar por proyectos.
tecsup-carreras | 1 | 18:00 | 60 | instituto-tecsup-no-1-lima | 300 | ingenieria | Carreras técnicas de tres años con alta demanda laboral | Admisión · Tecsup | Qué carreras técnicas tienen más demanda en el Perú y cómo son las prácticas en empresas.
san-marcos-examen | 2 | 10:00 | 60 | universidad-nacional-mayor-de-san-marcos | 800 | ciencias-de-la-salud, ciencias-sociales, ingenieria, humanidades, educacion, ciencias-basicas | El examen de admisión de San Marcos, paso a paso | Oficina Central de Admisión · UNMSM | Cómo es el examen, qué áreas evalúa y cómo organizar tu preparación durante quinto de secundaria.
cayetano-salud | 2 | 12:00 | 60 | universidad-peruana-cayetano-heredia | 400 | ciencias-de-la-salud | Estudiar medicina y ciencias de la salud | Facultad de Medicina · UPCH | Qué se estudia en medicina, enfermería y psicología, y cómo es la práctica clínica.
ulima-carreras | 2 | 16:00 | 60 | universidad-de-lima | 400 | negocios, ingenieria, ciencias-sociales, arte-y-diseno | Comunicación, negocios e ingeniería en la Universidad de Lima | Admisión · Universidad de Lima | Un recorrido por sus carreras, los intercambios y el acompañamiento para el primer empleo.
padres-decision | 2 | 19:00 | 60 | — | — | — | Para madres y padres: cómo acompañar la decisión | Psicólogas del equipo de Rumbo | Cómo conversar en casa sobre la carrera, el presupuesto y las expectativas sin presionar.
up-economia | 3 | 10:00 | 60 | universidad-del-pacifico | 300 | negocios, ciencias-sociales | Economía y negocios: ¿para quién son? | Admisión · Universidad del Pacífico | Qué habilidades piden las carreras de economía, administración y finanzas, y cómo es el día a día.
senati-dual | 3 | 12:00 | 60 | instituto-escuela-superior-privada-de-tecnologia-senati-lima | 500 | ingenieria | Formación dual: aprende en una empresa mientras estudias | Admisión · SENATI | Cómo funciona la formación dual, qué carreras la ofrecen y cómo postular.
cibertec-digital | 3 | 16:00 | 60 | instituto-cibertec-lima | 300 | ingenieria, arte-y-diseno, negocios | Carreras digitales: programación, diseño y datos | Admisión · Cibertec | Qué se aprende en computación, diseño gráfico y negocios digitales, y cómo son sus horarios.
test-vocacional | 3 | 18:00 | 45 | — | — | — | Tus resultados del test vocacional explicados | Equipo de orientación de Rumbo | Cómo leer tu perfil de intereses y personalidad y convertirlo en una lista corta de carreras.
pucp-humanidades | 4 | 10:00 | 60 | pontificia-universidad-catolica-del-peru | 400 | humanidades, ciencias-sociales | Humanidades y ciencias sociales: carreras con futuro | Facultad de Letras y Ciencias Humanas · PUCP | Psicología, derecho, sociología y más: qué se estudia y dónde trabajan sus egresados.
becas-financiamiento | 4 | 12:00 | 60 | — | — | — | Becas y financiamiento para estudiar | Equipo de orientación de Rumbo | Las becas del Estado, las de las universidades e institutos y el crédito educativo: requisitos y fechas.
utec-computacion | 4 | 16:00 | 60 | universidad-de-ingenieria-y-tecnologia | 300 | ingenieria, ciencias-basicas | Ciencia de la computación e inteligencia artificial | Departamento de Computación · UTEC | Qué es estudiar computación, qué proyectos hacen los estudiantes y qué trabajos existen.
cierre | 4 | 18:00 | 45 | — | — | — | Cierre: arma tu plan para postular | Equipo de orientación de Rumbo | Un calendario de postulación para tus opciones y los siguientes pasos después de la feria.
`;

export const fairStandSeeds: StandSeed[] = tableRows(STANDS, 4).map(([slug, headline, description, highlights]) => ({
  slug,
  headline,
  description,
  highlights: highlights.split(";").map((h) => h.trim()),
}));

export const fairConferenceSeeds: ConferenceSeed[] = tableRows(PROGRAMME, 10).map(
  ([key, day, start, minutes, institution, capacity, areas, title, author, description], i) => ({
    key,
    day: Number(day) - 1,
    start,
    minutes: Number(minutes),
    title,
    author,
    description,
    institution: orNull(institution),
    areas:
      orNull(areas)
        ?.split(",")
        .map((a) => a.trim()) ?? [],
    capacity: orNull(capacity) === null ? null : Number(capacity),
    videoUrl: `https://www.youtube.com/watch?v=rumboExpo${String(i + 1).padStart(2, "0")}`,
  }),
);

/**
 * The fair's days: from three weeks after `now` (Lima), the first ordinary days, as many as the
 * programme has; a holiday (Christmas, New Year, Fiestas Patrias…, lib/config/holidays.ts) is
 * skipped, so the days may not be consecutive.
 */
export function fairSeedDays(now: Date): string[] {
  const today = zonedParts(now, LIMA_TIME_ZONE);
  const count = Math.max(...fairConferenceSeeds.map((c) => c.day)) + 1;
  const days: string[] = [];
  for (let offset = FIRST_DAY_AFTER_DAYS; days.length < count; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset)).toISOString().slice(0, 10);
    if (!holidayOn(date)) days.push(date);
  }
  return days;
}

/** Every seeded talk with its start and end, for a fair seeded at `now`. */
export function fairSeedSchedule(now: Date): (ConferenceSeed & { startsAt: Date; endsAt: Date })[] {
  const days = fairSeedDays(now);
  return fairConferenceSeeds.map((c) => {
    const startsAt = limaInstant(days[c.day], c.start);
    return { ...c, startsAt, endsAt: new Date(startsAt.getTime() + c.minutes * 60_000) };
  });
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
  const instants = fairSeedSchedule(now);
  const startsAt = new Date(Math.min(...instants.map((c) => c.startsAt.getTime())));
  const endsAt = new Date(Math.max(...instants.map((c) => c.endsAt.getTime())));
  const firstDay = zonedParts(startsAt, LIMA_TIME_ZONE);

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
        timezone: LIMA_TIME_ZONE,
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
