import type { LikertInstrument } from "./types";

export const personalityTraits = ["O", "C", "E", "A", "N"] as const;
export type PersonalityTrait = (typeof personalityTraits)[number];

/**
 * Big Five personality, after the public-domain IPIP constructs, in the product's own words.
 * "N" is scored as emotional stability (high = calm), so that every high score reads positively.
 */
export const personalityScales = [
  {
    id: "O",
    name: "Apertura",
    high: "Eres curiosa o curioso, te gustan las ideas nuevas, el arte y pensar distinto.",
    low: "Prefieres lo conocido y lo práctico; te sientes bien con rutinas claras.",
  },
  {
    id: "C",
    name: "Responsabilidad",
    high: "Eres ordenada u ordenado, planificas y cumples lo que te propones.",
    low: "Eres flexible y espontánea o espontáneo; organizarte te cuesta un poco más.",
  },
  {
    id: "E",
    name: "Extraversión",
    high: "Te recargas de energía con otras personas y te gusta participar.",
    low: "Disfrutas la calma y los grupos pequeños; piensas antes de hablar.",
  },
  {
    id: "A",
    name: "Amabilidad",
    high: "Eres empática o empático, cooperas y confías en los demás.",
    low: "Eres directa o directo y defiendes tu punto de vista, aunque incomode.",
  },
  {
    id: "N",
    name: "Estabilidad emocional",
    high: "Mantienes la calma bajo presión y te recuperas rápido de los problemas.",
    low: "Sientes las emociones con intensidad; el estrés te afecta más.",
  },
] as const;

export const agreeOptions = [
  { value: 1, label: "Nada de acuerdo" },
  { value: 2, label: "Poco de acuerdo" },
  { value: 3, label: "Ni de acuerdo ni en desacuerdo" },
  { value: 4, label: "De acuerdo" },
  { value: 5, label: "Muy de acuerdo" },
] as const;

const items: LikertInstrument<PersonalityTrait>["items"] = [
  { id: "o1", scale: "O", key: 1, text: "Tengo mucha imaginación." },
  { id: "c1", scale: "C", key: 1, text: "Termino mis tareas a tiempo." },
  { id: "e1", scale: "E", key: 1, text: "Me resulta fácil conocer gente nueva." },
  { id: "a1", scale: "A", key: 1, text: "Me preocupo por cómo se sienten los demás." },
  { id: "n1", scale: "N", key: 1, text: "Mantengo la calma cuando hay presión." },
  { id: "o2", scale: "O", key: 1, text: "Me gusta probar ideas nuevas." },
  { id: "c2", scale: "C", key: -1, text: "Dejo mis cosas desordenadas." },
  { id: "e2", scale: "E", key: -1, text: "Prefiero no llamar la atención." },
  { id: "a2", scale: "A", key: -1, text: "Me cuesta ponerme en el lugar de otros." },
  { id: "n2", scale: "N", key: -1, text: "Me preocupo por muchas cosas." },
  { id: "o3", scale: "O", key: 1, text: "Disfruto pensando en temas profundos." },
  { id: "c3", scale: "C", key: 1, text: "Planifico lo que voy a hacer." },
  { id: "e3", scale: "E", key: 1, text: "Disfruto ser parte de grupos grandes." },
  { id: "a3", scale: "A", key: 1, text: "Prefiero cooperar antes que competir." },
  { id: "n3", scale: "N", key: -1, text: "Me estreso con facilidad." },
  { id: "o4", scale: "O", key: -1, text: "Me aburren las conversaciones sobre arte o ideas." },
  { id: "c4", scale: "C", key: -1, text: "Suelo dejar mis obligaciones para después." },
  { id: "e4", scale: "E", key: -1, text: "Hablo poco con personas que no conozco." },
  { id: "a4", scale: "A", key: 1, text: "Confío en las buenas intenciones de la gente." },
  { id: "n4", scale: "N", key: 1, text: "Me recupero rápido cuando algo sale mal." },
  { id: "o5", scale: "O", key: -1, text: "Prefiero hacer las cosas siempre de la misma manera." },
  { id: "c5", scale: "C", key: 1, text: "Presto atención a los detalles." },
  { id: "e5", scale: "E", key: 1, text: "Hablo con mucha energía." },
  { id: "a5", scale: "A", key: -1, text: "Me interesan poco los problemas de los demás." },
  { id: "n5", scale: "N", key: -1, text: "Mi ánimo cambia con frecuencia." },
];

export const personalityInstrument: LikertInstrument<PersonalityTrait> = {
  id: "personality",
  title: "Personalidad",
  prompt: "¿Qué tanto te describe esta frase?",
  options: agreeOptions,
  scales: personalityScales,
  items,
  model: "Cinco grandes factores de personalidad (constructos del IPIP, dominio público)",
};
