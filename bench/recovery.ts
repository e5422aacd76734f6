/**
 * Recovery benchmark of the guidance: nobody writes its students. For every career of
 * the catalogue (data/careers_pe.csv) it generates simulated students whose answers follow that
 * career — its O*NET interest profile (oi_R … oi_C) and the content fields and intelligences of its
 * row in data/career-evidence.csv — with person-to-person variation, answer noise and a response
 * style (neutral, extreme, acquiescent). Each student is scored by scoreSections, the function the
 * API's result uses, and the benchmark reports recovery@5: the career, or a sibling of the same
 * Ponte en Carrera family (pec_familia), among the first five suggestions.
 *
 * The generator only reads the career's published data; it knows nothing of the ranking's weights.
 */
import path from "node:path";
import {
  abilityOptions,
  adaptiveItems,
  activityOptions,
  intelligencesInstrument,
  interestsInstrument,
  personalityInstrument,
  qualityOptions,
  quickInterestItems,
  riasecTypes,
  sectionKeys,
  workValueIds,
  type RiasecProfile,
  type RiasecType,
  type SectionKey,
  type TypedChoice,
  type WorkValueId,
} from "../lib/content/vocational";
import { careerEvidence } from "../lib/content/vocational/career-evidence";
import type { SectionState } from "../lib/contracts/vocational";
import { readCsv } from "../lib/seed/parse";
import { buildCareers } from "../lib/seed/importers/careers";
import type { CareerForRanking } from "../lib/server/vocational/ranking";
import { emptySection } from "../lib/server/vocational/section-state";
import { scoreSections, type ScoredSections } from "../lib/server/vocational/score-sections";
import { rng } from "./guidance";

export type Style = "neutral" | "extreme" | "acquiescent";
export const styles: Style[] = ["neutral", "extreme", "acquiescent"];
type Mode = "quick" | "full";
/**
 * What is reported: the quick mode as the page asks it (the 30 statements, the adaptive ones, then
 * the two choice steps «mundo de carreras» and «actividades»: "quickPicks", the product), the quick
 * mode with the statements only (a student who skips both steps, or an API client that stops
 * there: "quick"), with its 30 statements only (the section is complete at 30: "quick30"), and the
 * full test. The three quick variants are the same student (same seed), who stops earlier.
 */
export type Variant = "quickPicks" | "quick" | "quick30" | "full";
export const variants: Variant[] = ["quickPicks", "quick", "quick30", "full"];
export const variantLabel: Record<Variant, string> = {
  quickPicks: "rápido + áreas y activ.",
  quick: "rápido + adaptativas",
  quick30: "rápido, solo 30",
  full: "completo",
};
/** The sections the quick mode's two choice steps answer (the same keys and shapes as the full test). */
export const quickChoiceKeys = ["career-world", "activities-of-interest"] as const satisfies readonly SectionKey[];

export type BenchCareer = CareerForRanking & { family: string | null };

/** The catalogue as the seed builds it (ids in file order). */
export function loadCatalogue(file = path.resolve(__dirname, "../data/careers_pe.csv")): BenchCareer[] {
  return buildCareers(readCsv(file)).rows.map((r, i) => ({
    id: i + 1,
    slug: r.slug,
    name: r.name,
    area: r.area,
    level: r.level,
    durationYears: r.durationYears,
    riasec: r.riasec,
    riasecCode: r.riasecCode,
    incomeMedian: r.incomeMedian,
    family: r.pecFamily,
  }));
}

/** Standard normal draw (Box–Muller). */
const gauss = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
const clamp = (v: number) => Math.max(1, Math.min(5, v));

/** The answer a student gives (1–5) to an item she would rate `target`, with noise and her style. */
function answer(target: number, style: Style, r: () => number, noise = 0.6): number {
  let v = target + noise * gauss(r);
  if (style === "extreme") v = 3 + 1.7 * (v - 3);
  if (style === "acquiescent") v = v + 1;
  return Math.round(clamp(v));
}

