import "server-only";
import {
  interestsCheckedInstrument,
  personalityInstrument,
  quickChoiceSections,
  quickChoiceSteps,
  sectionByKey,
  type Consistency,
  type LikertInstrument,
  type SectionKey,
} from "@/lib/content/vocational";
import type { ResultDto, SectionState } from "@/lib/contracts/vocational";
import { CARELESS_CAP } from "./ranking";

/*
 * What the result says first when her answers cannot be read as they stand: the same rule for both
 * modes (scoring.ts consistencyOf: three or more pairs of opposite statements answered alike, or one
 * answer throughout), read on the personality (full test) and on the interests with their reversed
 * check statements (both modes; the quick mode asks the checks). The notice names the statements
 * that contradicted and sends her back to answer them again.
 */

/** At most this many contradicting pairs are quoted in the message (all are in `pairs`). */
const QUOTED_PAIRS = 3;

const statement = (instrument: LikertInstrument, id: string) =>
  (instrument.items.find((i) => i.id === id)?.text ?? id).replace(/[.\s]+$/, "");

const pairTexts = (instrument: LikertInstrument, pairs: [string, string][]) =>
  pairs.map(([a, b]) => ({ first: statement(instrument, a), second: statement(instrument, b) }));

const quoted = (pairs: { first: string; second: string }[]) =>
  pairs
    .slice(0, QUOTED_PAIRS)
    .map((p) => `«${p.first}» y «${p.second}»`)
    .join("; ");

/** The notice of the result (null when her answers read as careful). */
export function qualityNotice(personality: Consistency, interests: Consistency): ResultDto["consistency"] {
  if (personality.ok && interests.ok) return null;
  if (!interests.ok) {
    const pairs = pairTexts(interestsCheckedInstrument, interests.pairs);
    const more = pairs.length > QUOTED_PAIRS ? ` (y ${pairs.length - QUOTED_PAIRS} pares más)` : "";
    const message = !pairs.length
      ? "Diste la misma respuesta a casi todas las actividades de intereses. Si fue sin querer, revísalas: tu resultado será más útil."
      : `${
          interests.straightLined
            ? "Diste la misma respuesta a casi todas las actividades de intereses, también a las que dicen lo contrario"
            : "Respondiste lo mismo a actividades que dicen lo contrario"
        }: ${quoted(pairs)}${more}. Así no sabemos qué te gusta de verdad. Vuelve a responder tus intereses leyendo cada frase: tu resultado será más útil.`;
    return {
      message,
      reviewPath: sectionByKey["professional-interest"].path,
      items: interests.pairs.flat(),
      pairs,
      affinityCap: CARELESS_CAP,
    };
  }
  const pairs = pairTexts(personalityInstrument, personality.pairs);
  return {
    message: personality.contradictions
      ? `En ${personality.contradictions} pares de frases de personalidad que dicen lo contrario, respondiste lo mismo en ambas (${quoted(pairs)}${
          pairs.length > QUOTED_PAIRS ? ", entre otros" : ""
        }). Puede pasar al responder rápido; si quieres, revísalas.`
      : "Diste la misma respuesta a casi todas las frases de personalidad. Si fue sin querer, revísalas: tu resultado será más útil.",
    reviewPath: sectionByKey.personality.path,
    items: personality.pairs.flat(),
    pairs,
    affinityCap: CARELESS_CAP,
  };
}

/**
 * The quick mode's choice steps she skipped, each with the address that opens that step again
 * (the interests page with its `paso`). Empty in the full test (its sections are listed under
 * «Tu resultado puede ser más preciso») and until the statements give a result.
 */
export function skippedSteps(mode: SectionState["mode"], sections: Record<SectionKey, SectionState>): ResultDto["skipped"] {
  if (mode !== "quick") return [];
  const interests = sectionByKey["professional-interest"].path;
  return quickChoiceSections
    .filter((k) => sections[k].status !== "completed")
    .map((key) => ({
      key,
      title: quickChoiceSteps[key].title,
      path: `${interests}?paso=${quickChoiceSteps[key].param}`,
      message: `Saltaste «${quickChoiceSteps[key].title}»: tu lista usa menos información.`,
    }));
}
