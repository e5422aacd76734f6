import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { foldText } from "@/lib/db/sql";

/**
 * The folded "name + acronym" of an institution: the generated column `search_text` of
 * migration 0008 (trigram-indexed), so a search never folds every row at query time.
 */
export const institutionSearchText: SQL = sql.raw(`"institutions"."search_text"`);

/** The words of a search, folded (no accents, lower case), at most 6, punctuation dropped. */
export function searchWords(search: string | undefined): string[] {
  return foldText(search ?? "")
    .replace(/[.'’]/g, "")
    .replace(/[^\p{L}\p{N}\s%_\\-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6);
}
