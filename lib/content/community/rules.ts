/**
 * The community's text rules: most people here are minors, so a post never carries
 * a way to reach someone outside Rumbo (a phone number, an e-mail address, a link to an outside
 * chat) nor an insult. Pure: the form checks as you type and the server checks again.
 */

/** Insults and slurs (Peruvian Spanish and common ones), folded: lower case, no accents. */
export const BLOCKED_WORDS = [
  "idiota",
  "imbecil",
  "estupido",
  "estupida",
  "huevon",
  "huevona",
  "cojudo",
  "cojuda",
  "conchatumadre",
  "conchasumadre",
  "ctm",
  "csm",
  "mierda",
  "puta",
  "puto",
  "putas",
  "maricon",
  "cabron",
  "pendejo",
  "pendeja",
  "tarado",
  "tarada",
  "mongol",
  "retrasado",
  "retrasada",
  "baboso",
  "babosa",
  "perra",
  "zorra",
  "malparido",
  "cholo de mierda",
];

/** Hosts of chats and social networks where a stranger could talk to a minor in private. */
export const OUTSIDE_CHAT_HOSTS = [
  "wa.me",
  "whatsapp.com",
  "chat.whatsapp.com",
  "t.me",
  "telegram.me",
  "telegram.org",
  "discord.gg",
  "discord.com",
  "discordapp.com",
  "m.me",
  "messenger.com",
  "facebook.com",
  "fb.com",
  "instagram.com",
  "tiktok.com",
  "snapchat.com",
  "kik.me",
  "signal.me",
  "line.me",
  "omegle.com",
];

export const RULE_MESSAGES = {
  phone: "Por tu seguridad, no compartas números de teléfono en la comunidad. Quita el número y vuelve a enviar.",
  email: "Por tu seguridad, no compartas correos electrónicos en la comunidad. Quita el correo y vuelve a enviar.",
  chat: "No se permiten enlaces ni usuarios de WhatsApp, Telegram, Discord, Instagram u otros chats: las conversaciones se quedan en Rumbo.",
  words: "Tu texto tiene palabras que no permitimos en la comunidad. Escríbelo con respeto y vuelve a enviar.",
} as const;
export type RuleViolation = keyof typeof RULE_MESSAGES;

/** Lower case, no accents, common look-alike digits and symbols as letters (p3nd3jo → pendejo). */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[0134@$5]/g, (c) => ({ "0": "o", "1": "i", "3": "e", "4": "a", "@": "a", $: "s", "5": "s" })[c]!);
}

/**
 * Characters that render as nothing: format characters (Unicode Cf: zero-width space and joiners,
 * word joiner, soft hyphen, direction marks) and the other default-ignorable code points (Hangul
 * fillers, variation selectors). «9\u200b8\u200b7…» reads as 987…, so they are removed before any rule.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * The text as a reader sees it: invisible characters removed and NFKC applied (full-width ９８７ and
 * ＠, 𝟗, ① and superscripts become plain digits and symbols). Every rule reads this form.
 */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, "").normalize("NFKC").replace(INVISIBLE, "");
}

/** Lower case, no accents (digits and symbols kept). */
const plainLower = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();

/**
 * Spanish digit words and their usual misspellings, each worth one digit. «un»/«una» are left out:
 * they are articles in almost every sentence, and a phone read aloud says «uno».
 */
const DIGIT_WORDS = [
  "cero",
  "sero",
  "zero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "kuatro",
  "cinco",
  "sinco",
  "zinco",
  "seis",
  "seiz",
  "siete",
  "ciete",
  "ocho",
  "hocho",
  "nueve",
  "nuebe",
];
/** Letters that pass for digits inside a token that already has a digit: «98765432l», «9o»… */
const LOOKALIKE_DIGITS = new Set(["o", "l", "i"]);

/**
 * How many digits a token (a run of letters and numbers) spells when it is made only of digits and
 * digit words («987», «nueve», «nueve8siete»), or -1 when it is an ordinary word («2do», «años»).
 */
function spelledDigits(token: string): number {
  const hasDigit = /\p{Nd}/u.test(token);
  // best[i]: digits spelled by token[0, i), -1 when that prefix cannot be spelled.
  const best = new Array<number>(token.length + 1).fill(-1);
  best[0] = 0;
  for (let i = 0; i < token.length; i++) {
    if (best[i] < 0) continue;
    const c = token[i];
    if (/\p{Nd}/u.test(c) || (hasDigit && LOOKALIKE_DIGITS.has(c))) best[i + 1] = Math.max(best[i + 1], best[i] + 1);
    for (const word of DIGIT_WORDS) {
      if (token.startsWith(word, i)) best[i + word.length] = Math.max(best[i + word.length], best[i] + 1);
    }
  }
  return best[token.length];
}

