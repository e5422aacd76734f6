import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { containsPattern, foldText } from "@/lib/db/sql";

/**
 * The folded "name + acronym" of an institution: the generated column `search_text` of
 * migration 0008 (trigram-indexed), so a search never folds every row at query time.
 */
export const institutionSearchText: SQL = sql.raw(`"institutions"."search_text"`);

/** Punctuation that can sit inside a word of a name or acronym: "No.2", "U.N.I.", "D'Azur". */
const INNER_PUNCTUATION = /[.'’]/g;

/**
 * The words of a search, folded (no accents, lower case), at most 6. Other punctuation splits
 * words; a word keeps its dots and apostrophes here, and `searchWordCondition` matches it with
 * them ("tecsup no.2" is in the name) or without them ("U.N.M.S.M." is the acronym "unmsm").
 */
export function searchWords(search: string | undefined): string[] {
  return foldText(search ?? "")
    .replace(/[^\p{L}\p{N}\s%_\\.'’-]/gu, " ")
    .split(/\s+/)
    .map((word) => word.replace(/^[.'’]+/, ""))
    .filter((word) => word.replace(INNER_PUNCTUATION, "").length > 0)
    .slice(0, 6);
}

/** The word without its dots and apostrophes. */
export function bareWord(word: string): string {
  return word.replace(INNER_PUNCTUATION, "");
}

/** `search_text` contains the word as typed, or without its inner punctuation. */
export function searchWordCondition(word: string): SQL {
  const bare = bareWord(word);
  if (bare === word) return sql`${institutionSearchText} like ${containsPattern(word)}`;
  return sql`(${institutionSearchText} like ${containsPattern(word)} or ${institutionSearchText} like ${containsPattern(bare)})`;
}

/**
 * Whether a search names a career: every word of the search (folded, without inner punctuation) is
 * a whole word of the career's folded name, the last one may be its beginning (from 3 letters):
 * «medicina» and «MEDIC» name Medicina Humana; «psicologia» names Psicología.
 */
export function namesCareer(careerName: string, words: string[]): boolean {
  const bare = words.map(bareWord).filter(Boolean);
  if (!bare.length) return false;
  const names = foldText(careerName)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return bare.every((w, i) => names.some((n) => n === w || (i === bare.length - 1 && w.length >= 3 && n.startsWith(w))));
}
