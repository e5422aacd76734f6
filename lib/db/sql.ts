import { sql, type SQL, type AnyColumn } from "drizzle-orm";

const accented = "ÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜÑáàâäéèêëíìîïóòôöúùûüñ";
const plain = "aaaaeeeeiiiioooouuuunaaaaeeeeiiiioooouuuun";

/**
 * Lower case without accents, in SQL, the same on PGlite and PostgreSQL whatever their locale
 * (accented capitals are mapped explicitly because lower() of non-ASCII depends on the locale).
 */
export function foldSql(value: AnyColumn | SQL): SQL {
  return sql`translate(lower(${value}), ${accented}, ${plain})`;
}

/** The same folding in JavaScript, for the search text. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * A LIKE or ILIKE pattern that matches `term` anywhere, with `%`, `_` and `\` taken literally
 * (backslash is PostgreSQL's and PGlite's default escape): what a search box's text becomes.
 * The one escaping of the code base; `lib/server/paging.ts` hands it to the back office's lists.
 */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern that matches the folded `text` anywhere (to compare with `foldSql` of a column). */
export function containsPattern(text: string): string {
  return likePattern(foldText(text));
}
