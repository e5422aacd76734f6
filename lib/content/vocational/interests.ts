import type { FieldId } from "./fields";
import type { LikertInstrument, RiasecType } from "./types";

/**
 * RIASEC interests (Holland). Product's own items, one activity each (no "X or Y"), 7 per type,
 * each tagged with the one content field it is about (fields.ts): coaching schoolchildren is
 * sport (only Educación Física lists sport, and coaching is its job); caring for a sick person
 * is health; running a hotel is tourism. The 30-item quick mode takes 5 per
 * type chosen for coverage: every type and its main fields (mechanics, electricity, building,
 * farming, cooking; lab science, health, technology, maths, environment; visual arts, design,
 * music, theatre, writing; care, teaching, sport, tourism; business, sales, law, debate, hotels;
 * accounts, records, checking, data, taxes).
 */
type RawItem = { text: string; fields: FieldId[]; quick?: true };
const raw: Record<RiasecType, RawItem[]> = {
  R: [
    { text: "Reparar el motor de una moto.", fields: ["mecanica"], quick: true },
    { text: "Hacer la instalación eléctrica de una casa.", fields: ["electricidad"], quick: true },
    { text: "Construir una pared en una obra.", fields: ["construccion"], quick: true },
    { text: "Cultivar hortalizas en un huerto.", fields: ["agro"], quick: true },
    { text: "Cocinar los platos de un restaurante.", fields: ["cocina"], quick: true },
    { text: "Criar animales en una granja.", fields: ["animales"] },
    { text: "Entrenar todos los días para una competencia deportiva.", fields: ["deporte"] },
  ],
  I: [
    { text: "Hacer experimentos en un laboratorio de química.", fields: ["ciencia"], quick: true },
    { text: "Averiguar cómo funciona el cuerpo humano.", fields: ["salud"], quick: true },
    { text: "Programar una aplicación para el celular.", fields: ["tecnologia"], quick: true },
    { text: "Aprender temas nuevos de matemática.", fields: ["matematica"], quick: true },
    { text: "Investigar cómo limpiar un río contaminado.", fields: ["ambiente"], quick: true },
    { text: "Observar células en un microscopio.", fields: ["ciencia"] },
    { text: "Analizar datos para descubrir la causa de un problema.", fields: ["matematica"] },
  ],
  A: [
    { text: "Pintar un cuadro.", fields: ["arte-visual"], quick: true },
    { text: "Diseñar el logo de una marca.", fields: ["arte-visual"], quick: true },
    { text: "Tocar un instrumento musical.", fields: ["musica"], quick: true },
    { text: "Actuar en una obra de teatro.", fields: ["escenicas"], quick: true },
    { text: "Escribir un cuento.", fields: ["escritura"], quick: true },
    { text: "Bailar en una presentación de danza.", fields: ["escenicas"] },
    { text: "Tomar fotografías artísticas.", fields: ["arte-visual"] },
  ],
  S: [
    { text: "Cuidar a una persona enferma.", fields: ["salud"], quick: true },
    { text: "Enseñar a leer a niñas y niños.", fields: ["ensenanza"], quick: true },
    { text: "Escuchar a alguien que está pasando un mal momento.", fields: ["cuidado"], quick: true },
    { text: "Entrenar a un equipo deportivo de escolares.", fields: ["deporte"], quick: true },
    { text: "Mostrar tu ciudad a turistas de otros países.", fields: ["idiomas-turismo"], quick: true },
    { text: "Participar en un voluntariado de tu comunidad.", fields: ["cuidado"] },
    { text: "Explicar un tema a compañeros que no lo entienden.", fields: ["ensenanza"] },
  ],
  E: [
    { text: "Dirigir un equipo para lograr una meta.", fields: ["negocios"], quick: true },
    { text: "Vender un producto.", fields: ["negocios"], quick: true },
    { text: "Defender a una persona en un juicio.", fields: ["derecho"], quick: true },
    { text: "Convencer a otros en un debate.", fields: ["debate"], quick: true },
    { text: "Administrar un hotel.", fields: ["idiomas-turismo"], quick: true },
    { text: "Empezar tu propio negocio.", fields: ["negocios"] },
    { text: "Negociar un acuerdo con otra empresa.", fields: ["negocios"] },
  ],
  C: [
    { text: "Llevar las cuentas de ingresos y gastos de un negocio.", fields: ["finanzas"], quick: true },
    { text: "Ordenar documentos en un archivo.", fields: ["oficina"], quick: true },
    { text: "Revisar que un informe no tenga errores.", fields: ["oficina"], quick: true },
    { text: "Registrar datos en una hoja de cálculo.", fields: ["oficina"], quick: true },
    { text: "Calcular los impuestos que debe pagar una empresa.", fields: ["finanzas"], quick: true },
    { text: "Controlar el inventario de un almacén.", fields: ["oficina"] },
    { text: "Seguir un procedimiento paso a paso.", fields: ["oficina"] },
  ],
};

const order: RiasecType[] = ["R", "I", "A", "S", "E", "C"];
export const ITEMS_PER_TYPE = 7;

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
