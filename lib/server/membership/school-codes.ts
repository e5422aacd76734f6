import "server-only";
import { randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { CODE_ALPHABET } from "@/lib/contracts/admin-schools";
import { schoolMessages } from "@/lib/contracts/school";
import { getDb, type Db } from "@/lib/db/client";
import { schoolCodes, schoolCodeUses, schools } from "@/lib/db/schema";
import { badRequest, conflict } from "../http/errors";
import { grantMembership } from "./memberships";

/** The plan a school code grants (the self-guided plan, for the plan's own length). */
export const SCHOOL_PLAN_SLUG = "autoguiado";

export type SchoolCodeMatch = { codeId: number; schoolId: number; schoolName: string };

const codeError = (message: string) => badRequest(message, { code: [message] });

/**
 * The usable code of a school, or a 400 whose message says why not: unknown or inactive (the
 * same message whether the school or the code is wrong), expired, or already used by as many
 * students as it allows. With `userId`, a code this student already used is a 409.
 */
export async function checkSchoolCode(
  schoolId: number,
  code: string,
  opts: { db?: Db; userId?: string; now?: Date } = {},
): Promise<SchoolCodeMatch> {
  const db = opts.db ?? (await getDb());
  const now = opts.now ?? new Date();
  const [row] = await db
    .select({
      codeId: schoolCodes.id,
      schoolId: schools.id,
      schoolName: schools.name,
      maxUses: schoolCodes.maxUses,
      uses: schoolCodes.uses,
      expiresAt: schoolCodes.expiresAt,
    })
    .from(schoolCodes)
    .innerJoin(schools, eq(schools.id, schoolCodes.schoolId))
    .where(
      and(eq(schoolCodes.schoolId, schoolId), eq(sql`upper(${schoolCodes.code})`, code.trim().toUpperCase()), eq(schoolCodes.active, true)),
    )
    .limit(1);
  if (!row) throw codeError(schoolMessages.invalid);
  if (opts.userId && (await hasUsedCode(db, row.codeId, opts.userId)))
    throw conflict(schoolMessages.alreadyUsed, { code: [schoolMessages.alreadyUsed] });
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) throw codeError(schoolMessages.expired);
  if (row.maxUses !== null && row.uses >= row.maxUses) throw codeError(schoolMessages.full);
  return { codeId: row.codeId, schoolId: row.schoolId, schoolName: row.schoolName };
}

async function hasUsedCode(db: Db, codeId: number, userId: string): Promise<boolean> {
  const [used] = await db
    .select({ id: schoolCodeUses.id })
    .from(schoolCodeUses)
    .where(and(eq(schoolCodeUses.codeId, codeId), eq(schoolCodeUses.userId, userId)))
    .limit(1);
  return Boolean(used);
}

/**
 * Uses a code for one student, inside the caller's transaction: records the use (unique per code
 * and student → a second use is a 409), takes one seat with a conditional UPDATE (so that two
 * students racing for the last seat cannot both get it: the loser's UPDATE matches no row and its
 * transaction rolls back) and grants the school's membership once (`source: "school"`).
 */
