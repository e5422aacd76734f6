import type { FieldId } from "./fields";
import type { LikertInstrument, LikertItem, RiasecType } from "./types";

/**
 * RIASEC interests (Holland). Product's own items, one activity each (no "X or Y"), 9 per type,
 * each tagged with the one content field it is about (fields.ts): coaching schoolchildren is
 * sport (only Educación Física lists sport, and coaching is its job); caring for a sick person
 * is health; running a hotel is tourism. Every field a career is built on has at least two
 * statements in the full test (one answer alone must not decide a field), usually of
 * two types (building: a wall, R, and a bridge's load, I; society: ancient peoples, I, and a
 * community, S; languages: talking with foreigners, S, and translating, C).
 * The 30-item quick mode takes 5 per type chosen so that every content field is asked once
 * (tests/unit/vocational-scoring.test.ts checks it): mechanics, electricity, building, farming,
 * animals; lab science, technology, maths, environment, society; visual arts, design, music,
 * theatre, writing; health, teaching, care, sport, tourism; business, sales, law, debate, cooking
 * (a kitchen run, as chefs are E-R-C in O*NET); accounts, checking, data, taxes, translating.
 * Ids are positional (r1 … c9); statements added later go at the end, so that the answers saved
 * under an id keep meaning the same statement.
 */
type RawItem = { text: string; fields: FieldId[]; quick?: true };
const raw: Record<RiasecType, RawItem[]> = {
  R: [
    { text: "Reparar el motor de una moto.", fields: ["mecanica"], quick: true },
    { text: "Hacer la instalación eléctrica de una casa.", fields: ["electricidad"], quick: true },
    { text: "Construir una pared en una obra.", fields: ["construccion"], quick: true },
    { text: "Cultivar hortalizas en un huerto.", fields: ["agro"], quick: true },
    { text: "Cocinar los platos de un restaurante.", fields: ["cocina"] },
    { text: "Criar animales en una granja.", fields: ["animales"], quick: true },
    { text: "Entrenar todos los días para una competencia deportiva.", fields: ["deporte"] },
    { text: "Armar una máquina a partir de sus piezas.", fields: ["mecanica"] },
    { text: "Reparar un artefacto eléctrico.", fields: ["electricidad"] },
  ],
  I: [
    { text: "Hacer experimentos en un laboratorio de química.", fields: ["ciencia"], quick: true },
    { text: "Averiguar cómo funciona el cuerpo humano.", fields: ["salud"] },
    { text: "Programar una aplicación para el celular.", fields: ["tecnologia"], quick: true },
    { text: "Aprender temas nuevos de matemática.", fields: ["matematica"], quick: true },
    { text: "Investigar cómo limpiar un río contaminado.", fields: ["ambiente"], quick: true },
    { text: "Observar células en un microscopio.", fields: ["ciencia"] },
    { text: "Analizar datos para descubrir la causa de un problema.", fields: ["matematica"] },
    { text: "Estudiar cómo vivían los pueblos antiguos del Perú.", fields: ["sociedad"], quick: true },
    { text: "Calcular cuánto peso resiste la estructura de un puente.", fields: ["construccion"] },
  ],
  A: [
    { text: "Pintar un cuadro.", fields: ["arte-visual"], quick: true },
    { text: "Diseñar el logo de una marca.", fields: ["arte-visual"], quick: true },
    { text: "Tocar un instrumento musical.", fields: ["musica"], quick: true },
    { text: "Actuar en una obra de teatro.", fields: ["escenicas"], quick: true },
    { text: "Escribir un cuento.", fields: ["escritura"], quick: true },
    { text: "Bailar en una presentación de danza.", fields: ["escenicas"] },
    { text: "Tomar fotografías artísticas.", fields: ["arte-visual"] },
    { text: "Componer una canción.", fields: ["musica"] },
    { text: "Escribir una crónica para un periódico.", fields: ["escritura"] },
  ],
  S: [
    { text: "Cuidar a una persona enferma.", fields: ["salud"], quick: true },
    { text: "Enseñar a leer a niñas y niños.", fields: ["ensenanza"], quick: true },
    { text: "Escuchar a alguien que está pasando un mal momento.", fields: ["cuidado"], quick: true },
    { text: "Entrenar a un equipo deportivo de escolares.", fields: ["deporte"], quick: true },
    { text: "Mostrar tu ciudad a turistas de otros países.", fields: ["idiomas-turismo"], quick: true },
    { text: "Participar en un voluntariado de tu comunidad.", fields: ["cuidado"] },
    { text: "Explicar un tema a compañeros que no lo entienden.", fields: ["ensenanza"] },
    { text: "Ayudar a una comunidad a organizarse para resolver un problema.", fields: ["sociedad"] },
    { text: "Conversar en otro idioma con personas de otros países.", fields: ["idiomas"] },
  ],
  E: [
    { text: "Dirigir un equipo para lograr una meta.", fields: ["negocios"], quick: true },
    { text: "Vender un producto.", fields: ["negocios"], quick: true },
    { text: "Defender a una persona en un juicio.", fields: ["derecho"], quick: true },
    { text: "Convencer a otros en un debate.", fields: ["debate"], quick: true },
    { text: "Administrar un hotel.", fields: ["idiomas-turismo"] },
    { text: "Empezar tu propio negocio.", fields: ["negocios"] },
    { text: "Negociar un acuerdo con otra empresa.", fields: ["negocios"] },
    { text: "Asesorar a una persona sobre sus derechos.", fields: ["derecho"] },
    { text: "Dirigir la cocina de un restaurante.", fields: ["cocina"], quick: true },
  ],
  C: [
    { text: "Llevar las cuentas de ingresos y gastos de un negocio.", fields: ["finanzas"], quick: true },
    { text: "Ordenar documentos en un archivo.", fields: ["oficina"] },
    { text: "Revisar que un informe no tenga errores.", fields: ["oficina"], quick: true },
    { text: "Registrar datos en una hoja de cálculo.", fields: ["oficina"], quick: true },
    { text: "Calcular los impuestos que debe pagar una empresa.", fields: ["finanzas"], quick: true },
    { text: "Controlar el inventario de un almacén.", fields: ["oficina"] },
    { text: "Seguir un procedimiento paso a paso.", fields: ["oficina"] },
    { text: "Traducir una carta del inglés al español.", fields: ["idiomas"], quick: true },
    { text: "Crear la base de datos de una tienda.", fields: ["tecnologia"] },
  ],
};

