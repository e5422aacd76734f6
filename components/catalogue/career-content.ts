/**
 * Reference content per area of the catalogue (areas from data/careers_pe.csv). It is
 * Rumbo's own, general guidance (the sectors where graduates work are per career, in
 * data/career-evidence.csv, not per area) — labelled as referential wherever it is shown — not the
 * curriculum or job data of any institution.
 */
export type AreaContent = {
  foundations: string[];
  core: string[];
  advanced: string[];
};

const AREAS: Record<string, AreaContent> = {
  "arte y diseño": {
    foundations: ["Dibujo y representación", "Historia del arte", "Teoría del color y la forma", "Comunicación"],
    core: ["Taller de diseño", "Herramientas digitales", "Materiales y procesos", "Fotografía y composición"],
    advanced: ["Proyecto de diseño integral", "Gestión de proyectos creativos", "Portafolio profesional"],
  },
  "ciencias básicas": {
    foundations: ["Matemática I y II", "Física general", "Química general", "Metodología de la investigación"],
    core: ["Cálculo y ecuaciones diferenciales", "Estadística", "Laboratorio especializado", "Programación científica"],
    advanced: ["Seminario de investigación", "Cursos de especialidad", "Tesis"],
  },
  "ciencias de la salud": {
    foundations: ["Biología celular", "Química", "Anatomía humana", "Bioestadística"],
    core: ["Fisiología", "Bioquímica", "Farmacología", "Prácticas clínicas supervisadas"],
    advanced: ["Internado", "Salud pública", "Ética profesional", "Trabajo de investigación"],
  },
  "ciencias sociales": {
    foundations: ["Introducción a las ciencias sociales", "Realidad nacional", "Redacción académica", "Estadística social"],
    core: ["Teoría social", "Métodos cualitativos y cuantitativos", "Políticas públicas", "Trabajo de campo"],
    advanced: ["Seminario de tesis", "Prácticas preprofesionales", "Especialización"],
  },
  educación: {
    foundations: ["Psicología del desarrollo", "Pedagogía general", "Comunicación oral y escrita", "Realidad educativa peruana"],
    core: ["Didáctica de la especialidad", "Evaluación del aprendizaje", "Currículo", "Práctica preprofesional"],
    advanced: ["Práctica docente intensiva", "Investigación educativa", "Tesis"],
  },
  humanidades: {
    foundations: ["Lenguaje y literatura", "Filosofía", "Historia del Perú", "Redacción académica"],
    core: ["Teoría y crítica", "Idiomas", "Métodos de investigación", "Seminarios temáticos"],
    advanced: ["Seminario de tesis", "Especialización", "Prácticas"],
  },
  ingeniería: {
    foundations: ["Matemática básica y cálculo", "Física", "Química", "Dibujo técnico", "Programación"],
    core: ["Estática y dinámica", "Estadística aplicada", "Materiales", "Cursos de la especialidad", "Laboratorios"],
    advanced: ["Gestión de proyectos", "Seguridad y medio ambiente", "Prácticas preprofesionales", "Proyecto de fin de carrera o tesis"],
  },
  negocios: {
    foundations: ["Matemática para los negocios", "Contabilidad general", "Economía", "Comunicación empresarial"],
    core: ["Finanzas", "Marketing", "Gestión de personas", "Derecho empresarial", "Estadística"],
    advanced: ["Planeamiento estratégico", "Proyecto de empresa", "Prácticas preprofesionales", "Trabajo de suficiencia o tesis"],
  },
};

const FALLBACK: AreaContent = AREAS["negocios"];

export function areaContent(area: string): AreaContent {
  return AREAS[area.toLowerCase()] ?? FALLBACK;
}

/** A referential curriculum by year for a career of `years` years. */
export function referenceCurriculum(
  area: string,
  careerName: string,
  years: number | null,
): { year: number; title: string; courses: string[] }[] {
  const content = areaContent(area);
  const n = Math.max(2, Math.min(7, Math.round(years ?? 5)));
  return Array.from({ length: n }, (_, i) => {
    const year = i + 1;
    if (year === 1) return { year, title: "Formación general", courses: content.foundations };
    if (year === n) return { year, title: "Cierre y práctica profesional", courses: content.advanced };
    if (year === 2) return { year, title: `Bases de ${careerName}`, courses: content.core.slice(0, Math.ceil(content.core.length / 2)) };
    return {
      year,
      title: "Formación de especialidad",
      courses: [...content.core.slice(Math.ceil(content.core.length / 2)), `Cursos propios de ${careerName} (${year}.º año)`],
    };
  });
}

/** Public job boards of Peru (State portals). */
export const JOB_BOARDS = [
  { name: "Empleos Perú (Ministerio de Trabajo)", href: "https://www.empleosperu.gob.pe" },
  { name: "Talento Perú (SERVIR): empleos en el Estado", href: "https://www.servir.gob.pe/talento-peru/" },
] as const;
