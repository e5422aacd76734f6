import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { authMessages, type DataUpdateInput, type ProfileUpdateInput, type StudentProfile } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { conflict, forbidden, notFound } from "../http/errors";
import { hashPassword } from "./password";
import { requirePhone } from "./phone";
import { sessionUserColumns, toSessionUser } from "./session-user";
import { isUniqueViolation, loadSessionUser } from "./users";

const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null);

/** `PUT /api/student`: the owner's profile fields (never e-mail, password, admin or school flags). */
export async function updateProfile(userId: string, input: ProfileUpdateInput): Promise<SessionUser> {
  const phone = input.phone ? requirePhone(input.phone, input.countryIso, null, "phone") : null;
  const db = await getDb();
  await db
    .update(users)
    .set({
      name: input.name,
      surname: input.surname,
      surnameFather: emptyToNull(input.surnameFather),
      surnameMother: emptyToNull(input.surnameMother),
      gender: emptyToNull(input.gender),
      document: emptyToNull(input.document),
      role: input.role,
      graduationYear: input.graduationYear,
      grade: emptyToNull(input.grade),
      section: emptyToNull(input.section),
      ...(phone ? { phone: phone.phone, fullPhone: phone.fullPhone, countryCode: phone.countryCode, countryIso: phone.countryIso } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  const user = await loadSessionUser(userId);
  if (!user) throw notFound();
  return user;
}

/**
 * `POST /api/data-update/student`: the phone-completion modal (role, e-mail, phone, password,
 * policy). Used after a social log-in, whose account has no phone, role or password yet.
 */
export async function completeStudentData(userId: string, input: Omit<DataUpdateInput, "email" | "accepted"> & { email: string }): Promise<SessionUser> {
  const phone = requirePhone(input.phone, input.countryIso, null, "phone");
  const db = await getDb();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, input.email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (taken) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
  try {
    await db
      .update(users)
      .set({
        email: input.email.toLowerCase(),
        role: input.role,
        phone: phone.phone,
        fullPhone: phone.fullPhone,
        countryCode: phone.countryCode,
        countryIso: phone.countryIso,
        passwordHash: await hashPassword(input.password),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
    throw error;
  }
  const user = await loadSessionUser(userId);
  if (!user) throw notFound();
  return user;
}

/** `GET /api/student/{id}`: the student's profile, for the owner or an admin only. */
export async function getStudentProfile(id: string, viewer: SessionUser): Promise<StudentProfile> {
  if (viewer.id !== id && !viewer.isAdmin) throw forbidden();
  const db = await getDb();
  const [row] = await db
    .select({
      ...sessionUserColumns,
      surnameFather: users.surnameFather,
      surnameMother: users.surnameMother,
      gender: users.gender,
      document: users.document,
      grade: users.grade,
      section: users.section,
      countryIso: users.countryIso,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound("No encontramos a este estudiante.");
  const { surnameFather, surnameMother, gender, document, grade, section, countryIso, createdAt, ...base } = row;
  return { ...toSessionUser(base), surnameFather, surnameMother, gender, document, grade, section, countryIso, createdAt: createdAt.toISOString() };
}