/**
 * An amount of money («S/ 12,500.00», «$ 95.50», «1,500.00 soles»): its cents are not part of a
 * phone, so they are dropped before counting (the whole part still counts). An amount is at most
 * 17 characters before its cents: the bound keeps the search linear on a long run of digits.
 */
const MONEY_CENTS = /((?:s\/\.?|us\$|\$|usd|pen)\s*\d[\d.,\s]{0,16}?)[.,]\d{2}(?!\d)|(\d[\d.,]{0,16}?)[.,]\d{2}(?=\s*(?:soles|dolares)\b)/g;

/**
 * The longest run of digits in a text, counting digits and digit words together and treating any
 * run of characters that are neither letters nor numbers as a separator: «987,654,321»,
 * «987_654_321», «nueve 8 siete 6 cinco 4 tres 2 uno» all count 9. A word that is not a digit
 * («de», «años», «y») ends the run.
 */
export function longestDigitRun(text: string): number {
  const plain = plainLower(visibleText(text)).replace(MONEY_CENTS, (_m, a?: string, b?: string) => `${a ?? b} `);
  let run = 0;
  let longest = 0;
  for (const token of plain.split(/[^\p{L}\p{N}]+/u)) {
    if (!token) continue;
    const digits = spelledDigits(token);
    run = digits < 0 ? 0 : run + digits;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** Seven digits or more is a phone (a Peruvian mobile has 9, a landline 7) or a document. */
const PHONE_DIGITS = 7;

/**
 * «arroba», «[at]», «(at)», «{at}», «<at>» → @ and «punto», «[dot]», «(dot)» → «.», so that
 * «juan.perez arroba gmail punto com» and «juanperez[at]gmail[dot]com» read as the address they are.
 */
function spelledSymbols(plain: string): string {
  return plain
    .replace(/[[({<]\s*(?:at|arroba)\s*[\])}>]/g, "@")
    .replace(/[[({<]\s*(?:dot|punto)\s*[\])}>]/g, ".")
    .replace(/\barroba\b/g, "@")
    .replace(/\bpunto\b/g, ".")
    .replace(/([a-z0-9._-]+)\s+at\s+([a-z0-9-]+)\s+dot\s+([a-z]{2,})\b/g, "$1@$2.$3");
}

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
/** An address with its symbols spelled out or spaced: «juan . perez @ gmail . com». */
const SPACED_EMAIL = /[\p{L}\p{N}._%+-]+\s*@\s*[\p{L}\p{N}-]+(?:\s*\.\s*[\p{L}\p{N}-]+)*\s*\.\s*[a-z]{2,}\b/u;
/** «juan@gmail», «juan arroba hotmail»: the big providers need no «.com» to be understood. */
const PROVIDER_EMAIL = /[\p{L}\p{N}._%+-]\s*@\s*(?:gmail|hotmail|outlook|yahoo|live|icloud|msn|protonmail|proton)\b/u;

/** «@usuario»: a handle on some network, the other usual way to move a conversation out. */
const SOCIAL_HANDLE = /(^|[\s(:])@[a-z0-9_.]{3,}/i;

function outsideChat(folded: string): boolean {
  return OUTSIDE_CHAT_HOSTS.some((host) => {
    const escaped = host.replace(/\./g, "\\s*\\.\\s*");
    return new RegExp(`(^|[^a-z0-9])(www\\.)?${escaped}(\\/|\\b)`).test(folded);
  });
}

function hasBlockedWord(folded: string): boolean {
  const words = folded.replace(/[^a-z\s]/g, " ");
  // Plurals too: «idiotas», «pendejos».
  return BLOCKED_WORDS.some((w) => new RegExp(`(^|\\s)${w.replace(/ /g, "\\s+")}(e?s)?(\\s|$)`).test(words));
}

/**
 * The first rule a text breaks, or null. Every rule reads the text as it is seen (`visibleText`),
 * so invisible characters and look-alike Unicode forms do not get around them. Phone numbers are
 * counted on the unfolded text (the folding turns 0 into o).
 */
export function ruleViolation(text: string): RuleViolation | null {
  const visible = visibleText(text);
  const plain = plainLower(visible);
  const spelled = spelledSymbols(plain);
  // Only a text with an @ (written or spelled) can hold an address; the check skips the patterns otherwise.
  const at = spelled.includes("@");
  if (at && EMAIL.test(visible)) return "email";
  const folded = foldText(visible);
  if (outsideChat(plain) || outsideChat(spelled) || outsideChat(folded) || SOCIAL_HANDLE.test(visible)) return "chat";
  // After the handles: «mi insta @ana.q» is a handle, not an address with a space before its @.
  if (at && (SPACED_EMAIL.test(spelled) || PROVIDER_EMAIL.test(spelled))) return "email";
  if (longestDigitRun(visible) >= PHONE_DIGITS) return "phone";
  if (hasBlockedWord(folded)) return "words";
  return null;
}
