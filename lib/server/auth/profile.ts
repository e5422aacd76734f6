import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { authMessages, type DataUpdateInput, type ProfileUpdateInput, type StudentProfile } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { conflict, forbidden, notFound, validationError } from "../http/errors";
import { rateLimits } from "../rate-limits";
import { sendEmailVerification } from "./email-verification";
import { hashPassword, verifyPassword } from "./password";
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

/** What `POST /api/data-update/student` answers: the user, and the new address waiting for its link. */
export type DataUpdateResult = SessionUser & { emailPending: string | null };

/**
 * `POST /api/data-update/student`: the phone-completion modal (role, e-mail, phone, password,
 * policy), first used after a social log-in, whose account has no phone, role or password yet.
 *
 * Re-authentication: an account without a password may set one (completing a social
 * account); an account with a password must send `currentPassword` to change it or the e-mail.
 * A different e-mail never replaces the old one here: it gets a verification link, and
 * `confirmEmail` switches it when the link is used. Only a placeholder address
 * (`…@sin-correo.invalid`, a social account whose provider gave none) is replaced at once, by
 * the address the password is set with, which then gets a verification link too.
 */
export async function completeStudentData(
  userId: string,
  sessionId: string,
  input: Omit<DataUpdateInput, "email" | "accepted"> & { email: string },
): Promise<DataUpdateResult> {
  const phone = requirePhone(input.phone, input.countryIso, null, "phone");
  const db = await getDb();
  const [current] = await db
    .select({ email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!current) throw notFound();
  const hasPassword = Boolean(current.passwordHash);
  if (hasPassword) {
    if (!input.currentPassword)
      throw validationError({ currentPassword: [authMessages.currentPasswordRequired] }, authMessages.currentPasswordRequired);
    await rateLimits.reauth.consume(userId);
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      throw validationError({ currentPassword: [authMessages.currentPasswordWrong] }, authMessages.currentPasswordWrong);
    }
    await rateLimits.reauth.reset(userId);
  }
  const newEmail = input.email.toLowerCase();
  const emailChanges = newEmail !== current.email.toLowerCase();
  if (emailChanges) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, newEmail), ne(users.id, userId)))
      .limit(1);
    if (taken) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
    // Each change mails a verification link to an address the account chooses: bounded per account.
    await rateLimits.emailChange.consume(userId);
  }
  const replacePlaceholder = emailChanges && !hasPassword && current.email.endsWith(".invalid");
  const passwordChanges = !hasPassword || !(await verifyPassword(current.passwordHash, input.password));
  try {
    await db
      .update(users)
      .set({
        ...(replacePlaceholder ? { email: newEmail, emailVerifiedAt: null } : {}),
        role: input.role,
        phone: phone.phone,
        fullPhone: phone.fullPhone,
        countryCode: phone.countryCode,
        countryIso: phone.countryIso,
        ...(passwordChanges ? { passwordHash: await hashPassword(input.password) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
    throw error;
  }
  // A changed password ends the account's other sessions (this one stays).
  if (passwordChanges && hasPassword) await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)));
  let emailPending: string | null = null;
  if (emailChanges) {
    await sendEmailVerification({ id: userId, name: current.name }, newEmail, replacePlaceholder ? "signup" : "change");
    if (!replacePlaceholder) emailPending = newEmail;
  }
  const user = await loadSessionUser(userId);
  if (!user) throw notFound();
  return { ...user, emailPending };
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
  return {
    ...toSessionUser(base),
    surnameFather,
    surnameMother,
    gender,
    document,
    grade,
    section,
    countryIso,
    createdAt: createdAt.toISOString(),
  };
}