/** Her latent interest per type (1–5): the career's O*NET profile, standardised, plus her own variation. */
export function latentTypes(riasec: RiasecProfile, r: () => number): RiasecProfile {
  const v = riasecTypes.map((t) => riasec[t]);
  const mean = v.reduce((s, x) => s + x, 0) / 6;
  const sd = Math.sqrt(v.reduce((s, x) => s + (x - mean) ** 2, 0) / 6) || 1;
  return Object.fromEntries(riasecTypes.map((t) => [t, clamp(3 + (1.2 * (riasec[t] - mean)) / sd + 0.5 * gauss(r))])) as RiasecProfile;
}

/** Values each type leans to (a student's top 3 are drawn from her strongest types). */
const valuesOfType: Record<RiasecType, WorkValueId[]> = {
  R: ["achievement", "independence"],
  I: ["learning", "prestige"],
  A: ["creativity", "independence"],
  S: ["helping", "teamwork"],
  E: ["income", "prestige", "teamwork"],
  C: ["stability", "income"],
};

function picks(options: TypedChoice[], fields: string[], top: RiasecType[], r: () => number, max = 5): string[] {
  const out = new Set<string>();
  for (const o of options) if (o.fields?.some((f) => fields.includes(f)) && r() < 0.7) out.add(o.id);
  for (const o of options) if (top.includes(o.type) && !out.has(o.id) && r() < 0.2) out.add(o.id);
  if (r() < 0.5) out.add(options[Math.floor(r() * options.length)].id);
  return [...out].slice(0, max);
}

function section(key: SectionKey, answers: Record<string, unknown>, mode: Mode | null = null): SectionState {
  return { ...emptySection(key), status: "completed", answers, mode, answered: Object.keys(answers).length };
}

/** One simulated student of a career: her sections, as the API would have stored them. */
export function simulateStudent(
  career: BenchCareer,
  mode: Mode,
  style: Style,
  seed: number,
  adaptive = process.env.BENCH_ADAPTIVE !== "0",
  quickChoices = false,
): Record<SectionKey, SectionState> {
  if (mode === "quick" && quickChoices) {
    // The quick student who also answers the two choice steps: she picks as the full-mode student
    // of the same seed (the same latent profile, drawn first) does in those two sections.
    const quick = simulateStudent(career, "quick", style, seed, adaptive);
    const full = simulateStudent(career, "full", style, seed);
    for (const key of quickChoiceKeys) quick[key] = full[key];
    return quick;
  }
  const r = rng(seed);
  const ev = careerEvidence(career.slug);
  const fields: string[] = ev?.fields ?? [];
  const latent = latentTypes(career.riasec!, r);
  const top = [...riasecTypes].sort((a, b) => latent[b] - latent[a]).slice(0, 2);
  const sections = Object.fromEntries(sectionKeys.map((k) => [k, emptySection(k)])) as Record<SectionKey, SectionState>;

  const interests: Record<string, number> = {};
  const rate = (item: (typeof interestsInstrument.items)[number]) => {
    const f = item.fields?.[0];
    const i = f ? fields.indexOf(f) : -1;
    // The career's own fields draw her (the first most); other content of a type she likes a bit less.
    const target = i >= 0 ? Math.max(latent[item.scale], 4.6 - 0.3 * i) : latent[item.scale] - 0.6;
    interests[item.id] = answer(target, style, r);
  };
  if (mode === "full") interestsInstrument.items.forEach(rate);
  else {
    // As the quick-mode page does: the 30, then the adaptive statements they call for.
    quickInterestItems.forEach(rate);
    if (adaptive) adaptiveItems(interests).forEach(rate);
  }
  sections["professional-interest"] = section("professional-interest", interests, mode);
  if (mode === "quick") return sections;

  const intel: Record<string, number> = {};
  for (const item of intelligencesInstrument.items) intel[item.id] = answer(ev?.intelligences.includes(item.scale) ? 4.3 : 3, style, r);
  sections["multiple-intelligence"] = section("multiple-intelligence", intel);
  const pers: Record<string, number> = {};
  for (const item of personalityInstrument.items) pers[item.id] = answer(3, style, r, 0.9);
  sections.personality = section("personality", pers);
  const valueScore = new Map<WorkValueId, number>(workValueIds.map((v) => [v, r()]));
  for (const t of riasecTypes)
    for (const v of valuesOfType[t]) valueScore.set(v, valueScore.get(v)! + (latent[t] - 3) / valuesOfType[t].length);
  const ranking = [...workValueIds].sort((a, b) => valueScore.get(b)! - valueScore.get(a)!).slice(0, 3);
  sections["professional-values"] = section("professional-values", { ranking });
  sections.abilities = section("abilities", { selected: picks(abilityOptions, fields, top, r) });
  sections["unique-qualities"] = section("unique-qualities", { selected: picks(qualityOptions, fields, top, r, 4) });
  sections["activities-of-interest"] = section("activities-of-interest", { selected: picks(activityOptions, fields, top, r) });
  const areas = r() < 0.7 ? [career.area] : [];
  sections["career-world"] = section("career-world", { areas });
  return sections;
}

