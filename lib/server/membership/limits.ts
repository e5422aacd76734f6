import "server-only";
import { createLimiter } from "../rate-limit";

/** School codes: failed attempts per (address, school), and all attempts per address (a classroom shares one). */
export const schoolCodeLimiter = createLimiter("school-code", 10, 15 * 60);
export const schoolCodeIpLimiter = createLimiter("school-code-ip", 100, 60 * 60);
