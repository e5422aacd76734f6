/**
 * Held-out benchmark of the guidance (brief "guidance v3 goals"): a second student
 * generator that the ranking was NOT tuned on, to catch overfitting to bench/recovery.ts.
 *
 * FROZEN on 2026-11-26 before any tuning of the ranking, the evidence table or the items: do not
 * change this generator to make a figure better (change it only if it is wrong, and say so with the
 * figures before and after).
 *
 * Each simulated student is described the way a counsellor would describe her, not by the
 * career's O*NET profile:
 *   - a dominant Holland pair (the first two letters of the career's code; a one-letter code takes
 *     the next highest O*NET type), at «me gusta» level, the other four types at a random level
 *     between «me disgusta» and «me da igual»;
 *   - a few liked fields from the career's evidence row (always its first field, each other field
 *     of the row with probability ½), at «me gusta mucho»;
 *   - two random other mild interests (fields outside the row, between «me da igual» and «me gusta»)
 *     and one random dislike;
 *   - noise 0.8 per answer (σ of a normal draw on the 1–5 scale) and a response style drawn per
 *     student, mixed: acquiescence (+0.5 … +1.5 on every answer) for 35 % of students and
 *     extremity (answers pushed 1.3–2× away from 3) for 40 %, independently (some are both).
 * In the full test she also rates the intelligences of the row higher, ranks three values of her
 * pair (one at random), picks abilities and activities of her liked and mild fields plus a random
 * one, and ticks the career's area (60 %) and a random other area (30 %).
 *
 * A run is acceptable when any career of the target's Ponte en Carrera family, or with the same
 * first evidence field, or the target itself, is in the first five suggestions. Reported per mode
 * on three seeds ("every noise draw"); goal ≥ 90 % in each mode on each seed.
 *
 * Added on 2026-11-28 (quick mode with two choice steps), the generator itself unchanged
 * (describeStudent, answer, level, chosen and heldoutStudent are as frozen): `heldoutQuickStudent`,
 * the quick-mode student who also answers «mundo de carreras» and «actividades». Her picks in those
 * two sections are the ones heldoutStudent's full-mode logic gives for the same seed (the same
 * described student: describeStudent draws first), copied into her quick-mode sections; and the
 * report's fourth variant, "quickPicks", that scores her.
 */
import {
  abilityOptions,
  activityOptions,
  adaptiveItems,
  careerAreas,
  fieldIds,
  intelligencesInstrument,
  interestsInstrument,
  personalityInstrument,
  qualityOptions,
  quickInterestItems,
  riasecTypes,
  sectionKeys,
  type FieldId,
  type RiasecType,
  type SectionKey,
  type TypedChoice,
  type WorkValueId,
} from "../lib/content/vocational";
import { careerEvidence } from "../lib/content/vocational/career-evidence";
import type { SectionState } from "../lib/contracts/vocational";
import { emptySection } from "../lib/server/vocational/section-state";
import { scoreSections } from "../lib/server/vocational/score-sections";
import { rng } from "./guidance";
import { loadCatalogue, quickChoiceKeys, variantLabel, variants, type BenchCareer, type Variant } from "./recovery";

type Mode = "quick" | "full";
export const HELDOUT_SEEDS = [1, 2, 3] as const;
export const HELDOUT_NOISE = 0.8;

const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const clamp = (v: number) => Math.max(1, Math.min(5, v));
const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)];

/** A counsellor's description of a student. */
export type Profile = {
  types: Record<RiasecType, number>;
  liked: FieldId[];
  mild: FieldId[];
  disliked: FieldId[];
  acquiescence: number;
  extremity: number;
};

/** The career's dominant Holland pair: its code's first two letters, else its two highest O*NET types. */
export function hollandPair(career: BenchCareer): [RiasecType, RiasecType] {
  const code = (career.riasecCode ?? "").split("").filter((c): c is RiasecType => (riasecTypes as readonly string[]).includes(c));
  const byLevel = [...riasecTypes].sort((a, b) => career.riasec![b] - career.riasec![a]);
  const first = code[0] ?? byLevel[0];
  const second = code[1] ?? byLevel.find((t) => t !== first)!;
  return [first, second];
}

export function describeStudent(career: BenchCareer, r: () => number): Profile {
  const row = careerEvidence(career.slug)?.fields ?? [];
  const [first, second] = hollandPair(career);
  const types = Object.fromEntries(riasecTypes.map((t) => [t, 1.8 + 1.4 * r()])) as Record<RiasecType, number>;
  types[first] = 4.2;
  types[second] = 3.9;
  const liked = row.filter((_, i) => i === 0 || r() < 0.5);
  const others = fieldIds.filter((f) => !row.includes(f));
  const mild: FieldId[] = [];
  while (mild.length < 2) {
    const f = pick(others, r);
    if (!mild.includes(f)) mild.push(f);
  }
  const rest = others.filter((f) => !mild.includes(f));
  const disliked = [pick(rest, r)];
  const acquiescence = r() < 0.35 ? 0.5 + r() : 0;
  const extremity = r() < 0.4 ? 1.3 + 0.7 * r() : 1;
  return { types, liked, mild, disliked, acquiescence, extremity };
}

