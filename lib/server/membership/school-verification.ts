import "server-only";
import type { MembershipVerificationResult } from "@/lib/contracts/school";
import type { Db } from "@/lib/db/client";
import { AppError, rateLimited } from "../http/errors";
import { rateLimits } from "../rate-limits";
import { checkSchoolCode, type SchoolCodeMatch } from "./school-codes";

/**
 * A school code checked under the guessing limits of the rate-limit table (lib/server/rate-limits.ts) (verification, joining and
 * registering with a code): a wrong one counts against the address, a right one clears the
 * (address, school) attempts and costs the address nothing.
 */
export async function checkSchoolCodeFrom(
  ip: string,
  schoolId: number,
  code: string,
  opts: { db?: Db; userId?: string } = {},
): Promise<SchoolCodeMatch> {
  if ((await rateLimits.schoolCodeIp.count(ip)) >= rateLimits.schoolCodeIp.points) throw rateLimited(60 * 60);
  const key = `${ip}:${schoolId}`;
  await rateLimits.schoolCode.consume(key);
  try {
    const row = await checkSchoolCode(schoolId, code, opts);
    await rateLimits.schoolCode.reset(key);
    return row;
  } catch (error) {
    // A wrong, expired or full code (400); a code the student already used (409) is not a guess.
    if (error instanceof AppError && error.code === "bad_request") await rateLimits.schoolCodeIp.hit(ip);
    throw error;
  }
}

/**
 * `POST /api/membership/verification` {schoolId, code}: whether a school's code can be used now
 * (10 tries per school and IP in 15 minutes without a right one in between; 100 wrong ones per IP an hour). With a session, a code the student already used is a 409.
 */
export async function verifySchoolCode(
  schoolId: number,
  code: string,
  ip: string,
  userId?: string | null,
): Promise<MembershipVerificationResult> {
  const row = await checkSchoolCodeFrom(ip, schoolId, code, { userId: userId ?? undefined });
  return { valid: true, schoolId: row.schoolId, schoolName: row.schoolName };
}