const order: RiasecType[] = ["R", "I", "A", "S", "E", "C"];
export const ITEMS_PER_TYPE = 9;

// Interleaved (R1, I1, A1, … R2, I2, …) so that a student never meets a block of one type.
const items = Array.from({ length: ITEMS_PER_TYPE }, (_, i) =>
  order.map((type) => ({
    id: `${type.toLowerCase()}${i + 1}`,
    text: raw[type][i].text,
    scale: type,
    key: 1 as const,
    quick: raw[type][i].quick === true,
    fields: raw[type][i].fields,
  })),
).flat();

export const interestScales = [
  {
    id: "R",
    name: "Realista",
    high: "Disfrutas trabajar con las manos, herramientas, máquinas, plantas o animales.",
    low: "Las tareas prácticas y manuales te atraen poco.",
  },
  {
    id: "I",
    name: "Investigador",
    high: "Te atrae entender cómo funcionan las cosas, investigar y resolver problemas con lógica.",
    low: "Investigar o analizar datos no es lo que más te motiva.",
  },
  {
    id: "A",
    name: "Artístico",
    high: "Te gusta crear, imaginar y expresarte con arte, música, palabras o diseño.",
    low: "Las actividades artísticas o de expresión te interesan poco.",
  },
  {
    id: "S",
    name: "Social",
    high: "Te motiva ayudar, enseñar, cuidar y trabajar con personas.",
    low: "Prefieres tareas en las que no tengas que atender a otras personas.",
  },
  {
    id: "E",
    name: "Emprendedor",
    high: "Te gusta liderar, convencer, vender y tomar decisiones.",
    low: "Dirigir o negociar no es lo que más disfrutas.",
  },
  {
    id: "C",
    name: "Convencional",
    high: "Te sientes bien con el orden, los datos, los procedimientos claros y la precisión.",
    low: "Las tareas de orden, registro y rutina te atraen poco.",
  },
] as const;

