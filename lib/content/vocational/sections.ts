import { MAX_QUICK_EXTRA } from "./adaptive";
import { intelligencesInstrument } from "./intelligences";
import { interestsInstrument, quickInterestItems } from "./interests";
import { personalityInstrument } from "./personality";
import { SECONDS_PER_ITEM } from "./scoring";
import { href } from "@/lib/config/route-paths";
/** The sections of a vocational process, with the spec's fixed keys. */
export const sectionKeys = [
  "career-world",
  "professional-interest",
  "personality",
  "vocation",
  "activities-of-interest",
  "multiple-intelligence",
  "professional-values",
  "unique-qualities",
  "abilities",
  "decision-time",
  "institution",
  "career-filter",
  "user-slug",
  "nps",
  "discard",
  "challenge-vocation",
  "evaluate",
  "your-future",
  "project-yourself",
  "bonus",
  "final",
] as const;
export type SectionKey = (typeof sectionKeys)[number];

export type SectionInfo = {
  key: SectionKey;
  title: string;
  description: string;
  /** Page under /orientacion-vocacional where it is answered; null when it lives on another page. */
  path: string | null;
  /** Shown on the map of sections, in this order, grouped by stage. */
  stage: "conocete" | "explora" | "decide" | null;
  /** Minutes it takes, shown on the map (computed from `seconds`, see below). */
  minutes?: number;
};

/**
 * How long each section takes, in seconds: the rated ones 8 s per item (SECONDS_PER_ITEM), the
 * others a fixed estimate. The map, the methodology page, the test pages and the README all read
 * their durations from here (durationSummary).
 */
export const sectionSeconds: Partial<Record<SectionKey, number>> = {
  "professional-interest": interestsInstrument.items.length * SECONDS_PER_ITEM,
  personality: personalityInstrument.items.length * SECONDS_PER_ITEM,
  "multiple-intelligence": intelligencesInstrument.items.length * SECONDS_PER_ITEM,
  "professional-values": 45,
  abilities: 30,
  "unique-qualities": 30,
  "activities-of-interest": 30,
  "career-world": 30,
  "career-filter": 45,
  discard: 60,
  evaluate: 45,
  institution: 60,
  vocation: 60,
  "challenge-vocation": 45,
  "your-future": 45,
  "project-yourself": 45,
  "decision-time": 30,
};
const mins = (key: SectionKey) => Math.round(((sectionSeconds[key] ?? 0) / 60) * 2) / 2;

export const sections: SectionInfo[] = [
  {
    key: "professional-interest",
    stage: "conocete",
    title: "Intereses profesionales",
    description: "Qué actividades te gustan (modelo RIASEC).",
    path: href("vocInterests"),
    minutes: mins("professional-interest"),
  },
  {
    key: "personality",
    stage: "conocete",
    title: "Personalidad",
    description: "Cómo eres: los cinco grandes rasgos.",
    path: href("vocPersonality"),
    minutes: mins("personality"),
  },
  {
    key: "multiple-intelligence",
    stage: "conocete",
    title: "Inteligencias múltiples",
    description: "En qué eres fuerte, según Gardner.",
    path: href("vocIntelligences"),
    minutes: mins("multiple-intelligence"),
  },
  {
    key: "professional-values",
    stage: "conocete",
    title: "Valores profesionales",
    description: "Elige y ordena lo que más esperas de tu trabajo.",
    path: href("vocValues"),
    minutes: mins("professional-values"),
  },
  {
    key: "abilities",
    stage: "conocete",
    title: "Habilidades fuertes",
    description: "Las cosas que haces bien.",
    path: href("vocAbilities"),
    minutes: mins("abilities"),
  },
  {
    key: "unique-qualities",
    stage: "conocete",
    title: "Cualidades únicas",
    description: "Lo que te hace especial.",
    path: href("vocUniqueQualities"),
    minutes: mins("unique-qualities"),
  },
  {
    key: "activities-of-interest",
    stage: "conocete",
    title: "Intereses y actividades",
    description: "Qué haces en tu tiempo libre.",
    path: href("vocActivities"),
    minutes: mins("activities-of-interest"),
  },
  {
    key: "career-world",
    stage: "explora",
    title: "Interés por áreas de carreras",
    description: "Marca las áreas que te llaman la atención.",
    path: href("vocCareerWorld"),
    minutes: mins("career-world"),
  },
  {
    key: "career-filter",
    stage: "explora",
    title: "Filtrar carreras",
    description: "Duración, tipo de institución, región y costo.",
    path: href("vocCareerFilter"),
    minutes: mins("career-filter"),
  },
  {
    key: "discard",
    stage: "explora",
    title: "Descartar carreras",
    description: "Quita las que no van contigo; entra la siguiente.",
    path: href("vocDiscard"),
    minutes: mins("discard"),
  },
  {
    key: "evaluate",
    stage: "explora",
    title: "Calificar carreras",
    description: "Puntúa tus carreras favoritas.",
    path: href("vocEvaluate"),
    minutes: mins("evaluate"),
  },
  {
    key: "institution",
    stage: "explora",
    title: "Dónde estudiar",
    description: "Elige universidades o institutos.",
    path: href("vocInstitution"),
    minutes: mins("institution"),
  },
  {
    key: "vocation",
    stage: "decide",
    title: "Enunciado de tu vocación",
    description: "Escribe en una frase lo que quieres hacer.",
    path: href("vocVocation"),
    minutes: mins("vocation"),
  },
  {
    key: "challenge-vocation",
    stage: "decide",
    title: "Reta tu vocación",
    description: "¿Qué podría hacerte cambiar de idea?",
    path: `${href("vocVocation")}#reto`,
    minutes: mins("challenge-vocation"),
  },
  {
    key: "your-future",
    stage: "decide",
    title: "Tu futuro",
    description: "Cómo te imaginas en diez años.",
    path: `${href("vocVocation")}#futuro`,
    minutes: mins("your-future"),
  },
  {
    key: "project-yourself",
    stage: "decide",
    title: "Proyéctate",
    description: "Tu primer paso concreto.",
    path: `${href("vocVocation")}#proyectate`,
    minutes: mins("project-yourself"),
  },
  {
    key: "decision-time",
    stage: "decide",
    title: "Momento de decidir",
    description: "Tu elección final y qué tan segura o seguro estás.",
    path: href("momentoDecidir"),
    minutes: mins("decision-time"),
  },
  {
    key: "user-slug",
    stage: null,
    title: "Tu enlace público",
    description: "El nombre del enlace para compartir tu resultado.",
    path: href("vocResult"),
    minutes: 0,
  },
  {
    key: "nps",
    stage: null,
    title: "Tu opinión",
    description: "¿Recomendarías Rumbo?",
    path: href("vocResult"),
    minutes: 0,
  },
  {
    key: "bonus",
    stage: null,
    title: "Premios",
    description: "Los premios que acumulas al completar secciones.",
    path: href("orientacionVocacional"),
  },
  {
    key: "final",
    stage: null,
    title: "Resultado final",
    description: "Tu resultado completo.",
    path: href("vocResult"),
  },
];

