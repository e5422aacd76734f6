import "server-only";
import { createLimiter } from "../rate-limit";

/**
 * Log-in limits (issue 16, replacing issue 4's per-account lock-out):
 *  - per (account, client address): 5 failed passwords in 10 minutes, then that pair waits out
 *    the window (429 with Retry-After). A guesser slows down; the owner elsewhere is not locked.
 *  - per account: a ceiling of 50 failures an hour from all addresses together. Over it, only an
 *    address the owner already logged in from (in the last 14 days) may still try, so a
 *    distributed attacker cannot lock the owner out of their usual device and network.
 *  - per address: 100 attempts an hour, across accounts.
 * A successful log-in clears the pair's failures and marks the address as known for the account.
 */
export const LOGIN_PAIR_FAILURES = 5;
export const LOGIN_ACCOUNT_CEILING = 50;
export const loginPairLimiter = createLimiter("login-pair", LOGIN_PAIR_FAILURES, 10 * 60);
export const loginAccountLimiter = createLimiter("login-account-failures", LOGIN_ACCOUNT_CEILING, 60 * 60);
// 14 days: the in-memory store keeps each key with a timer, which cannot exceed 24.8 days.
export const loginKnownAddress = createLimiter("login-known", 1_000_000, 14 * 24 * 60 * 60);
export const loginIpLimiter = createLimiter("login-ip", 100, 60 * 60);
export const verifyIpLimiter = createLimiter("verify-ip", 100, 60 * 60);
export const recoverAccountLimiter = createLimiter("recover-account", 5, 15 * 60);
export const recoverIpLimiter = createLimiter("recover-ip", 100, 60 * 60);
export const resetTokenIpLimiter = createLimiter("reset-token-ip", 100, 60 * 60);
export const registerIpLimiter = createLimiter("register-ip", 100, 60 * 60);
export const emailChangeLimiter = createLimiter("email-change", 5, 60 * 60);
