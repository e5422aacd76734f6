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

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
/** Seven or more digits, possibly split by spaces, dots, dashes or brackets (a Peruvian mobile is 9). */
const PHONE = /(?:\+\s*)?(?:\d[\s().\-/]*){7,}/;
/** Phone numbers written in words are a common way around the digit check: «nueve ocho siete…». */
const SPOKEN_DIGITS =
  /\b(?:(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\W+){6,}(?:cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve)\b/;

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

/** The first rule a text breaks, or null. Phone numbers are checked on the raw text (the folding turns 0 into o). */
export function ruleViolation(text: string): RuleViolation | null {
  const raw = text.normalize("NFKC");
  if (EMAIL.test(raw)) return "email";
  const folded = foldText(raw);
  if (outsideChat(raw.toLowerCase()) || outsideChat(folded) || SOCIAL_HANDLE.test(raw)) return "chat";
  if (PHONE.test(raw) || SPOKEN_DIGITS.test(folded)) return "phone";
  if (hasBlockedWord(folded)) return "words";
  return null;
}
