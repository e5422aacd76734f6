/*
 * How a person's name is written for display: each word with its first letter in capitals and the
 * rest in lower case, whatever was typed at sign-up («maría JOSÉ» → «María José»). The stored name
 * is never changed.
 */

const LOCALE = "es-PE";

/** One word capitalised; the parts of a hyphenated word too («ana-lucía» → «Ana-Lucía»). */
export function capitalizeName(word: string): string {
  return word
    .split("-")
    .map((part) => (part ? part.charAt(0).toLocaleUpperCase(LOCALE) + part.slice(1).toLocaleLowerCase(LOCALE) : ""))
    .join("-");
}

/** The first word of a name or surname, capitalised ("" when there is none). */
export function firstNameWord(text: string | null | undefined): string {
  return capitalizeName((text ?? "").trim().split(/\s+/)[0] ?? "");
}

/** «Lucía Q.»: the first name and the initial of the first surname, capitalised. */
export function shortDisplayName(name: string | null | undefined, surname: string | null | undefined): string {
  const first = firstNameWord(name);
  const initial = firstNameWord(surname).charAt(0);
  return initial ? `${first} ${initial}.` : first;
}
