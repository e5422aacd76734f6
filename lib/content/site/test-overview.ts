/**
 * How the vocational test works, as the marketing pages explain it. Times are what a
 * secondary-school student usually needs: the full test stays under 25 minutes, the quick mode
 * under 7 (test-duration.ts).
 */
import { testDuration } from "./test-duration";

export { testDuration };

/**
 * The free sections of the test, as the map counts them (the «Reto» of the plans apart); kept
 * here so the marketing pages do not load the instruments. A unit test ties it to countedSections.
 */
export const freeSectionCount = 16;

/** One of the six parts the landing groups the sections in. */
export type TestSectionSummary = { title: string; minutes: number; text: string; basis: string };

export const testSections: TestSectionSummary[] = [
  {
    title: "Intereses profesionales",
    minutes: 6,
    text: "Qué actividades disfrutas: reparar, investigar, crear, ayudar, liderar u organizar.",
    basis: "Modelo RIASEC de John Holland",
  },
  {
    title: "Personalidad",
    minutes: 5,
    text: "Cómo te relacionas, cómo organizas tus cosas y cómo reaccionas ante la presión.",
    basis: "Cinco grandes rasgos (constructos del IPIP, de dominio público)",
  },
  {
    title: "Inteligencias múltiples",
    minutes: 4,
    text: "En qué eres hábil: lenguaje, números, espacio, música, cuerpo, personas, ti mismo o naturaleza.",
    basis: "Teoría de Howard Gardner",
  },
  {
    title: "Valores profesionales",
    minutes: 3,
    text: "Qué te importa de un trabajo: estabilidad, ingresos, servicio, autonomía, creatividad.",
    basis: "Valores del trabajo",
  },
  {
    title: "Habilidades y cualidades únicas",
    minutes: 3,
    text: "Lo que otros reconocen en ti y lo que tú reconoces en ti.",
    basis: "Autoevaluación guiada",
  },
  {
    title: "Momento de decidir",
    minutes: 3,
    text: "Tus carreras sugeridas, dónde estudiarlas en el Perú y con qué presupuesto.",
    basis: "Catálogo de carreras, universidades e institutos",
  },
];

export const quickMode = {
  title: "Modo rápido",
  text: `Si solo tienes unos minutos, el modo rápido mide tus intereses con menos preguntas y te da una primera lista de carreras en menos de ${testDuration.quickMaxMinutes} minutos. Luego puedes completar el resto cuando quieras: tus respuestas se guardan.`,
};

export const resultContents: Array<{ title: string; text: string }> = [
  { title: "Tu perfil de intereses", text: "Tus tres tipos RIASEC más fuertes, con lo que significan en palabras simples." },
  { title: "Tu personalidad", text: "Cinco rasgos en una escala, con ejemplos de cómo se notan en el estudio y el trabajo." },
  { title: "Carreras sugeridas", text: "Ordenadas por afinidad, cada una con las razones: qué de tus respuestas encaja con ella." },
  { title: "Dónde estudiarlas", text: "Universidades licenciadas e institutos con costo, duración y modalidad de ingreso." },
  { title: "Reporte en PDF", text: "Para conversar con tu familia o tu tutor, y un enlace para compartir tu resultado." },
];

export const testFaq: Array<{ question: string; answer: string }> = [
  {
    question: "¿Cuánto cuesta el test?",
    answer:
      "Crear tu cuenta y hacer el test es gratis. Los planes pagados suman sesiones en vivo con un orientador o psicólogo y el reporte completo.",
  },
  {
    question: "¿Hay respuestas correctas?",
    answer:
      "No. El test no mide si sabes más o menos: describe lo que te gusta y cómo eres. Responde con sinceridad, no con lo que crees que esperan de ti.",
  },
  {
    question: "¿Puedo dejarlo a la mitad?",
    answer: "Sí. Cada sección se guarda al terminarla; puedes continuar desde otro celular o computadora con tu misma cuenta.",
  },
  {
    question: "¿Quién ve mis respuestas?",
    answer:
      "Tú y, si te registraste con el código de tu colegio, el equipo de tutoría de tu colegio. Nunca vendemos tus datos. Lee nuestra política de privacidad.",
  },
];
