import "server-only";
import {
  abilityOptions,
  activityOptions,
  careerAreas,
  intelligencesInstrument,
  interestScales,
  interestsInstrument,
  personalityInstrument,
  personalityScales,
  qualityOptions,
  quickInterestItems,
  sections,
  workValueScales,
  workValuesInstrument,
  workValueStatements,
  VALUES_TO_RANK,
  type LikertInstrument,
} from "@/lib/content/vocational";
import type { TestMode } from "@/lib/contracts/vocational";
import { notFound, unauthorized } from "../http/errors";

/** A rated instrument as the client needs it: no scoring keys (they stay on the server). */
function publicInstrument(instrument: LikertInstrument, items = instrument.items) {
  return {
    id: instrument.id,
    title: instrument.title,
    prompt: instrument.prompt,
    model: instrument.model,
    options: instrument.options,
    scales: instrument.scales.map(({ id, name }) => ({ id, name })),
    items: items.map(({ id, text }) => ({ id, text })),
  };
}

const aliases: Record<string, string> = {
  interests: "professional-interest",
  intereses: "professional-interest",
  intelligences: "multiple-intelligence",
  values: "professional-values",
};

/** Questions anyone may read (the embeddable widgets use them). */
const publicIds = new Set(["professional-interest", "personality"]);

/** `GET /api/vocational/questions/{id}` */
export function questionsFor(rawId: string, mode: TestMode | undefined, isLogged: boolean) {
  const id = aliases[rawId] ?? rawId;
  if (!publicIds.has(id) && !isLogged) throw unauthorized();
  switch (id) {
    case "professional-interest":
      return {
        ...publicInstrument(interestsInstrument, mode === "quick" ? quickInterestItems : interestsInstrument.items),
        mode: mode ?? "full",
      };
    case "personality":
      return publicInstrument(personalityInstrument);
    case "multiple-intelligence":
      return publicInstrument(intelligencesInstrument);
    case "professional-values":
      return {
        id,
        kind: "ranking" as const,
        pick: VALUES_TO_RANK,
        title: workValuesInstrument.title,
        prompt: workValuesInstrument.prompt,
        model: workValuesInstrument.model,
        options: workValueScales.map((s) => ({ id: s.id, label: s.name, statement: workValueStatements[s.id] })),
      };
    case "abilities":
      return { id, options: abilityOptions.map(({ id, label }) => ({ id, label })) };
    case "unique-qualities":
      return { id, options: qualityOptions.map(({ id, label }) => ({ id, label })) };
    case "activities-of-interest":
      return { id, options: activityOptions.map(({ id, label }) => ({ id, label })) };
    case "career-world":
      return { id, options: careerAreas };
    default:
      throw notFound("No hay preguntas para esa sección.");
  }
}

export const personalityQuestions = () => publicInstrument(personalityInstrument);

export const personalityAttributes = () => personalityScales.map((s) => ({ ...s }));

export function personalityAttribute(id: string) {
  const trait = personalityScales.find((s) => s.id.toLowerCase() === id.toLowerCase());
  if (!trait) throw notFound("Ese rasgo de personalidad no existe.");
  return { ...trait };
}

export const intelligences = () => ({
  ...publicInstrument(intelligencesInstrument),
  descriptions: intelligencesInstrument.scales.map((s) => ({ ...s })),
});

/** `GET /api/vocational/vocations-attributes`: what each interest type and work value means. */
export const vocationsAttributes = () => ({
  interests: interestScales.map((s) => ({ ...s })),
  values: workValueScales.map((s) => ({ ...s })),
  abilities: abilityOptions,
  qualities: qualityOptions,
  activities: activityOptions,
});

export const sectionCatalogue = () =>
  sections.map(({ key, title, description, path, stage, minutes }) => ({ key, title, description, path, stage, minutes: minutes ?? null }));
