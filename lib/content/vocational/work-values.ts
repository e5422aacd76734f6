import type { LikertInstrument } from "./types";

/**
 * Work values (as in O*NET Work Values and Super). Asked as a ranking: the student chooses and
 * orders the 3 that matter most, so that answers do not pile up at «muy importante».
 */
export const workValueIds = [
  "helping",
  "income",
  "independence",
  "creativity",
  "stability",
  "prestige",
  "learning",
  "teamwork",
  "achievement",
] as const;
export type WorkValueId = (typeof workValueIds)[number];
export const VALUES_TO_RANK = 3;

export const workValueScales = [
  {
    id: "helping",
    name: "Ayudar a los demás",
    high: "Quieres que tu trabajo mejore la vida de otras personas.",
    low: "Ayudar directamente a otros no es tu prioridad.",
  },
  { id: "income", name: "Buenos ingresos", high: "Ganar bien es muy importante para ti.", low: "El dinero pesa poco en tu elección." },
  {
    id: "independence",
    name: "Independencia",
    high: "Quieres decidir cómo y cuándo trabajar.",
    low: "Te sientes bien siguiendo indicaciones de otros.",
  },
  {
    id: "creativity",
    name: "Creatividad",
    high: "Buscas un trabajo donde puedas crear e innovar.",
    low: "Prefieres tareas claras antes que inventar.",
  },
  { id: "stability", name: "Estabilidad", high: "Quieres un trabajo seguro y predecible.", low: "Los cambios y el riesgo no te asustan." },
  {
    id: "prestige",
    name: "Reconocimiento",
    high: "Te importa que tu trabajo sea reconocido y respetado.",
    low: "El reconocimiento social pesa poco para ti.",
  },
  {
    id: "learning",
    name: "Aprender siempre",
    high: "Quieres seguir aprendiendo toda la vida.",
    low: "Prefieres dominar algo y no cambiar mucho.",
  },
  {
    id: "teamwork",
    name: "Trabajo en equipo",
    high: "Disfrutas lograr metas junto a otras personas.",
    low: "Trabajas mejor por tu cuenta.",
  },
  {
    id: "achievement",
    name: "Resultados concretos",
    high: "Quieres ver con tus ojos lo que lograste: algo construido, reparado o cosechado.",
    low: "Los resultados tangibles pesan poco para ti.",
  },
] as const;

/** What each value means, as the student reads it when choosing. */
export const workValueStatements: Record<WorkValueId, string> = {
  helping: "Que mi trabajo ayude a otras personas.",
  income: "Ganar un buen sueldo.",
  independence: "Tomar mis propias decisiones en el trabajo.",
  creativity: "Crear cosas nuevas o proponer ideas.",
  stability: "Tener un trabajo seguro y estable.",
  prestige: "Que mi profesión sea reconocida.",
  learning: "Aprender cosas nuevas todo el tiempo.",
  teamwork: "Trabajar en equipo con otras personas.",
  achievement: "Ver resultados concretos de mi trabajo.",
};

/** A ranked value's score on 0–100: 1st 100, 2nd 85, 3rd 70, not chosen 30. */
export const rankScores = [100, 85, 70] as const;
export const UNRANKED_SCORE = 30;

export function valueScores(ranking: readonly string[]): Record<WorkValueId, number> {
  return Object.fromEntries(
    workValueIds.map((id) => {
      const i = ranking.indexOf(id);
      return [id, i >= 0 && i < rankScores.length ? rankScores[i] : UNRANKED_SCORE];
    }),
  ) as Record<WorkValueId, number>;
}

/** Kept for answers saved before the ranking (rated 1–5); the ranking replaces it. */
export const workValuesInstrument: LikertInstrument<WorkValueId> = {
  id: "professional-values",
  title: "Valores profesionales",
  prompt: "Elige y ordena los 3 que más te importan en tu futuro trabajo.",
  options: [
    { value: 1, label: "Nada importante" },
    { value: 2, label: "Poco importante" },
    { value: 3, label: "Algo importante" },
    { value: 4, label: "Muy importante" },
    { value: 5, label: "Imprescindible" },
  ],
  scales: workValueScales,
  items: workValueIds.map((id) => ({ id, text: workValueStatements[id], scale: id, key: 1 as const })),
  model: "Valores del trabajo (como en O*NET Work Values y Super), por orden de preferencia",
};
