import "server-only";
import { eq } from "drizzle-orm";
import type { JoinSchoolInput } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { studentPreferences, users } from "@/lib/db/schema";
import { notFound } from "../http/errors";
import { clientIp } from "../rate-limit";
import { schoolCodeIpLimiter, schoolCodeLimiter } from "./limits";
import { checkSchoolCode, useSchoolCode } from "./school-codes";
import { loadSessionUser } from "./users";

/** `POST /api/membership/school`: the logged-in student joins a school with its code (school mode). */
export async function joinSchool(userId: string, input: JoinSchoolInput, req: Request): Promise<SessionUser> {
  await schoolCodeIpLimiter.consume(clientIp(req));
  await schoolCodeLimiter.consume(`${clientIp(req)}:${input.schoolId}`);
  const db = await getDb();
  const code = await checkSchoolCode(input.schoolId, input.code, db);
  const b = input.birthday ?? (input.day && input.month && input.year ? { day: input.day, month: input.month, year: input.year } : null);
  const birthday = b ? new Date(Date.UTC(b.year, b.month - 1, b.day)) : null;
  const birthdayIso = birthday && birthday.getUTCDate() === b!.day ? birthday.toISOString().slice(0, 10) : null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ schoolId: code.schoolId, grade: input.grade, section: input.section || null, updatedAt: new Date() }).where(eq(users.id, userId));
    await useSchoolCode(code.codeId, tx as unknown as typeof db);
    if (birthdayIso) {
      await tx.insert(studentPreferences).values({ userId, birthday: birthdayIso }).onConflictDoUpdate({ target: studentPreferences.userId, set: { birthday: birthdayIso } });
    }
  });
  const user = await loadSessionUser(userId);
  if (!user) throw notFound();
  return user;
}
