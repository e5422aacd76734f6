import "server-only";
import { createBurstLimiter, createLimiter } from "../rate-limit";

/**
 * Log-in limits (replacing an earlier per-account lock-out):
 *  - per (account, client address): 5 failed passwords in 10 minutes, then that pair waits out
 *    the window (429 with Retry-After). A guesser slows down; the owner elsewhere is not locked.
 *  - per account: a ceiling of 50 failures an hour from all addresses together. Over it, only an
 *    address the owner already logged in from (in the last 14 days) may still try, so a
 *    distributed attacker cannot lock the owner out of their usual device and network.
 *  - per address, across accounts (a school's lab logs in together behind one public
 *    address): 60 attempts a minute and 600 an hour; over the burst a client waits at most a
 *    minute (Retry-After), not the rest of the hour.
 * A successful log-in clears the pair's failures and marks the address as known for the account.
 * The per-pair and per-account limits count an e-mail address whether or not it has an account
 *: the answers never tell which addresses exist.
 *
 * Registration tells a class (many distinct new accounts from one address) from guessing and
 * flooding:
 *  - per e-mail: 5 attempts in 15 minutes, from all addresses together, valid or not (the same
 *    account tried again and again);
 *  - per address, refused attempts (a payload that does not validate, a taken e-mail, a phone
 *    that is not valid, a wrong school code): 20 a minute and 200 an hour; an address over it
 *    gets 429 for every registration until the window ends (at most a minute in the burst);
 *  - per address, accounts created without a school code: 100 a minute and 1,000 an hour, so a
 *    class of 120 signs up within two minutes (the form waits the Retry-After by itself and sends
 *    again); with a valid school code there is no per-address count, only the code's capacity
 *    (lib/server/membership/school-verification.ts limits guessing codes).
 * The registration form's checks of an e-mail or a phone number: 60 a minute and 600 an hour per address.
 */
export const ADDRESS_LIMITS = {
  login: { burst: { points: 60, durationSec: 60 }, sustained: { points: 600, durationSec: 60 * 60 } },
  register: { burst: { points: 100, durationSec: 60 }, sustained: { points: 1_000, durationSec: 60 * 60 } },
  registerFailures: { burst: { points: 20, durationSec: 60 }, sustained: { points: 200, durationSec: 60 * 60 } },
  verify: { burst: { points: 60, durationSec: 60 }, sustained: { points: 600, durationSec: 60 * 60 } },
} as const;
export const LOGIN_PAIR_FAILURES = 5;
export const LOGIN_ACCOUNT_CEILING = 50;
export const loginPairLimiter = createLimiter("login-pair", LOGIN_PAIR_FAILURES, 10 * 60);
export const loginAccountLimiter = createLimiter("login-account-failures", LOGIN_ACCOUNT_CEILING, 60 * 60);
// 14 days: the in-memory store keeps each key with a timer, which cannot exceed 24.8 days.
export const loginKnownAddress = createLimiter("login-known", 1_000_000, 14 * 24 * 60 * 60);
export const loginIpLimiter = createBurstLimiter("login-ip", ADDRESS_LIMITS.login.burst, ADDRESS_LIMITS.login.sustained);
export const verifyIpLimiter = createBurstLimiter("verify-ip", ADDRESS_LIMITS.verify.burst, ADDRESS_LIMITS.verify.sustained);
export const recoverAccountLimiter = createLimiter("recover-account", 5, 15 * 60);
export const recoverIpLimiter = createLimiter("recover-ip", 100, 60 * 60);
export const resetTokenIpLimiter = createLimiter("reset-token-ip", 100, 60 * 60);
export const registerIpLimiter = createBurstLimiter("register-ip", ADDRESS_LIMITS.register.burst, ADDRESS_LIMITS.register.sustained);
export const registerFailureLimiter = createBurstLimiter(
  "register-failures-ip",
  ADDRESS_LIMITS.registerFailures.burst,
  ADDRESS_LIMITS.registerFailures.sustained,
);
export const REGISTER_EMAIL_ATTEMPTS = 5;
export const registerEmailLimiter = createLimiter("register-email", REGISTER_EMAIL_ATTEMPTS, 15 * 60);
/** The 429 of the per-address budgets: the registration form waits its Retry-After and sends again by itself. */
export const registerBusyMessage = "Muchos registros desde tu red. Espera unos segundos: lo intentamos de nuevo.";
export const registerEmailMessage = "Hiciste demasiados intentos con este correo. Espera unos minutos y vuelve a intentarlo.";
export const emailChangeLimiter = createLimiter("email-change", 5, 60 * 60);
