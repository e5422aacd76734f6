import "server-only";
import { authMessages } from "@/lib/contracts/auth";
import { CHAT_MESSAGES_PER_MINUTE } from "@/lib/contracts/chat";
import { createBurstLimiter, createLimiter, type Limiter, type Window } from "./rate-limit";

/**
 * Every rate limit of the server, declared once: its name (the store's key prefix, so it never
 * changes once deployed), its points per window, an optional short burst window, and the Spanish
 * message of its 429. A domain imports its entry and calls `.consume(key)` with its own key (an
 * account, an address, an e-mail …); the handler's `rateLimit` and `failures` options take an
 * entry too. `createLimiter` is called here and nowhere else in lib/server
 * (tests/unit/rate-limits-table.test.ts), and docs/security.md lists the same numbers (the same
 * test compares them). Call gates (`createCallGate`, lib/server/handler/call-gates.ts) bound
 * concurrent expensive calls and are declared there.
 */
export type RateLimit = Limiter & {
  readonly name: string;
  /** Attempts per key in the window (with a burst: in the long window). */
  readonly points: number;
  readonly windowSec: number;
  /** A shorter window counted on the same key first: over it a client waits seconds, not the whole window. */
  readonly burst?: Window;
  /** The 429's message, unless the call passes its own. */
  readonly message: string;
};

type Declaration = { name: string; points: number; windowSec: number; burst?: Window; message: string };

/** An entry of the table: its declaration as written (a burst entry's type says it has one) and its limiter. */
function limit<D extends Declaration>(declaration: D): RateLimit & Readonly<D> {
  const { name, points, windowSec, burst, message } = declaration;
  const inner = burst ? createBurstLimiter(name, burst, { points, durationSec: windowSec }) : createLimiter(name, points, windowSec);
  return {
    ...declaration,
    consume: (key, text = message) => inner.consume(key, text),
    check: (key, text = message) => inner.check(key, text),
    reset: (key) => inner.reset(key),
    count: (key) => inner.count(key),
    hit: (key) => inner.hit(key),
  };
}

const MINUTE = 60;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** The default 429 text («Hiciste demasiados intentos…»), for limits whose form says nothing more specific. */
const TOO_MANY = authMessages.tooManyAttempts;

/** The 429 of the registration's per-address budgets: the form waits its Retry-After and sends again by itself. */
const REGISTER_BUSY = "Muchos registros desde tu red. Espera unos segundos: lo intentamos de nuevo.";