/**
 * The quick mode's two choice steps, asked after its statements: the same sections,
 * answer shapes and options as in the full test, so an API client that answers the full test can
 * answer the quick mode too. Optional: a student who skips them gets her result from the statements.
 */
export const quickChoiceSections = ["career-world", "activities-of-interest"] as const satisfies readonly SectionKey[];

/**
 * The quick mode at most, in seconds: its statements, every adaptive one and the three reversed
 * check statements (8 s each), then the two choice steps (their sectionSeconds).
 * 39 × 8 + 30 + 30 = 372 s ≈ 6,2 minutes.
 */
export const quickSeconds =
  (quickInterestItems.length + MAX_QUICK_EXTRA) * SECONDS_PER_ITEM + quickChoiceSections.reduce((s, k) => s + (sectionSeconds[k] ?? 0), 0);

/** Durations in minutes (rounded up), from sectionSeconds: what every page states. */
export function durationSummary() {
  const sum = (keys: SectionKey[]) => keys.reduce((s, k) => s + (sectionSeconds[k] ?? 0), 0);
  const byStage = (stage: SectionInfo["stage"]) => sections.filter((x) => x.stage === stage).map((x) => x.key);
  const conocete = sum(byStage("conocete"));
  const explora = sum(byStage("explora"));
  const decide = sum(byStage("decide"));
  const up = (sec: number) => Math.ceil(sec / 60);
  return {
    /** The quick mode at most (quickSeconds), rounded up; `quickMinutesExact` to one decimal. */
    quickMinutes: up(quickSeconds),
    quickMinutesExact: Math.round((quickSeconds / 60) * 10) / 10,
    quickMaxItems: quickInterestItems.length + MAX_QUICK_EXTRA,
    conoceteMinutes: up(conocete),
    exploraMinutes: up(explora),
    decideMinutes: up(decide),
    fullMinutes: up(conocete + explora + decide),
    quickItems: quickInterestItems.length,
    ratedItems: interestsInstrument.items.length + personalityInstrument.items.length + intelligencesInstrument.items.length,
  };
}

/** The sections a plan unlocks (the «Reto»): on the map, but never counted with the free ones. */
export const paidSectionKeys: readonly SectionKey[] = ["challenge-vocation"];

/**
 * The free sections of the map: the one count every page says («7 de 16 secciones»), the paid
 * «Reto» apart. The landing states the same number (lib/content/site/test-overview.ts).
 */
export const countedSections = sections.filter((s) => s.stage !== null && !paidSectionKeys.includes(s.key));

export const sectionByKey = Object.fromEntries(sections.map((s) => [s.key, s])) as Record<SectionKey, SectionInfo>;

/** Sections needed for a result (InfoIncompletaResultado lists the missing ones). */
export const requiredForResult: SectionKey[] = ["professional-interest"];
/** Sections that make the result richer; suggested but not required. */
export const recommendedForResult: SectionKey[] = ["personality", "multiple-intelligence", "professional-values"];

/** Prizes (bonus): earned by completing sections. */
export const prizes: { id: string; title: string; description: string; needs: SectionKey[] }[] = [
  {
    id: "explorer",
    title: "Exploradora o explorador",
    description: "Completaste tus intereses profesionales.",
    needs: ["professional-interest"],
  },
  {
    id: "self-knowledge",
    title: "Autoconocimiento",
    description: "Completaste personalidad e inteligencias múltiples.",
    needs: ["personality", "multiple-intelligence"],
  },
  { id: "compass", title: "Brújula de valores", description: "Completaste tus valores profesionales.", needs: ["professional-values"] },
  { id: "decided", title: "Decisión tomada", description: "Llegaste al momento de decidir.", needs: ["decision-time"] },
];
