import "server-only";
import type { MembershipVerificationResult } from "@/lib/contracts/school";
import { schoolCodeIpLimiter, schoolCodeLimiter } from "../auth/limits";
import { clientIp } from "../rate-limit";
import { checkSchoolCode } from "./school-codes";

/**
 * `POST /api/membership/verification` {schoolId, code}: whether a school's code can be used now
 * (limited per school and IP). With a session, a code the student already used is a 409.
 */
export async function verifySchoolCode(schoolId: number, code: string, req: Request, userId?: string | null): Promise<MembershipVerificationResult> {
  await schoolCodeIpLimiter.consume(clientIp(req));
  await schoolCodeLimiter.consume(`${clientIp(req)}:${schoolId}`);
  const row = await checkSchoolCode(schoolId, code, { userId: userId ?? undefined });
  return { valid: true, schoolId: row.schoolId, schoolName: row.schoolName };
}
