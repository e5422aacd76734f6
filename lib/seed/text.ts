/**
 * Pure text helpers for the catalogue importer: Spanish title case, URL slugs and a
 * normalised form for matching names written differently by different sources.
 * No I/O, no "server-only": used by the seed scripts, the app and the tests.
 */

/** Removes diacritics (á → a, ñ → n, ü → u) without touching anything else. */
export function stripAccents(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");
}

/**
 * A form for comparing names: lower case, no accents, every run of non-alphanumerics as one
 * space, trimmed. "Universidad Nacional De La Amazonia Peruana" and
 * "UNIVERSIDAD NACIONAL DE LA AMAZONÍA PERUANA" give the same value.
 */
export function normalizeName(s: string): string {
  return stripAccents(s.toLowerCase())
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * A URL slug: lower case, no accents, every run of non-alphanumerics as one "-", no leading or
 * trailing "-". Always matches /^[a-z0-9]+(-[a-z0-9]+)*$/ or is "".
 */
export function slugify(s: string): string {
  return stripAccents(s.toLowerCase())
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Words written in lower case inside a name (never at its start). */
const PARTICLES = new Set(["de", "del", "la", "las", "los", "el", "y", "e", "en", "para", "por", "a", "al", "o", "u", "con"]);
/** Articles are lower case only after a preposition: "de la Vega" but "Agraria La Molina", "Los Andes". */
const ARTICLES = new Set(["la", "las", "los", "el"]);
const PREPOSITIONS = new Set(["de", "del", "para", "por", "en", "a", "al", "con"]);
/** Known acronyms that the sources write in full capitals (SUNEDU) or as words (Ponte en Carrera). */
const ACRONYMS = new Set([
  "ESAN",
  "SISE",
  "TECSUP",
  "SENATI",
  "SENCICO",
  "IDAT",
  "CENFOTUR",
  "IPAE",
  "ISIL",
  "UTEC",
  "CIMA",
  "SAC",
  "SRL",
  "EIRL",
  "SA",
  "TV",
  "IESTP",
  "IESPP",
  "CETPRO",
]);
const ROMAN = /^(?=[ivxlc]{2,}$)(c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/i;
const INITIALS = /^(\p{L}\.)+$/u; // S.A.C., S.A., A., F.

function capitalise(word: string): string {
  const lower = word.toLocaleLowerCase("es");
  // Capitalise the first letter, and the first letter after an internal hyphen ("Cenfotur-Centro").
  return lower.replace(/(^|[-/])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toLocaleUpperCase("es"));
}

/**
 * Spanish title case for institution, place and school names:
 * "UNIVERSIDAD NACIONAL MAYOR DE SAN MARCOS" → "Universidad Nacional Mayor de San Marcos",
 * "13 De Julio De 1882" → "13 de Julio de 1882", "UNIVERSIDAD CÉSAR VALLEJO S.A.C." →
 * "Universidad César Vallejo S.A.C.", "BENEDICTO XVI" → "Benedicto XVI".
 *
 * Particles (de, del, y, e, en, para, por, a, al, o, u, con) are lower case except at the start;
 * articles (la, las, los, el) only after a preposition, so that place names keep theirs
 * ("Agraria La Molina", "Peruana Los Andes", "de la Vega"). "e" is the conjunction only before
 * an i-/hi- word ("Ciencias e Informática", but "Luis E Valcárcel"), "u" only before o-/ho-.
 * Roman numerals, dotted initials and known acronyms are upper case. When the input is already
 * mixed case (Ponte en Carrera), words it writes in capitals ("ESANTEC") are kept as acronyms.
 */
export function titleCaseEs(input: string): string {
  const s = input.replace(/\s+/g, " ").trim();
  if (!s) return s;
  const mixedCase = /\p{Ll}/u.test(s) && /\p{Lu}/u.test(s);
  const tokens = s.split(" ");
  const out: string[] = [];
  let prevLower = ""; // the previous word, lower case, without punctuation
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    // Leading/trailing punctuation: "(Universidad", "Huancarama)", "\"José".
    const m = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}.]*)$/u.exec(token);
    const lead = m?.[1] ?? "";
    let core = m?.[2] ?? token;
    const trail = m?.[3] ?? "";
    const startsGroup = i === 0 || lead.includes("(") || lead.includes('"') || prevLower === "-";
    const lower = core.toLocaleLowerCase("es");
    const bare = normalizeName(core);
    const next = i + 1 < tokens.length ? normalizeName(tokens[i + 1]) : "";

    if (!core) {
      // pure punctuation such as "-" or "&"
    } else if (INITIALS.test(core)) {
      core = core.toLocaleUpperCase("es");
    } else if (ROMAN.test(core)) {
      core = core.toUpperCase();
    } else if (ACRONYMS.has(core.toUpperCase())) {
      core = core.toUpperCase();
    } else if (mixedCase && core.length >= 2 && core === core.toUpperCase() && /\p{Lu}{2}/u.test(core) && !PARTICLES.has(bare)) {
      // already an acronym in a mixed-case source ("ESANTEC", "INTECI")
    } else if (!startsGroup && isParticle(bare, prevLower, next, core, mixedCase)) {
      core = lower;
    } else {
      core = capitalise(core);
      // "Apolo'S" → "Apolo's"
      core = core.replace(/'(\p{Lu})(?=$|\P{L})/gu, (_m, ch: string) => "'" + ch.toLocaleLowerCase("es"));
    }
    out.push(lead + core + trail);
    prevLower = core ? bare : token === "-" ? "-" : prevLower;
  }
  return out.join(" ");
}

function isParticle(bare: string, prevLower: string, next: string, original: string, mixedCase: boolean): boolean {
  if (!PARTICLES.has(bare)) return false;
  if (ARTICLES.has(bare)) return PREPOSITIONS.has(prevLower);
  if (bare === "e") return /^h?i/.test(next);
  if (bare === "u") return /^h?o/.test(next);
  // A capital "A" in a mixed-case name is an initial ("John A Mackay"), not the preposition.
  if (bare === "a" && mixedCase && original === "A") return false;
  return true;
}

/** Splits a name into comparable words: normalised, without empty strings. */
export function nameTokens(s: string): string[] {
  const n = normalizeName(s);
  return n ? n.split(" ") : [];
}
