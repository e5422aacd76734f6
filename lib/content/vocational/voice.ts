import type { ScaleResult } from "@/lib/contracts/vocational";
import { intelligencesInstrument } from "./intelligences";
import { interestsInstrument } from "./interests";
import { personalityInstrument } from "./personality";
import { workValueScales } from "./work-values";

/**
 * Who reads a result: the student herself («Tus tipos de interés…», «Eres ordenada u ordenado…»)
 * or someone else — her parent, her counsellor, whoever opens her public link — who reads it in
 * the third person («Sus tipos de interés…», «Es ordenada u ordenado…»).
 */
export type Reader = "student" | "other";

export type ProfileInstrument = "interests" | "personality" | "intelligences" | "values";

type Texts = { high: string; low: string };

/** Each scale's meaning in the third person; the student's own words are in the instrument's file. */
export const thirdPersonTexts: Record<ProfileInstrument, Record<string, Texts>> = {
  interests: {
    R: {
      high: "Disfruta trabajar con las manos, herramientas, máquinas, plantas o animales.",
      low: "Las tareas prácticas y manuales le atraen poco.",
    },
    I: {
      high: "Le atrae entender cómo funcionan las cosas, investigar y resolver problemas con lógica.",
      low: "Investigar o analizar datos no es lo que más le motiva.",
    },
    A: {
      high: "Le gusta crear, imaginar y expresarse con arte, música, palabras o diseño.",
      low: "Las actividades artísticas o de expresión le interesan poco.",
    },
    S: {
      high: "Le motiva ayudar, enseñar, cuidar y trabajar con personas.",
      low: "Prefiere tareas en las que no tenga que atender a otras personas.",
    },
    E: { high: "Le gusta liderar, convencer, vender y tomar decisiones.", low: "Dirigir o negociar no es lo que más disfruta." },
    C: {
      high: "Se siente bien con el orden, los datos, los procedimientos claros y la precisión.",
      low: "Las tareas de orden, registro y rutina le atraen poco.",
    },
  },
  personality: {
    O: {
      high: "Es curiosa o curioso, le gustan las ideas nuevas, el arte y pensar distinto.",
      low: "Prefiere lo conocido y lo práctico; se siente bien con rutinas claras.",
    },
    C: {
      high: "Es ordenada u ordenado, planifica y cumple lo que se propone.",
      low: "Es flexible y espontánea o espontáneo; organizarse le cuesta un poco más.",
    },
    E: {
      high: "Se recarga de energía con otras personas y le gusta participar.",
      low: "Disfruta la calma y los grupos pequeños; piensa antes de hablar.",
    },
    A: {
      high: "Es empática o empático, coopera y confía en los demás.",
      low: "Es directa o directo y defiende su punto de vista, aunque incomode.",
    },
    N: {
      high: "Mantiene la calma bajo presión y se recupera rápido de los problemas.",
      low: "Siente las emociones con intensidad; el estrés le afecta más.",
    },
  },
  intelligences: {
    linguistic: {
      high: "Usa bien las palabras para leer, escribir y explicar.",
      low: "Se expresa mejor de otras formas que con palabras.",
    },
    logical: {
      high: "Razona con números, patrones y lógica con facilidad.",
      low: "Los cálculos y la lógica formal no son su fuerte por ahora.",
    },
    spatial: { high: "Imagina formas, espacios y recorridos con claridad.", low: "Se apoya menos en imágenes y planos para pensar." },
    bodily: {
      high: "Aprende haciendo y usa su cuerpo y sus manos con habilidad.",
      low: "Prefiere aprender leyendo o escuchando antes que haciendo.",
    },
    musical: { high: "Percibe ritmos, sonidos y melodías con facilidad.", low: "La música no es su forma principal de aprender." },
    interpersonal: {
      high: "Entiende a las personas y trabaja bien con ellas.",
      low: "Trabajar con otras personas le demanda más energía.",
    },
    intrapersonal: { high: "Se conoce bien y sabe lo que quiere.", low: "Aún está descubriendo qué le motiva; es normal a su edad." },
    naturalist: { high: "Observa y comprende la naturaleza y los seres vivos.", low: "La naturaleza no es lo que más llama su atención." },
  },
  values: {
    helping: { high: "Quiere que su trabajo mejore la vida de otras personas.", low: "Ayudar directamente a otros no es su prioridad." },
    income: { high: "Ganar bien es muy importante para ella o él.", low: "El dinero pesa poco en su elección." },
    independence: { high: "Quiere decidir cómo y cuándo trabajar.", low: "Se siente bien siguiendo indicaciones de otros." },
    creativity: { high: "Busca un trabajo donde pueda crear e innovar.", low: "Prefiere tareas claras antes que inventar." },
    stability: { high: "Quiere un trabajo seguro y predecible.", low: "Los cambios y el riesgo no le asustan." },
    prestige: { high: "Le importa que su trabajo sea reconocido y respetado.", low: "El reconocimiento social pesa poco para ella o él." },
    learning: { high: "Quiere seguir aprendiendo toda la vida.", low: "Prefiere dominar algo y no cambiar mucho." },
    teamwork: { high: "Disfruta lograr metas junto a otras personas.", low: "Trabaja mejor por su cuenta." },
    achievement: {
      high: "Quiere ver con sus ojos lo que logró: algo construido, reparado o cosechado.",
      low: "Los resultados tangibles pesan poco para ella o él.",
    },
  },
};

const studentTexts: Record<ProfileInstrument, readonly { id: string; high: string; low: string }[]> = {
  interests: interestsInstrument.scales,
  personality: personalityInstrument.scales,
  intelligences: intelligencesInstrument.scales,
  values: workValueScales,
};

const lower = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

/** The texts of one scale for a reader. */
function textsOf(instrument: ProfileInstrument, scaleId: string, reader: Reader): Texts | null {
  if (reader === "other") return thirdPersonTexts[instrument][scaleId] ?? null;
  return studentTexts[instrument].find((s) => s.id === scaleId) ?? null;
}

/** A rated scale's meaning: high from 60, low up to 40, the middle said as such. */
export function likertMeaning(texts: Texts, percent: number): string {
  return percent >= 60 ? texts.high : percent <= 40 ? texts.low : `Punto medio: a veces ${lower(texts.high)}`;
}

/** A ranked work value's meaning («Tu prioridad n.º 1: …» / «Su prioridad n.º 1: …»). */
export function rankedValueMeaning(texts: Texts, rank: number, reader: Reader = "student"): string {
  return `${reader === "other" ? "Su" : "Tu"} prioridad n.º ${rank}: ${lower(texts.high)}`;
}

/**
 * The scales of a profile as `reader` reads them: the student's own result as it is; for anyone
 * else each meaning is said again in the third person (a ranked value keeps its rank).
 */
export function scalesFor(instrument: ProfileInstrument, scales: ScaleResult[], reader: Reader): ScaleResult[] {
  if (reader === "student") return scales;
  return scales.map((s, i) => {
    const own = textsOf(instrument, s.id, "student");
    const theirs = textsOf(instrument, s.id, "other");
    if (!own || !theirs) return s;
    const ranked = instrument === "values" && s.meaning === rankedValueMeaning(own, i + 1);
    return { ...s, meaning: ranked ? rankedValueMeaning(theirs, i + 1, "other") : likertMeaning(theirs, s.percent) };
  });
}
