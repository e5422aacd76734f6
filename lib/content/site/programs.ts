/**
 * The three programmes: what each one works on and the outline of
 * its live sessions (1 to 4), shown on the programme pages and in the reservation modal.
 */
export type ProgramSession = { number: 1 | 2 | 3 | 4; title: string; text: string };

export type Program = {
  /** Anchor and key; the reservation modal sends `name`. */
  slug: "orientacion-vocacional" | "autoestima-confianza" | "habilidades-blandas";
  /** The spec's programme name, as the reservation form sends it. */
  name: string;
  summary: string;
  forWhom: string;
  outcomes: string[];
  sessions: ProgramSession[];
};

export const programs: Program[] = [
  {
    slug: "orientacion-vocacional",
    name: "Orientación Vocacional",
    summary:
      "Para decidir qué estudiar y dónde con datos: tus intereses, tu personalidad y tus habilidades, cruzados con carreras, costos y ofertas reales de universidades e institutos del Perú.",
    forWhom: "Estudiantes de 3.° a 5.° de secundaria y egresados que aún no deciden.",
    outcomes: [
      "Una lista corta de carreras que encajan contigo, con las razones de cada una",
      "Un plan de postulación: exámenes, fechas, costos y becas posibles",
      "Una conversación en familia con información, no con supuestos",
    ],
    sessions: [
      {
        number: 1,
        title: "Tu perfil",
        text: "Leemos juntos tu resultado del test: intereses, personalidad y fortalezas, y lo que dicen de ti.",
      },
      {
        number: 2,
        title: "Carreras que encajan",
        text: "Exploramos de tres a cinco carreras: qué se estudia, en qué se trabaja y cuánto se gana al egresar.",
      },
      {
        number: 3,
        title: "Dónde estudiar",
        text: "Comparamos universidades licenciadas e institutos: costo, duración, modalidad de ingreso y becas.",
      },
      {
        number: 4,
        title: "Tu plan de acción",
        text: "Cerramos con un cronograma de postulación y una reunión corta con tu familia, si lo deseas.",
      },
    ],
  },
  {
    slug: "autoestima-confianza",
    name: "Autoestima - Confianza",
    summary:
      "Para quienes sienten que no son buenos para nada, que se bloquean en los exámenes o que eligen lo que otros esperan. Trabajamos cómo te hablas, cómo enfrentas la presión y cómo decides.",
    forWhom: "Adolescentes de 13 a 18 años; también funciona antes de empezar la orientación vocacional.",
    outcomes: [
      "Reconocer tus fortalezas con ejemplos concretos de tu vida",
      "Herramientas para la ansiedad ante exámenes y postulaciones",
      "Decir lo que quieres estudiar con argumentos, también ante tu familia",
    ],
    sessions: [
      {
        number: 1,
        title: "Cómo te ves",
        text: "Un mapa de tus logros y de las ideas que te frenan, con ejercicios breves de autoconocimiento.",
      },
      { number: 2, title: "La voz interna", text: "Cómo cambiar el diálogo interno crítico por uno que te ayude a avanzar." },
      { number: 3, title: "Presión y exámenes", text: "Técnicas de respiración, organización y preparación para rendir bajo presión." },
      { number: 4, title: "Decidir con seguridad", text: "Practicamos cómo comunicar tu decisión y pedir apoyo a tu familia." },
    ],
  },
  {
    slug: "habilidades-blandas",
    name: "Habilidades Blandas",
    summary:
      "Las habilidades que piden las universidades, los institutos y los empleadores: comunicarte con claridad, trabajar en equipo, organizar tu tiempo y resolver problemas.",
    forWhom: "Estudiantes de secundaria y de primeros ciclos que quieren prepararse para la vida universitaria y laboral.",
    outcomes: [
      "Presentarte y hablar en público con más soltura",
      "Organizar tu semana de estudio con un método simple",
      "Resolver conflictos de grupo sin cargar con todo el trabajo",
    ],
    sessions: [
      {
        number: 1,
        title: "Comunicación",
        text: "Escucha activa y cómo explicar una idea en un minuto; practicamos tu presentación personal.",
      },
      { number: 2, title: "Trabajo en equipo", text: "Roles, acuerdos y manejo de conflictos en trabajos grupales." },
      { number: 3, title: "Gestión del tiempo", text: "Prioridades, calendario semanal y cómo vencer la procrastinación." },
      { number: 4, title: "Resolver problemas", text: "Un método paso a paso para casos reales del colegio, la casa y el primer empleo." },
    ],
  },
];
