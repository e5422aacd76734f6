import "server-only";
import { createLimiter } from "../rate-limit";

/**
 * The account limits (issue 4): 10 log-in attempts per account in 15 minutes without a success
 * in between, 100 per IP per hour; verification, recovery and code endpoints likewise.
 */
export const loginAccountLimiter = createLimiter("login-account", 10, 15 * 60);
export const loginIpLimiter = createLimiter("login-ip", 100, 60 * 60);
export const verifyIpLimiter = createLimiter("verify-ip", 100, 60 * 60);
export const recoverAccountLimiter = createLimiter("recover-account", 5, 15 * 60);
export const recoverIpLimiter = createLimiter("recover-ip", 100, 60 * 60);
export const resetTokenIpLimiter = createLimiter("reset-token-ip", 100, 60 * 60);
export const registerIpLimiter = createLimiter("register-ip", 100, 60 * 60);
export const schoolCodeLimiter = createLimiter("school-code", 10, 15 * 60);
export const schoolCodeIpLimiter = createLimiter("school-code-ip", 100, 60 * 60);
