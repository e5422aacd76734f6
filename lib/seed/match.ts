/**
 * Matching names between sources: Ponte en Carrera's institution names to SUNEDU's universities,
 * and Ponte en Carrera's programmes to the product's careers. Pure functions.
 */
import { nameTokens, normalizeName } from "./text";

/* ───────────── Shared ───────────── */

const STOPWORDS = new Set(["de", "del", "la", "las", "los", "el", "y", "e", "en", "para", "por", "a", "al", "o", "u", "con"]);

/** A crude Spanish singular: "ciencias" → "ciencia", "industriales" → "industrial", "artes" → "arte". */
export function stem(word: string): string {
  if (word.length > 5 && /[lrnd]es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

function contentTokens(s: string): string[] {
  return nameTokens(s)
    .filter((t) => !STOPWORDS.has(t))
    .map(stem);
}

/* ───────────── Universities ───────────── */

/** Legal forms that SUNEDU appends or prepends and Ponte en Carrera omits (matched on normalised text). */
const LEGAL_FORMS = ["sociedad anonima cerrada", "sociedad anonima", "asociacion civil", "s a c", "s a", "sac", "e i r l", "s r l"];

/** The normalised name without legal forms: "UNIVERSIDAD CÉSAR VALLEJO S.A.C." → "universidad cesar vallejo". */
export function stripLegalForms(name: string): string {
  let n = ` ${normalizeName(name)} `;
  for (const form of LEGAL_FORMS) n = n.split(` ${form} `).join(" ");
  return n.replace(/\s+/g, " ").trim();
}

export type UniversityCandidate = {
  /** Any stable key (the slug). */
  key: string;
  /** The name as SUNEDU writes it. */
  name: string;
  /** Normalised region name, the tie-breaker. */
  region: string | null;
};

export type UniversityMatch =
  | {
      key: string;
      /** exacto: same normalised name; sin-forma-juridica: same once legal forms are removed;
       * aproximado: one name's words contain the other's (worth a human look). */
      method: "exacto" | "sin-forma-juridica" | "aproximado";
      score: number;
      /** For "aproximado": the words that differ. */
      note?: string;
    }
  | { key: null; reason: string; candidates: string[] };

/**
 * Builds a matcher of Ponte en Carrera university names to SUNEDU's.
 * 1. exact normalised name (no accents, case or punctuation);
 * 2. the same after removing legal forms (S.A.C., S.A., Asociación Civil…);
 * 3. word containment: every content word of one name is in the other (with a crude singular, so
 *    "Ciencia"/"Ciencias" agree), at most two extra words, highest Jaccard similarity wins; a
 *    parenthesised alternative name ("… (Universidad Autónoma De Ica)") is tried too; the region
 *    breaks ties; a tie that remains is reported, never guessed.
 */
export function createUniversityMatcher(candidates: UniversityCandidate[]) {
  const byExact = new Map<string, UniversityCandidate[]>();
  const byStripped = new Map<string, UniversityCandidate[]>();
  const tokenSets = candidates.map((c) => ({ c, tokens: new Set(contentTokens(stripLegalForms(c.name))) }));
  for (const c of candidates) {
    push(byExact, normalizeName(c.name), c);
    push(byStripped, stripLegalForms(c.name), c);
  }

  function pick(list: UniversityCandidate[] | undefined, region: string | null): UniversityCandidate | "ambiguous" | undefined {
    if (!list || list.length === 0) return undefined;
    if (list.length === 1) return list[0];
    const sameRegion = list.filter((c) => region && c.region === region);
    return sameRegion.length === 1 ? sameRegion[0] : "ambiguous";
  }

  return function match(name: string, regionName?: string | null): UniversityMatch {
    const region = regionName ? normalizeName(regionName) : null;
    const exact = pick(byExact.get(normalizeName(name)), region);
    if (exact && exact !== "ambiguous") return { key: exact.key, method: "exacto", score: 1 };
    const stripped = pick(byStripped.get(stripLegalForms(name)), region);
    if (stripped && stripped !== "ambiguous") return { key: stripped.key, method: "sin-forma-juridica", score: 1 };

    // Alternatives: the whole name, the name without its parenthesis, and the parenthesis.
    const alternatives = new Set([name, name.replace(/\(.*?\)/g, " "), ...[...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1])]);
    type Scored = { c: UniversityCandidate; score: number; extra: string[] };
    let best: Scored[] = [];
    for (const alt of alternatives) {
      const a = new Set(contentTokens(stripLegalForms(alt)));
      if (a.size < 2) continue;
      for (const { c, tokens: b } of tokenSets) {
        const aInB = [...a].every((t) => b.has(t));
        const bInA = [...b].every((t) => a.has(t));
        if (!aInB && !bInA) continue;
        const extra = aInB ? [...b].filter((t) => !a.has(t)) : [...a].filter((t) => !b.has(t));
        if (extra.length > 2) continue;
        const inter = [...a].filter((t) => b.has(t)).length;
        const score = inter / (a.size + b.size - inter);
        if (best.length === 0 || score > best[0].score + 1e-9) best = [{ c, score, extra }];
        else if (Math.abs(score - best[0].score) <= 1e-9 && !best.some((x) => x.c.key === c.key)) best.push({ c, score, extra });
      }
    }
    if (best.length > 1 && region) {
      const sameRegion = best.filter((x) => x.c.region === region);
      if (sameRegion.length >= 1) best = sameRegion;
    }
    if (best.length === 1) {
      const { c, score, extra } = best[0];
      return {
        key: c.key,
        method: "aproximado",
        score: Math.round(score * 1000) / 1000,
        note: extra.length ? `palabras distintas: ${extra.join(", ")}` : "mismas palabras",
      };
    }
    if (best.length > 1) {
      return { key: null, reason: "coincidencia ambigua entre varias universidades", candidates: best.map((x) => x.c.name) };
    }
    return { key: null, reason: "ninguna universidad de SUNEDU con un nombre compatible", candidates: [] };
  };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/* ───────────── Careers ───────────── */

/** Words too common in programme names to identify a career on their own. */
const GENERIC = new Set(
  [
    "ingenieria",
    "administracion",
    "ciencia",
    "educacion",
    "tecnologia",
    "tecnico",
    "tecnica",
    "gestion",
    "industrial",
    "otra",
    "carrera",
    "mencion",
    "nivel",
    "profesional",
    "superior",
    "general",
    "estudio",
  ].map(stem),
);
const IGNORED = new Set(["tecnico", "tecnica", "nd"]);

function careerTokens(s: string): string[] {
  return contentTokens(s).filter((t) => !IGNORED.has(t));
}

const weight = (t: string) => (GENERIC.has(t) ? 0.25 : 1);

/**
 * Two words agree when equal or when they share a prefix of at least 80 % of the longer one:
 * "metalurgia"/"metalurgica", "musica"/"musical", "agroindustrial"/"agroindustria"; not
 * "informatica"/"informacion" nor "electrica"/"electronica".
 */
export function wordsAgree(a: string, b: string): boolean {
  if (a === b) return true;
  const max = Math.max(a.length, b.length);
  if (Math.min(a.length, b.length) < 5) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 0.8 * max;
}

const hasWord = (set: Iterable<string>, t: string) => {
  for (const x of set) if (wordsAgree(x, t)) return true;
  return false;
};

/** Weighted Dice similarity of two sets of words (generic words count a quarter). */
function diceOf(ta: Set<string>, tb: Set<string>): number {
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  let total = 0;
  for (const t of ta) {
    total += weight(t);
    if (hasWord(tb, t)) shared += weight(t);
  }
  for (const t of tb) {
    total += weight(t);
    if (hasWord(ta, t)) shared += weight(t);
  }
  return shared / total;
}

/** Weighted Dice similarity of two names' content words (generic words count a quarter). */
export function nameSimilarity(a: string, b: string): number {
  return diceOf(new Set(careerTokens(a)), new Set(careerTokens(b)));
}

export type InstitutionType = "UNIVERSIDAD" | "INSTITUTO";

export type CareerCandidate = {
  key: string;
  name: string;
  /** Ponte en Carrera family (pec_familia), null when the career has none. */
  family: string | null;
  type: InstitutionType | null;
};

export type CareerMatch = {
  key: string | null;
  /**
   * familia: the only career of the family and institution type;
   * familia-nombre: one of several careers of the family, the closest by programme name;
   * familia-por-defecto: several careers, none closer by name: the family's first career;
   * otro-tipo: the family has careers only for the other institution type (then as above);
   * nombre: no career for the family: the career whose distinctive words the programme name contains;
   * null: nothing matches.
   */
  method: "familia" | "familia-nombre" | "familia-por-defecto" | "otro-tipo" | "nombre" | null;
  score: number;
  reason?: string;
};

export function normalizeFamily(family: string): string {
  return normalizeName(family);
}

/**
 * Builds a matcher of (family, institution type, programme name) to a career, in this order:
 * same family and type; same family, other type; by name (every distinctive word of the career
 * name appears in the programme name, the closest one wins, ties prefer the same type, a tie
 * that remains gives no match).
 */
export function createCareerMatcher(candidates: CareerCandidate[]) {
  const byFamilyType = new Map<string, CareerCandidate[]>();
  for (const c of candidates) if (c.family && c.type) push(byFamilyType, `${normalizeFamily(c.family)}|${c.type}`, c);

  /**
   * Among several careers of one family: the one whose own words (those not shared by every
   * career of the family, e.g. "Tecnología Médica (…)") the programme name has most of; failing
   * that, the one whose whole name equals the programme's; failing that, the family's first.
   */
  function chooseInFamily(list: CareerCandidate[], programme: string): { c: CareerCandidate; score: number; byName: boolean } {
    if (list.length === 1) return { c: list[0], score: 1, byName: false };
    const prog = new Set(careerTokens(programme));
    const tokenSets = list.map((c) => new Set(careerTokens(c.name)));
    const common = [...tokenSets[0]].filter((t) => tokenSets.every((s) => s.has(t)));
    let best = 0;
    let bestScore = 0;
    tokenSets.forEach((tokens, i) => {
      const own = new Set([...tokens].filter((t) => !common.includes(t)));
      const progOwn = new Set([...prog].filter((t) => !common.includes(t)));
      const score = diceOf(progOwn, own);
      if (score > bestScore + 1e-9) {
        best = i;
        bestScore = score;
      }
    });
    if (bestScore > 0) return { c: list[best], score: bestScore, byName: true };
    const same = list.find((c) => normalizeName(c.name.replace(/\((t[eé]cnico)\)/i, "")) === normalizeName(programme));
    if (same) return { c: same, score: 1, byName: true };
    return { c: list[0], score: 0, byName: false };
  }

  return function match(family: string, type: InstitutionType, programme: string | null): CareerMatch {
    const fam = normalizeFamily(family);
    const name = programme ?? "";
    const same = byFamilyType.get(`${fam}|${type}`);
    if (same) {
      const { c, score, byName } = chooseInFamily(same, name);
      const method = same.length === 1 ? "familia" : byName ? "familia-nombre" : "familia-por-defecto";
      return { key: c.key, method, score: Math.round(score * 1000) / 1000 };
    }
    const other = byFamilyType.get(`${fam}|${type === "UNIVERSIDAD" ? "INSTITUTO" : "UNIVERSIDAD"}`);
    if (other) {
      const { c, score } = chooseInFamily(other, name);
      return { key: c.key, method: "otro-tipo", score: Math.round(score * 1000) / 1000 };
    }
    // By name: the programme name must contain every distinctive word of the career's name.
    const prog = new Set(careerTokens(name));
    let best: { c: CareerCandidate; score: number }[] = [];
    if (prog.size > 0) {
      for (const c of candidates) {
        const distinctive = careerTokens(c.name).filter((t) => !GENERIC.has(t));
        if (distinctive.length === 0 || !distinctive.every((t) => hasWord(prog, t))) continue;
        const score = nameSimilarity(name, c.name);
        if (best.length === 0 || score > best[0].score + 1e-9) best = [{ c, score }];
        else if (Math.abs(score - best[0].score) <= 1e-9) best.push({ c, score });
      }
    }
    if (best.length > 1) {
      const sameType = best.filter((x) => x.c.type === type);
      if (sameType.length === 1) best = sameType;
    }
    if (best.length === 1) return { key: best[0].c.key, method: "nombre", score: Math.round(best[0].score * 1000) / 1000 };
    return {
      key: null,
      method: null,
      score: 0,
      reason:
        best.length > 1
          ? `familia sin carrera; nombre compatible con varias carreras (${best.map((x) => x.c.name).join(", ")})`
          : "familia sin carrera en el catálogo y ningún nombre de carrera compatible",
    };
  };
}