export async function redeemSchoolCode(tx: Db, input: { codeId: number; userId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const use = await tx
    .insert(schoolCodeUses)
    .values({ codeId: input.codeId, userId: input.userId })
    .onConflictDoNothing({ target: [schoolCodeUses.codeId, schoolCodeUses.userId] })
    .returning({ id: schoolCodeUses.id });
  if (!use.length) throw conflict(schoolMessages.alreadyUsed, { code: [schoolMessages.alreadyUsed] });
  const seat = await tx
    .update(schoolCodes)
    .set({ uses: sql`${schoolCodes.uses} + 1` })
    .where(
      and(
        eq(schoolCodes.id, input.codeId),
        eq(schoolCodes.active, true),
        or(isNull(schoolCodes.maxUses), lt(schoolCodes.uses, schoolCodes.maxUses)),
        or(isNull(schoolCodes.expiresAt), gt(schoolCodes.expiresAt, now)),
      ),
    )
    .returning({ uses: schoolCodes.uses, expiresAt: schoolCodes.expiresAt });
  if (!seat.length) {
    // Lost the race for the last seat, or the code expired or was switched off meanwhile.
    const [code] = await tx
      .select({ expiresAt: schoolCodes.expiresAt, active: schoolCodes.active })
      .from(schoolCodes)
      .where(eq(schoolCodes.id, input.codeId))
      .limit(1);
    if (!code?.active) throw codeError(schoolMessages.invalid);
    throw codeError(code.expiresAt && code.expiresAt.getTime() <= now.getTime() ? schoolMessages.expired : schoolMessages.full);
  }
  await grantMembership(tx, {
    userId: input.userId,
    planSlug: SCHOOL_PLAN_SLUG,
    source: "school",
    sourceRef: `${input.codeId}:${input.userId}`,
    now,
  });
}

/** `length` characters of CODE_ALPHABET (no 0/O, 1/I/L: readable aloud and by hand), from a CSPRNG. */
export function randomCode(length: number): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The columns of a school code, as the code-creating paths return it. */
export const schoolCodeColumns = {
  id: schoolCodes.id,
  schoolId: schoolCodes.schoolId,
  code: schoolCodes.code,
  active: schoolCodes.active,
  maxUses: schoolCodes.maxUses,
  uses: schoolCodes.uses,
  expiresAt: schoolCodes.expiresAt,
  grade: schoolCodes.grade,
  section: schoolCodes.section,
  createdAt: schoolCodes.createdAt,
};

export type SchoolCodeRow = {
  id: number;
  schoolId: number;
  code: string;
  active: boolean;
  maxUses: number | null;
  uses: number;
  expiresAt: Date | null;
  grade: string | null;
  section: string | null;
  createdAt: Date;
};

export type NewSchoolCode = {
  schoolId: number;
  /** A code chosen by hand; without it, `generate()` makes one (retried on the rare clash). */
  code?: string;
  generate: () => string;
  grade?: string | null;
  section?: string | null;
  maxUses?: number | null;
  expiresAt?: Date | null;
};

const codeTaken = "Este colegio ya tiene ese código.";

/**
 * Creates a code of a school, the one path for the back office and the counsellors. Codes are
 * compared without case (as students type them): a chosen code the school already has is a 409
 * at the field; a generated one that clashes is generated again (5 attempts). One school's codes
 * are created one at a time, so that the check holds. `onCreated` runs in the same transaction
 * (the back office records its audit entry there).
 */
export async function createSchoolCode(
  db: Db,
  input: NewSchoolCode,
  onCreated?: (tx: Db, row: SchoolCodeRow) => Promise<unknown>,
): Promise<SchoolCodeRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = input.code ?? input.generate();
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"school-codes:" + input.schoolId}))`);
      const [clash] = await tx
        .select({ id: schoolCodes.id })
        .from(schoolCodes)
        .where(and(eq(schoolCodes.schoolId, input.schoolId), eq(sql`upper(${schoolCodes.code})`, code.toUpperCase())))
        .limit(1);
      if (clash) return null;
      const [inserted] = await tx
        .insert(schoolCodes)
        .values({
          schoolId: input.schoolId,
          code,
          grade: input.grade ?? null,
          section: input.section ?? null,
          maxUses: input.maxUses ?? null,
          expiresAt: input.expiresAt ?? null,
        })
        .returning(schoolCodeColumns);
      await onCreated?.(tx as unknown as Db, inserted);
      return inserted;
    });
    if (row) return row;
    if (input.code) throw conflict(codeTaken, { code: [codeTaken] });
  }
  throw conflict("No pudimos generar un código libre. Inténtalo de nuevo.");
}

/** A counsellor's code for one grade and section: «5B-K7P2QX». */
export const gradeSectionCode = (grade: string, section: string) => () =>
  `${`${grade}${section.replace(/\s+/g, "").toUpperCase()}`.slice(0, 8)}-${randomCode(6)}`;
