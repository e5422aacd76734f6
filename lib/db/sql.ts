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

/** A LIKE pattern that matches `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
