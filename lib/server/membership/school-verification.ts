import "server-only";
import type { MembershipVerificationResult } from "@/lib/contracts/school";
import { schoolCodeIpLimiter, schoolCodeLimiter } from "./limits";
import { checkSchoolCode } from "./school-codes";

/**
 * `POST /api/membership/verification` {schoolId, code}: whether a school's code can be used now
 * (10 wrong tries per school and IP in 15 minutes without a right one in between; 100 per IP an hour). With a session, a code the student already used is a 409.
 */
export async function verifySchoolCode(
  schoolId: number,
  code: string,
  ip: string,
  userId?: string | null,
): Promise<MembershipVerificationResult> {
  await schoolCodeIpLimiter.consume(ip);
  const key = `${ip}:${schoolId}`;
  await schoolCodeLimiter.consume(key);
  const row = await checkSchoolCode(schoolId, code, { userId: userId ?? undefined });
  // A classroom shares one address: a right code clears the guesses (as a log-in does).
  await schoolCodeLimiter.reset(key);
  return { valid: true, schoolId: row.schoolId, schoolName: row.schoolName };
}
