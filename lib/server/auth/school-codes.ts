import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { authMessages } from "@/lib/contracts/auth";
import { getDb, type Db } from "@/lib/db/client";
import { schoolCodes, schools } from "@/lib/db/schema";
import { badRequest } from "../http/errors";

/** The active code of a school, or a 400 with the same message whether the school or the code is wrong. */
export async function checkSchoolCode(schoolId: number, code: string, db?: Db) {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ codeId: schoolCodes.id, schoolId: schools.id, schoolName: schools.name })
    .from(schoolCodes)
    .innerJoin(schools, eq(schools.id, schoolCodes.schoolId))
    .where(
      and(
        eq(schoolCodes.schoolId, schoolId),
        eq(sql`upper(${schoolCodes.code})`, code.trim().toUpperCase()),
        eq(schoolCodes.active, true),
        or(isNull(schoolCodes.maxUses), lt(schoolCodes.uses, schoolCodes.maxUses)),
      ),
    )
    .limit(1);
  if (!row) throw badRequest(authMessages.schoolCodeInvalid, { code: [authMessages.schoolCodeInvalid] });
  return row;
}

export async function useSchoolCode(codeId: number, db: Db) {
  await db.update(schoolCodes).set({ uses: sql`${schoolCodes.uses} + 1` }).where(eq(schoolCodes.id, codeId));
}