export const likeOptions = [
  { value: 1, label: "Me disgusta mucho" },
  { value: 2, label: "Me disgusta" },
  { value: 3, label: "Me da igual" },
  { value: 4, label: "Me gusta" },
  { value: 5, label: "Me gusta mucho" },
] as const;

export const interestsInstrument: LikertInstrument<RiasecType> = {
  id: "professional-interest",
  title: "Intereses profesionales",
  prompt: "¿Cuánto te gustaría hacer esto?",
  options: likeOptions,
  scales: interestScales,
  items,
  model: "Intereses RIASEC (John L. Holland)",
};

export const quickInterestItems = items.filter((item) => item.quick);

/**
 * Reverse-keyed check statements of the quick mode: each says the opposite of the first statement
 * of its type (r1, s1, e1, all among the quick 30), so liking both, or disliking both, contradicts.
 * The interests have no other reversed statement, so without these a student who agrees with
 * everything («Me gusta» and «Me gusta mucho» mixed) looked like a student who likes everything;
 * with them, the full test's rule (consistencyOf: three or more contradicting pairs, or one answer
 * throughout) reads the quick mode too. They are asked after the 30 among the adaptive ones
 * (adaptive.ts quickExtraItems) and are not scored: they check the answers, they do not move a type
 * or a field (a student who misreads a reversed statement keeps the profile of her other answers).
 */
export const interestCheckItems: LikertItem<RiasecType>[] = [
  { id: "rv1", scale: "R", key: -1, text: "Trabajar sin usar herramientas ni máquinas.", fields: [] },
  { id: "sv1", scale: "S", key: -1, text: "Trabajar solo, sin tener que atender a otras personas.", fields: [] },
  { id: "ev1", scale: "E", key: -1, text: "Seguir las indicaciones de otros, sin tener que dirigir a nadie.", fields: [] },
];

/** The interests with their check statements: what consistencyOf reads, and the ids a save accepts. */
export const interestsCheckedInstrument: LikertInstrument<RiasecType> = {
  ...interestsInstrument,
  items: [...interestsInstrument.items, ...interestCheckItems],
};

export const riasecNames: Record<RiasecType, string> = Object.fromEntries(interestScales.map((s) => [s.id, s.name])) as Record<
  RiasecType,
  string
>;

/**
 * A Holland code in words, so that no page shows bare letters: "SI" → "Social e Investigador";
 * tied types ("S/I") are said to be tied.
 */
export function describeCode(code: string | null | undefined): string | null {
  if (!code) return null;
  const groups = code.match(/[RIASEC](?:\/[RIASEC])*/g) ?? [];
  const names = groups.map((g) => {
    const parts = g.split("/").map((t) => riasecNames[t as RiasecType]);
    return parts.length > 1 ? `${joinEs(parts)} (empatados)` : parts[0];
  });
  return names.length ? joinEs(names) : null;
}

/** A Spanish list: «a», «a y b», «a, b y c» («e» before a word starting with the sound i). */
export function joinEs(list: string[]): string {
  if (list.length <= 1) return list[0] ?? "";
  const last = list[list.length - 1];
  const y = /^(i|hi)/i.test(last) && !/^(hie|hia)/i.test(last) ? "e" : "y";
  return `${list.slice(0, -1).join(", ")} ${y} ${last}`;
}