export const rateLimits = {
  // ── Log-in ────────────────────────────────────────────────────────────────────────────────
  /**
   * Failed passwords per (account, client address): a guesser slows down; the owner elsewhere is
   * not locked out. Counted for an e-mail whether or not it has an account (no enumeration).
   */
  loginPair: limit({ name: "login-pair", points: 5, windowSec: 10 * MINUTE, message: authMessages.tooManyLogins }),
  /**
   * Failures per account from all addresses together: a ceiling (counted and read by auth/login,
   * which answers 429 for 15 minutes) over which only an address in `loginKnown` may still try,
   * so a distributed attacker cannot lock the owner out of their usual device and network.
   */
  loginAccount: limit({ name: "login-account-failures", points: 50, windowSec: HOUR, message: authMessages.tooManyLogins }),
  /**
   * Not a limit but a memory: the (account, address) pairs that logged in during the last 14 days
   * (never spent, never a 429). 14 days: the in-memory store keeps each key with a timer, which
   * cannot exceed 24.8 days.
   */
  loginKnown: limit({ name: "login-known", points: 1_000_000, windowSec: 14 * DAY, message: authMessages.tooManyLogins }),
  /**
   * Log-in attempts per address across accounts (a school's lab logs in together behind one
   * public address): a burst, so a client over it waits at most a minute, not the hour.
   */
  loginIp: limit({
    name: "login-ip",
    points: 600,
    windowSec: HOUR,
    burst: { points: 60, durationSec: MINUTE },
    message: authMessages.tooManyLogins,
  }),

  // ── Registration and the form's checks ────────────────────────────────────────────────────
  /** The registration form's checks of an e-mail or a phone number, per address (`handler` rateLimit). */
  verifyIp: limit({ name: "verify-ip", points: 600, windowSec: HOUR, burst: { points: 60, durationSec: MINUTE }, message: TOO_MANY }),
  /**
   * Accounts created without a school code, per address: a class of 120 signs up within two
   * minutes; with a valid school code there is no per-address count, only the code's capacity.
   */
  registerIp: limit({
    name: "register-ip",
    points: 1_000,
    windowSec: HOUR,
    burst: { points: 100, durationSec: MINUTE },
    message: REGISTER_BUSY,
  }),
  /**
   * Refused registrations per address (a payload that does not validate, a taken e-mail, an
   * invalid phone, a wrong school code: `handler` failures); over it every registration from the
   * address gets 429 until the window ends.
   */
  registerFailures: limit({
    name: "register-failures-ip",
    points: 200,
    windowSec: HOUR,
    burst: { points: 20, durationSec: MINUTE },
    message: REGISTER_BUSY,
  }),
  /** Registrations per e-mail from all addresses together, valid or not: the same account tried again and again. */
  registerEmail: limit({
    name: "register-email",
    points: 5,
    windowSec: 15 * MINUTE,
    message: "Hiciste demasiados intentos con este correo. Espera unos minutos y vuelve a intentarlo.",
  }),

  // ── Recovery, invitations, the profile ────────────────────────────────────────────────────
  /** Password-recovery e-mails per account: nobody floods a mailbox with reset links. */
  recoverAccount: limit({ name: "recover-account", points: 5, windowSec: 15 * MINUTE, message: TOO_MANY }),
  /** Password-recovery requests per address, across accounts. */
  recoverIp: limit({ name: "recover-ip", points: 100, windowSec: HOUR, message: TOO_MANY }),
  /** Uses of a reset or advisor-invitation token per address: tokens cannot be guessed by brute force. */
  resetTokenIp: limit({ name: "reset-token-ip", points: 100, windowSec: HOUR, message: TOO_MANY }),
  /** Wrong current passwords when editing one's data (re-authentication), per account; a right one clears it. */
  reauth: limit({ name: "reauth", points: 5, windowSec: 15 * MINUTE, message: TOO_MANY }),
  /**
   * E-mail changes per account: each one mails a verification link to the address the account
   * chooses, so a signed-in account cannot turn Rumbo into a mail cannon.
   */
  emailChange: limit({ name: "email-change", points: 5, windowSec: HOUR, message: TOO_MANY }),

  // ── School codes, memberships, families ───────────────────────────────────────────────────
  /** School-code attempts per (address, school), cleared by a right code (a classroom shares one address). */
  schoolCode: limit({ name: "school-code", points: 10, windowSec: 15 * MINUTE, message: TOO_MANY }),
  /**
   * Wrong school codes per address across schools (counted and read by membership/school-verification).
   * Right codes never count: a school behind one address is bounded by its codes' capacity.
   */
  schoolCodeIp: limit({ name: "school-code-ip-failures", points: 100, windowSec: HOUR, message: TOO_MANY }),
  /** «Quiero más información» requests per account: one e-mail to the team, not a flood. */
  membershipInformation: limit({
    name: "membership-information",
    points: 10,
    windowSec: HOUR,
    message: "Ya recibimos tu solicitud. Te escribiremos pronto.",
  }),
  /** Tries to link a child per parent account: a parent code cannot be guessed by brute force; linking clears it. */
  parentLink: limit({ name: "parent-link", points: 10, windowSec: 15 * MINUTE, message: TOO_MANY }),

  // ── Catalogue ─────────────────────────────────────────────────────────────────────────────
  /** Shortlist writes per student: a person tapping through her result stays far below it; a script does not. */
  shortlistWrites: limit({
    name: "shortlist-writes",
    points: 120,
    windowSec: MINUTE,
    message: "Hiciste muchos cambios seguidos en tu lista. Espera un minuto y vuelve a intentarlo.",
  }),
  /** Leads (contact requests to an institution) per address. */
  leadCreate: limit({ name: "lead-create", points: 30, windowSec: HOUR, message: "Enviaste demasiadas solicitudes. Espera un momento." }),
  /** Phone codes sent per lead: no one turns a lead into an SMS cannon. */
  leadCodeReference: limit({
    name: "lead-code-reference",
    points: 3,
    windowSec: 10 * MINUTE,
    message: "Pediste demasiados códigos. Espera unos minutos y vuelve a intentarlo.",
  }),
  /** Phone codes sent per phone number, across leads. */
  leadCodePhone: limit({
    name: "lead-code-phone",
    points: 6,
    windowSec: HOUR,
    message: "Pediste demasiados códigos. Espera unos minutos y vuelve a intentarlo.",
  }),

  // ── Metrics ───────────────────────────────────────────────────────────────────────────────
  /** Event batches per visitor: the browser sends at most one every few seconds. */
  metricsVisitor: limit({ name: "metrics-visitor", points: 60, windowSec: MINUTE, message: "Demasiados eventos. Espera un momento." }),
  /** Event batches per address: wider, an address may be a school's shared connection. */
  metricsIp: limit({ name: "metrics-ip", points: 600, windowSec: MINUTE, message: "Demasiados eventos. Espera un momento." }),

  // ── Community, webinars ───────────────────────────────────────────────────────────────────
  /** Questions per account: a flood of posts for the moderators. */
  communityQuestions: limit({
    name: "community-questions",
    points: 5,
    windowSec: HOUR,
    message: "Hiciste muchas preguntas seguidas. Espera un rato antes de publicar otra.",
  }),
  /** Answers per account (specialists, ambassadors, the team). */
  communityAnswers: limit({
    name: "community-answers",
    points: 20,
    windowSec: HOUR,
    message: "Publicaste muchas respuestas seguidas. Espera un rato antes de publicar otra.",
  }),
  /** Enrolling in and leaving webinars, together, per account: enrolment is no way to send e-mails to someone. */
  webinarChanges: limit({
    name: "webinar-enrolment-changes",
    points: 20,
    windowSec: HOUR,
    message: "Te inscribiste y retiraste muchas veces seguidas. Espera un rato antes de volver a intentarlo.",
  }),

  // ── Chat (per account, not per address) ───────────────────────────────────────────────────
  /** A student's messages. */
  chatStudentMessages: limit({
    name: "chat-message-student",
    points: CHAT_MESSAGES_PER_MINUTE,
    windowSec: MINUTE,
    message: "Estás enviando mensajes muy rápido. Espera un momento y vuelve a intentarlo.",
  }),
  /** A specialist's messages: she answers many students. */
  chatAdvisorMessages: limit({
    name: "chat-message-advisor",
    points: CHAT_MESSAGES_PER_MINUTE * 3,
    windowSec: MINUTE,
    message: "Estás enviando mensajes muy rápido. Espera un momento y vuelve a intentarlo.",
  }),
  /** New conversations. */
  chatConversations: limit({
    name: "chat-conversation",
    points: 10,
    windowSec: HOUR,
    message: "Abriste muchas conversaciones seguidas. Espera un momento.",
  }),
  /** Reports of a conversation. */
  chatReports: limit({
    name: "chat-report",
    points: 5,
    windowSec: HOUR,
    message: "Ya recibimos tus reportes. Si es urgente, escríbenos a seguridad@rumbo.pe.",
  }),
  /** Stream opens (reconnections included); the open streams at once are bounded in chat/stream-slots. */
  chatStreams: limit({ name: "chat-stream", points: 60, windowSec: MINUTE, message: "Demasiadas conexiones seguidas. Espera un momento." }),
} as const satisfies Record<string, RateLimit>;
