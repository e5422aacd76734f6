import type { LikertInstrument } from "./types";

export const intelligenceIds = [
  "linguistic",
  "logical",
  "spatial",
  "bodily",
  "musical",
  "interpersonal",
  "intrapersonal",
  "naturalist",
] as const;
export type IntelligenceId = (typeof intelligenceIds)[number];

/** Gardner's eight intelligences, as self-reported strengths (3 items each). */
export const intelligenceScales = [
  {
    id: "linguistic",
    name: "Lingüística",
    high: "Usas bien las palabras para leer, escribir y explicar.",
    low: "Te expresas mejor de otras formas que con palabras.",
  },
  {
    id: "logical",
    name: "Lógico-matemática",
    high: "Razonas con números, patrones y lógica con facilidad.",
    low: "Los cálculos y la lógica formal no son tu fuerte por ahora.",
  },
  {
    id: "spatial",
    name: "Espacial",
    high: "Imaginas formas, espacios y recorridos con claridad.",
    low: "Te apoyas menos en imágenes y planos para pensar.",
  },
  {
    id: "bodily",
    name: "Corporal-cinestésica",
    high: "Aprendes haciendo y usas tu cuerpo y tus manos con habilidad.",
    low: "Prefieres aprender leyendo o escuchando antes que haciendo.",
  },
  {
    id: "musical",
    name: "Musical",
    high: "Percibes ritmos, sonidos y melodías con facilidad.",
    low: "La música no es tu forma principal de aprender.",
  },
  {
    id: "interpersonal",
    name: "Interpersonal",
    high: "Entiendes a las personas y trabajas bien con ellas.",
    low: "Trabajar con otras personas te demanda más energía.",
  },
  {
    id: "intrapersonal",
    name: "Intrapersonal",
    high: "Te conoces bien y sabes lo que quieres.",
    low: "Aún estás descubriendo qué te motiva; es normal a tu edad.",
  },
  {
    id: "naturalist",
    name: "Naturalista",
    high: "Observas y comprendes la naturaleza y los seres vivos.",
    low: "La naturaleza no es lo que más llama tu atención.",
  },
] as const;

export const describesOptions = [
  { value: 1, label: "No se parece a mí" },
  { value: 2, label: "Se parece un poco" },
  { value: 3, label: "Se parece en parte" },
  { value: 4, label: "Se parece bastante" },
  { value: 5, label: "Se parece mucho a mí" },
] as const;

export const ITEMS_PER_INTELLIGENCE = 3;

/** Self-reported abilities, one per statement (no learning styles or preferences). */
const text: Record<IntelligenceId, string[]> = {
  linguistic: ["Me expreso bien por escrito.", "Aprendo palabras nuevas con facilidad.", "Explico mis ideas con claridad en voz alta."],
  logical: ["Hago cálculos mentales con facilidad.", "Resuelvo acertijos de lógica.", "Entiendo rápido las gráficas y tablas."],
  spatial: [
    "Me ubico fácilmente en lugares nuevos.",
    "Puedo imaginar un objeto en tres dimensiones.",
    "Dibujo planos o mapas con facilidad.",
  ],
  bodily: [
    "Tengo buena coordinación al moverme.",
    "Soy hábil con las manos.",
    "Aprendo rápido un movimiento nuevo, como un paso de baile o una jugada.",
  ],
  musical: ["Noto cuando una nota está desafinada.", "Recuerdo melodías con facilidad.", "Llevo el ritmo sin esfuerzo."],
  interpersonal: [
    "Me doy cuenta de cómo se sienten los demás.",
    "Mis amistades me piden consejo.",
    "Ayudo a resolver peleas entre amigos.",
  ],
  intrapersonal: ["Conozco mis fortalezas y mis debilidades.", "Reflexiono sobre lo que siento.", "Sé qué cosas me motivan."],
  naturalist: [
    "Reconozco plantas o animales por su nombre.",
    "Noto los cambios del clima o del paisaje.",
    "Clasifico seres vivos u objetos por sus características.",
  ],
};

const items = Array.from({ length: ITEMS_PER_INTELLIGENCE }, (_, i) =>
  intelligenceIds.map((scale) => ({ id: `${scale}${i + 1}`, text: text[scale][i], scale, key: 1 as const })),
).flat();

export const intelligencesInstrument: LikertInstrument<IntelligenceId> = {
  id: "multiple-intelligence",
  title: "Inteligencias múltiples",
  prompt: "¿Qué tanto se parece esto a ti?",
  options: describesOptions,
  scales: intelligenceScales,
  items,
  model: "Inteligencias múltiples (Howard Gardner)",
};