function answer(target: number, p: Profile, r: () => number): number {
  let v = target + HELDOUT_NOISE * gauss(r);
  v = 3 + p.extremity * (v - 3) + p.acquiescence;
  return Math.round(clamp(v));
}

function level(p: Profile, field: FieldId | undefined, type: RiasecType): number {
  if (field && p.liked.includes(field)) return 4.7;
  if (field && p.disliked.includes(field)) return 1.7;
  if (field && p.mild.includes(field)) return 3.5 + 0.5 * Math.max(0, p.types[type] - 3);
  return p.types[type];
}

const valueOfType: Record<RiasecType, WorkValueId> = {
  R: "achievement",
  I: "learning",
  A: "creativity",
  S: "helping",
  E: "income",
  C: "stability",
};

function chosen(options: TypedChoice[], p: Profile, r: () => number, max = 5): string[] {
  const out: string[] = [];
  for (const o of options) {
    const f = o.fields ?? [];
    const prob = f.some((x) => p.liked.includes(x)) ? 0.6 : f.some((x) => p.mild.includes(x)) ? 0.3 : 0;
    if (r() < prob) out.push(o.id);
  }
  if (r() < 0.5) {
    const extra = pick(options, r).id;
    if (!out.includes(extra)) out.push(extra);
  }
  return out.slice(0, max);
}

function section(key: SectionKey, answers: Record<string, unknown>, mode: Mode | null = null): SectionState {
  return { ...emptySection(key), status: "completed", answers, mode, answered: Object.keys(answers).length };
}

/** `adaptive` false: she answers the 30 quick statements only (an API client may stop there), and the rest is the same. */
export function heldoutStudent(career: BenchCareer, mode: Mode, seed: number, adaptive = true): Record<SectionKey, SectionState> {
  const r = rng(seed);
  const p = describeStudent(career, r);
  const sections = Object.fromEntries(sectionKeys.map((k) => [k, emptySection(k)])) as Record<SectionKey, SectionState>;
  const interests: Record<string, number> = {};
  const rate = (item: (typeof interestsInstrument.items)[number]) => {
    interests[item.id] = answer(level(p, item.fields?.[0] as FieldId | undefined, item.scale), p, r);
  };
  if (mode === "full") interestsInstrument.items.forEach(rate);
  else {
    quickInterestItems.forEach(rate);
    if (adaptive) adaptiveItems(interests).forEach(rate);
  }
  sections["professional-interest"] = section("professional-interest", interests, mode);
  if (mode === "quick") return sections;
  const used = careerEvidence(career.slug)?.intelligences ?? [];
  const intel: Record<string, number> = {};
  for (const item of intelligencesInstrument.items) intel[item.id] = answer(used.includes(item.scale) ? 4.1 : 3, p, r);
  sections["multiple-intelligence"] = section("multiple-intelligence", intel);
  const pers: Record<string, number> = {};
  for (const item of personalityInstrument.items) pers[item.id] = answer(3, p, r);
  sections.personality = section("personality", pers);
  const [first, second] = hollandPair(career);
  const ranking: WorkValueId[] = [valueOfType[first], valueOfType[second]].filter((v, i, a) => a.indexOf(v) === i);
  const allValues = Object.values(valueOfType).concat(["independence", "prestige", "teamwork"] as WorkValueId[]);
  while (ranking.length < 3) {
    const v = pick(allValues, r);
    if (!ranking.includes(v)) ranking.splice(Math.floor(r() * (ranking.length + 1)), 0, v);
  }
  sections["professional-values"] = section("professional-values", { ranking });
  sections.abilities = section("abilities", { selected: chosen(abilityOptions, p, r) });
  const qualities = qualityOptions.filter((q) => (q.type === first || q.type === second) && r() < 0.5).map((q) => q.id);
  sections["unique-qualities"] = section("unique-qualities", { selected: qualities.slice(0, 5) });
  sections["activities-of-interest"] = section("activities-of-interest", { selected: chosen(activityOptions, p, r) });
  const areas: string[] = [];
  if (r() < 0.6) areas.push(career.area);
  if (r() < 0.3) {
    const other = pick(careerAreas, r).id;
    if (!areas.includes(other)) areas.push(other);
  }
  sections["career-world"] = section("career-world", { areas });
  return sections;
}

/**
 * The quick-mode student (statements and adaptive ones) who also answers the quick mode's two
 * choice steps: her «mundo de carreras» and «actividades» are those of heldoutStudent's full-mode
 * logic for the same seed (the same described student). Added 2026-11-28; the generator is unchanged.
 */
export function heldoutQuickStudent(career: BenchCareer, seed: number): Record<SectionKey, SectionState> {
  const quick = heldoutStudent(career, "quick", seed, true);
  const full = heldoutStudent(career, "full", seed);
  for (const key of quickChoiceKeys) quick[key] = full[key];
  return quick;
}

