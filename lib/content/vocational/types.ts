/** The RIASEC (Holland) interest types. */
export const riasecTypes = ["R", "I", "A", "S", "E", "C"] as const;
export type RiasecType = (typeof riasecTypes)[number];
export type RiasecProfile = Record<RiasecType, number>;

/** One statement of a rated instrument. `key: -1` marks a reverse-keyed item. */
export type LikertItem<S extends string = string> = {
  id: string;
  text: string;
  scale: S;
  key: 1 | -1;
  /** Part of the 30-item quick mode (interests only). */
  quick?: boolean;
  /** Content fields the item is about (interests only; see fields.ts). */
  fields?: readonly string[];
};

export type LikertOption = { value: 1 | 2 | 3 | 4 | 5; label: string };

export type ScaleInfo = {
  id: string;
  name: string;
  /** What a high score means, in plain words for a 16-year-old. */
  high: string;
  /** What a low score means. */
  low: string;
};

export type LikertInstrument<S extends string = string> = {
  id: string;
  title: string;
  prompt: string;
  options: readonly LikertOption[];
  scales: readonly (ScaleInfo & { id: S })[];
  items: readonly LikertItem<S>[];
  model: string;
};

export type ChoiceOption = { id: string; label: string; hint?: string };
