import "server-only";
import { eq } from "drizzle-orm";
import type { JoinSchoolInput } from "@/lib/contracts/school";
import { getDb, type Db } from "@/lib/db/client";
import { studentPreferences, users } from "@/lib/db/schema";
import { redeemSchoolCode } from "./school-codes";
import { checkSchoolCodeFrom } from "./school-verification";

/** The birth date as an ISO day, or null when absent or impossible (31 de febrero). */
export function birthdayIso(input: Pick<JoinSchoolInput, "birthday" | "day" | "month" | "year">): string | null {
  const b = input.birthday ?? (input.day && input.month && input.year ? { day: input.day, month: input.month, year: input.year } : null);
  if (!b) return null;
  const date = new Date(Date.UTC(b.year, b.month - 1, b.day));
  return date.getUTCMonth() === b.month - 1 && date.getUTCDate() === b.day ? date.toISOString().slice(0, 10) : null;
}

/**
 * `POST /api/membership/school`: the logged-in student joins a school with its code. In one
 * transaction: the code's seat and the student's single use, the school, grade, section and the
 * sharing choice on the user, the birth date, and the school's membership (granted once). The
 * caller reloads the session user (lib/server/auth sits above membership).
 */
export async function joinSchool(userId: string, input: JoinSchoolInput, ip: string): Promise<void> {
  const db = await getDb();
  const code = await checkSchoolCodeFrom(ip, input.schoolId, input.code, { db, userId });
  const birthday = birthdayIso(input);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await redeemSchoolCode(tx, { codeId: code.codeId, userId });
    await tx
      .update(users)
      .set({
        schoolId: code.schoolId,
        grade: input.grade,
        section: input.section || null,
        shareWithSchool: input.shareWithSchool ?? false,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    if (birthday) {
      await tx
        .insert(studentPreferences)
        .values({ userId, birthday })
        .onConflictDoUpdate({ target: studentPreferences.userId, set: { birthday } });
    }
  });
}