export type RecoveryReport = {
  date: string;
  studentsPerCareer: number;
  summary: Record<Variant, { runs: number; recovery5: number; careersUnder60: number; byStyle: Record<Style, number> }>;
  /** Quick mode: share of students asked adaptive statements, and how many on average. */
  adaptive: { askedShare: number; meanExtraItems: number };
  perCareer: ({ slug: string; name: string; beatenBy: string[] } & Record<Variant, number>)[];
};

const pct = (k: number, n: number) => (n ? Math.round((1000 * k) / n) / 10 : 0);

/**
 * Runs the benchmark: `draws` students per career, mode and style. `npm run bench:*` uses 12 (36 per
 * career and mode): with 4 (12 per career) one student moves a career 8 points and the «no career
 * under 60 %» line is decided by the draw (binomial σ ≈ 13 points at 70 %).
 */
export function runRecovery(options: { draws?: number; log?: (line: string) => void; only?: string } = {}): RecoveryReport {
  const log = options.log ?? console.log;
  const draws = options.draws ?? 12;
  const catalogue = loadCatalogue();
  const familyOf = new Map(catalogue.map((c) => [c.slug, c.family]));
  const targets = catalogue.filter((c) => c.riasec && (!options.only || c.slug === options.only));
  const zero = () => ({ quickPicks: 0, quick: 0, quick30: 0, full: 0 });
  const hits = new Map<string, Record<Variant, number>>();
  const runsOf = new Map<string, Record<Variant, number>>();
  const styleHits = Object.fromEntries(variants.map((v) => [v, Object.fromEntries(styles.map((st) => [st, [0, 0]]))])) as Record<
    Variant,
    Record<Style, [number, number]>
  >;
  const beaten = new Map<string, Map<string, number>>();
  const adaptive = { asked: 0, items: 0, students: 0 };
  for (const [ci, career] of targets.entries()) {
    const ok = (s: { slug: string }) => s.slug === career.slug || (career.family !== null && familyOf.get(s.slug) === career.family);
    for (const variant of variants) {
      const mode: Mode = variant === "full" ? "full" : "quick";
      for (const [si, style] of styles.entries()) {
        for (let d = 0; d < draws; d++) {
          // "quickPicks", "quick" and "quick30" are the same student (same seed, same 30 answers), who stops earlier.
          const seed = 1_000_003 * (ci + 1) + 10_007 * si + 101 * d + (mode === "quick" ? 1 : 2);
          const sections = simulateStudent(career, mode, style, seed, variant === "quick30" ? false : undefined, variant === "quickPicks");
          const scored: ScoredSections = scoreSections(sections, catalogue, { rank: true });
          if (variant === "quick") {
            const extra = adaptiveItems(sections["professional-interest"].answers as Record<string, number>).length;
            adaptive.students++;
            adaptive.items += extra;
            if (extra) adaptive.asked++;
          }
          const top5 = scored.ranked.slice(0, 5);
          const hit = top5.some(ok);
          const h = hits.get(career.slug) ?? zero();
          const n = runsOf.get(career.slug) ?? zero();
          h[variant] += hit ? 1 : 0;
          n[variant] += 1;
          hits.set(career.slug, h);
          runsOf.set(career.slug, n);
          styleHits[variant][style][0] += hit ? 1 : 0;
          styleHits[variant][style][1] += 1;
          if (!hit && variant !== "quick30") {
            const m = beaten.get(career.slug) ?? new Map<string, number>();
            for (const s of top5) m.set(s.slug, (m.get(s.slug) ?? 0) + 1);
            beaten.set(career.slug, m);
          }
        }
      }
    }
  }
  const perCareer = targets.map((c) => {
    const h = hits.get(c.slug)!;
    const n = runsOf.get(c.slug)!;
    const m = beaten.get(c.slug) ?? new Map<string, number>();
    return {
      slug: c.slug,
      name: c.name,
      quickPicks: pct(h.quickPicks, n.quickPicks),
      quick: pct(h.quick, n.quick),
      quick30: pct(h.quick30, n.quick30),
      full: pct(h.full, n.full),
      beatenBy: [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([s]) => s),
    };
  });
  const summarise = (variant: Variant) => {
    const runs = perCareer.reduce((s, c) => s + runsOf.get(c.slug)![variant], 0);
    const k = perCareer.reduce((s, c) => s + hits.get(c.slug)![variant], 0);
    return {
      runs,
      recovery5: pct(k, runs),
      careersUnder60: perCareer.filter((c) => c[variant] < 60).length,
      byStyle: Object.fromEntries(styles.map((st) => [st, pct(...styleHits[variant][st])])) as Record<Style, number>,
    };
  };
  const summary = Object.fromEntries(variants.map((v) => [v, summarise(v)])) as RecoveryReport["summary"];
  const adaptiveSummary = {
    askedShare: pct(adaptive.asked, adaptive.students),
    meanExtraItems: Math.round((10 * adaptive.items) / (adaptive.students || 1)) / 10,
  };
  log(`\nRecovery benchmark: ${targets.length} carreras × ${styles.length} estilos × ${draws} estudiantes × ${variants.length} variantes`);
  for (const variant of variants) {
    const s = summary[variant];
    log(
      `${variantLabel[variant].padEnd(24)}: recovery@5 ${s.recovery5} %   carreras < 60 %: ${s.careersUnder60}   ` +
        styles.map((st) => `${st} ${s.byStyle[st]} %`).join("   "),
    );
  }
  log(`modo rápido adaptativo: ${adaptiveSummary.askedShare} % recibió frases extra (${adaptiveSummary.meanExtraItems} en promedio)`);
  const worst = [...perCareer].sort((a, b) => a.quickPicks + a.full - (b.quickPicks + b.full)).slice(0, 10);
  log(`Las diez carreras peor recuperadas (rápido + áreas y activ. / + adaptativas / solo 30 / completo, y qué aparece en su lugar):`);
  for (const c of worst)
    log(
      `  ${c.name.padEnd(44)} ${String(c.quickPicks).padStart(5)} % ${String(c.quick).padStart(5)} % ${String(c.quick30).padStart(5)} % ${String(c.full).padStart(5)} %   ${c.beatenBy.join(", ")}`,
    );
  return { date: new Date().toISOString(), studentsPerCareer: styles.length * draws, summary, adaptive: adaptiveSummary, perCareer };
}
