import type { LikertInstrument } from "./types";

export const intelligenceIds = ["linguistic", "logical", "spatial", "bodily", "musical", "interpersonal", "intrapersonal", "naturalist"] as const;
export type IntelligenceId = (typeof intelligenceIds)[number];

/** Gardner's eight intelligences, as self-reported strengths (4 items each). */
export const intelligenceScales = [
  { id: "linguistic", name: "Lingüística", high: "Usas bien las palabras para leer, escribir y explicar.", low: "Te expresas mejor de otras formas que con palabras." },
  { id: "logical", name: "Lógico-matemática", high: "Razonas con números, patrones y lógica con facilidad.", low: "Los cálculos y la lógica formal no son tu fuerte por ahora." },
  { id: "spatial", name: "Espacial", high: "Imaginas formas, espacios y recorridos con claridad.", low: "Te apoyas menos en imágenes y planos para pensar." },
  { id: "bodily", name: "Corporal-cinestésica", high: "Aprendes haciendo y usas tu cuerpo y tus manos con habilidad.", low: "Prefieres aprender leyendo o escuchando antes que haciendo." },
  { id: "musical", name: "Musical", high: "Percibes ritmos, sonidos y melodías con facilidad.", low: "La música no es tu forma principal de aprender." },
  { id: "interpersonal", name: "Interpersonal", high: "Entiendes a las personas y trabajas bien con ellas.", low: "Trabajar con otras personas te demanda más energía." },
  { id: "intrapersonal", name: "Intrapersonal", high: "Te conoces bien y sabes lo que quieres.", low: "Aún estás descubriendo qué te motiva; es normal a tu edad." },
  { id: "naturalist", name: "Naturalista", high: "Observas y comprendes la naturaleza y los seres vivos.", low: "La naturaleza no es lo que más llama tu atención." },
] as const;

export const describesOptions = [
  { value: 1, label: "Nada como yo" },
  { value: 2, label: "Poco como yo" },
  { value: 3, label: "Algo como yo" },
  { value: 4, label: "Bastante como yo" },
  { value: 5, label: "Muy como yo" },
] as const;

const text: Record<IntelligenceId, string[]> = {
  linguistic: ["Me expreso bien por escrito.", "Disfruto leer libros.", "Aprendo palabras nuevas con facilidad.", "Me gusta explicar mis ideas en voz alta."],
  logical: ["Hago cálculos mentales con facilidad.", "Me gustan los acertijos de lógica.", "Encuentro patrones en los números.", "Entiendo rápido las gráficas y tablas."],
  spatial: ["Me ubico fácilmente en lugares nuevos.", "Puedo imaginar objetos en tres dimensiones.", "Recuerdo mejor con imágenes o esquemas.", "Me gusta dibujar mapas o planos."],
  bodily: ["Aprendo mejor haciendo que mirando.", "Tengo buena coordinación en deportes o baile.", "Soy hábil con las manos.", "Me gusta estar en movimiento."],
  musical: ["Noto cuando una nota está desafinada.", "Recuerdo melodías con facilidad.", "Llevo el ritmo sin esfuerzo.", "La música me ayuda a concentrarme."],
  interpersonal: ["Me doy cuenta de cómo se sienten los demás.", "Mis amistades me piden consejo.", "Trabajo bien en equipo.", "Ayudo a resolver peleas entre amigos."],
  intrapersonal: ["Conozco mis fortalezas y mis debilidades.", "Reflexiono sobre lo que siento.", "Me pongo metas personales y las cumplo.", "Sé qué cosas me motivan."],
  naturalist: ["Me fijo en plantas, animales o paisajes.", "Me gusta clasificar seres vivos u objetos.", "Me interesa cuidar el medio ambiente.", "Disfruto explorar la naturaleza."],
};

const items = Array.from({ length: 4 }, (_, i) =>
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
