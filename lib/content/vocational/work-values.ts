import type { LikertInstrument } from "./types";

export const workValueIds = ["helping", "income", "independence", "creativity", "stability", "prestige", "learning", "teamwork", "balance"] as const;
export type WorkValueId = (typeof workValueIds)[number];

export const workValueScales = [
  { id: "helping", name: "Ayudar a los demás", high: "Quieres que tu trabajo mejore la vida de otras personas.", low: "Ayudar directamente a otros no es tu prioridad." },
  { id: "income", name: "Buenos ingresos", high: "Ganar bien es muy importante para ti.", low: "El dinero pesa poco en tu elección." },
  { id: "independence", name: "Independencia", high: "Quieres decidir cómo y cuándo trabajar.", low: "Te sientes bien siguiendo indicaciones de otros." },
  { id: "creativity", name: "Creatividad", high: "Buscas un trabajo donde puedas crear e innovar.", low: "Prefieres tareas claras antes que inventar." },
  { id: "stability", name: "Estabilidad", high: "Quieres un trabajo seguro y predecible.", low: "Los cambios y el riesgo no te asustan." },
  { id: "prestige", name: "Prestigio", high: "Te importa que tu trabajo sea reconocido y respetado.", low: "El reconocimiento social pesa poco para ti." },
  { id: "learning", name: "Aprender siempre", high: "Quieres seguir aprendiendo toda la vida.", low: "Prefieres dominar algo y no cambiar mucho." },
  { id: "teamwork", name: "Trabajo en equipo", high: "Disfrutas lograr metas junto a otras personas.", low: "Trabajas mejor por tu cuenta." },
  { id: "balance", name: "Tiempo para tu vida personal", high: "Quieres equilibrio entre trabajo, familia y descanso.", low: "Estás dispuesta o dispuesto a dedicar mucho tiempo al trabajo." },
] as const;

export const importanceOptions = [
  { value: 1, label: "Nada importante" },
  { value: 2, label: "Poco importante" },
  { value: 3, label: "Importante" },
  { value: 4, label: "Muy importante" },
  { value: 5, label: "Imprescindible" },
] as const;

const statements: Record<WorkValueId, string> = {
  helping: "Que mi trabajo ayude a otras personas.",
  income: "Ganar un buen sueldo.",
  independence: "Tomar mis propias decisiones en el trabajo.",
  creativity: "Crear cosas nuevas o proponer ideas.",
  stability: "Tener un trabajo seguro y estable.",
  prestige: "Que mi profesión sea reconocida.",
  learning: "Aprender cosas nuevas todo el tiempo.",
  teamwork: "Trabajar en equipo con otras personas.",
  balance: "Tener tiempo para mi familia y mis pasatiempos.",
};

export const workValuesInstrument: LikertInstrument<WorkValueId> = {
  id: "professional-values",
  title: "Valores profesionales",
  prompt: "En tu futuro trabajo, ¿qué tan importante es esto?",
  options: importanceOptions,
  scales: workValueScales,
  items: workValueIds.map((id) => ({ id, text: statements[id], scale: id, key: 1 as const })),
  model: "Valores del trabajo (como en O*NET Work Values y Super)",
};
