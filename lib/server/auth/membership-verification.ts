import "server-only";
import { clientIp } from "../rate-limit";
import { schoolCodeIpLimiter, schoolCodeLimiter } from "./limits";
import { checkSchoolCode } from "./school-codes";

/** `POST /api/membership/verification` {schoolId, code}: whether a school's code is valid (limited per school and IP). */
export async function verifySchoolCode(schoolId: number, code: string, req: Request) {
  await schoolCodeIpLimiter.consume(clientIp(req));
  await schoolCodeLimiter.consume(`${clientIp(req)}:${schoolId}`);
  const row = await checkSchoolCode(schoolId, code);
  return { valid: true as const, schoolId: row.schoolId, schoolName: row.schoolName };
}
