import "server-only";
import { createLimiter } from "../rate-limit";

/**
 * School codes: 10 attempts per (address, school) in 15 minutes, cleared by a right code (a
 * classroom shares one address); and 100 wrong codes per address an hour across schools. Right
 * codes never count against the address (a school behind one address is bounded by
 * its codes' capacity, not by the address).
 */
export const SCHOOL_CODE_FAILURES_PER_ADDRESS = 100;
export const schoolCodeLimiter = createLimiter("school-code", 10, 15 * 60);
export const schoolCodeIpLimiter = createLimiter("school-code-ip-failures", SCHOOL_CODE_FAILURES_PER_ADDRESS, 60 * 60);