export type HeldoutReport = {
  date: string;
  studentsPerCareerPerSeed: number;
  /** Acceptable runs (%) per variant (quick with the two choice steps, quick with adaptive statements, quick with the 30 only, full) and seed. */
  bySeed: Record<Variant, Record<string, number>>;
  summary: Record<Variant, { runs: number; acceptable: number; worstSeed: number }>;
  perCareer: ({ slug: string; name: string; top5Sample: string[] } & Record<Variant, number>)[];
};

const pct = (k: number, n: number) => (n ? Math.round((1000 * k) / n) / 10 : 0);

export function runHeldout(options: { perSeed?: number; log?: (line: string) => void } = {}): HeldoutReport {
  const log = options.log ?? console.log;
  const perSeed = options.perSeed ?? 4;
  const catalogue = loadCatalogue();
  const bySlug = new Map(catalogue.map((c) => [c.slug, c]));
  const firstField = (slug: string) => careerEvidence(slug)?.fields[0] ?? null;
  const targets = catalogue.filter((c) => c.riasec);
  const bySeed: HeldoutReport["bySeed"] = { quickPicks: {}, quick: {}, quick30: {}, full: {} };
  const perCareer = new Map<string, Record<Variant, [number, number]> & { sample: string[] }>();
  for (const seed of HELDOUT_SEEDS) {
    for (const variant of variants) {
      const mode: Mode = variant === "full" ? "full" : "quick";
      let ok = 0;
      let n = 0;
      for (const [ci, career] of targets.entries()) {
        const accept = (slug: string) => {
          const c = bySlug.get(slug);
          return (
            slug === career.slug ||
            (career.family !== null && c?.family === career.family) ||
            (firstField(career.slug) !== null && firstField(slug) === firstField(career.slug))
          );
        };
        for (let k = 0; k < perSeed; k++) {
          // "quickPicks", "quick" and "quick30" are the same student (same seed, same 30 answers), who stops earlier.
          const studentSeed = 7_000_001 * seed + 65_537 * (ci + 1) + 257 * k + (mode === "quick" ? 11 : 13);
          const sections =
            variant === "quickPicks"
              ? heldoutQuickStudent(career, studentSeed)
              : heldoutStudent(career, mode, studentSeed, variant !== "quick30");
          const ranked = scoreSections(sections, catalogue, { rank: true }).ranked;
          const top5 = ranked.slice(0, 5).map((s) => s.slug);
          const hit = top5.some(accept);
          ok += hit ? 1 : 0;
          n++;
          const entry = perCareer.get(career.slug) ?? { quickPicks: [0, 0], quick: [0, 0], quick30: [0, 0], full: [0, 0], sample: [] };
          entry[variant][0] += hit ? 1 : 0;
          entry[variant][1] += 1;
          if (!hit && (variant === "quickPicks" || variant === "full") && !entry.sample.length) entry.sample = top5;
          perCareer.set(career.slug, entry);
        }
      }
      bySeed[variant][String(seed)] = pct(ok, n);
    }
  }
  const summary = Object.fromEntries(
    variants.map((variant) => {
      const list = [...perCareer.values()].map((e) => e[variant]);
      const k = list.reduce((s, [a]) => s + a, 0);
      const n = list.reduce((s, [, b]) => s + b, 0);
      return [variant, { runs: n, acceptable: pct(k, n), worstSeed: Math.min(...Object.values(bySeed[variant])) }];
    }),
  ) as HeldoutReport["summary"];
  const careers = targets.map((c) => {
    const e = perCareer.get(c.slug)!;
    return {
      slug: c.slug,
      name: c.name,
      quickPicks: pct(...e.quickPicks),
      quick: pct(...e.quick),
      quick30: pct(...e.quick30),
      full: pct(...e.full),
      top5Sample: e.sample,
    };
  });
  log(
    `\nHeld-out benchmark (generador «consejera», congelado): ${targets.length} carreras × ${perSeed} estudiantes × 3 semillas × ${variants.length} variantes`,
  );
  for (const variant of variants)
    log(
      `${variantLabel[variant].padEnd(24)}: aceptable ${summary[variant].acceptable} %   por semilla ` +
        HELDOUT_SEEDS.map((s) => `#${s} ${bySeed[variant][String(s)]} %`).join("   ") +
        `   (peor semilla ${summary[variant].worstSeed} %)`,
    );
  const worst = [...careers].sort((a, b) => a.quickPicks + a.full - (b.quickPicks + b.full)).slice(0, 10);
  log(
    `Las diez carreras con menos corridas aceptables (rápido + áreas y activ. / + adaptativas / solo 30 / completo; un top 5 no aceptable de ejemplo):`,
  );
  for (const c of worst)
    log(
      `  ${c.name.padEnd(44)} ${String(c.quickPicks).padStart(5)} % ${String(c.quick).padStart(5)} % ${String(c.quick30).padStart(5)} % ${String(c.full).padStart(5)} %   ${c.top5Sample.join(", ")}`,
    );
  return { date: new Date().toISOString(), studentsPerCareerPerSeed: perSeed, bySeed, summary, perCareer: careers };
}
