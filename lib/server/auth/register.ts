import "server-only";
import { randomUUID } from "node:crypto";
import { asc, inArray } from "drizzle-orm";
import { authMessages, type RegisterV1Input, type RegisterV2Input } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb, writeTogether, type Db } from "@/lib/db/client";
import { careers, studentPreferences, users } from "@/lib/db/schema";
import { conflict } from "../http/errors";
import { applyAllianceBenefit, registrationAlliance } from "../membership/alliances";
import { redeemSchoolCode } from "../membership/school-codes";
import { checkSchoolCodeFrom } from "../membership/school-verification";
import { logInfo } from "../log";
import { recordServerEvent } from "../metrics";
import { sendEmailVerification } from "./email-verification";
import type { ClientContext } from "../http/client-context";
import { rateLimits } from "../rate-limits";
import { hashPassword } from "./password";
import { requirePhone } from "./phone";
import { emailExists, isUniqueViolation, loadSessionUser } from "./users";

type RegisterInput = (RegisterV1Input | RegisterV2Input) & {
  surnameFather?: string | null;
  surnameMother?: string | null;
  document?: string | null;
  countryCode?: string | null;
};

/** The campaign cookie (already validated in `client`), else the one the form sent. */
function campaignFrom(client: ClientContext, fromBody?: string | null): string | null {
  const campaign = client.campaign ?? fromBody;
  return campaign && /^[\w.-]{1,64}$/.test(campaign) ? campaign : null;
}

const emptyToNull = (v: string | null | undefined) => (v ? v : null);

/**
 * Creates the account; the caller logs the user in. Limits
 * (lib/server/rate-limits.ts): every attempt counts against its e-mail; a refused one (taken e-mail, invalid
 * phone, wrong code: it tells whether an address exists) against the client address, counted by
 * the route (`handler({ failures })`); a valid plain sign-up against the address's larger budget
 * of new accounts, and one with a school code against the code's capacity only, so a whole
 * class can sign up behind one address.
 */
export async function registerUser(
  input: RegisterInput,
  client: ClientContext,
  extra?: (userId: string) => Record<string, unknown> | null,
): Promise<SessionUser> {
  const withCode = Boolean(input.schoolId && input.code);
  await rateLimits.registerEmail.consume(input.email.trim().toLowerCase());
  const phone = requirePhone(input.user, input.countryIso, input.countryCode);
  if (await emailExists(input.email)) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
  const school = withCode && input.schoolId && input.code ? await checkSchoolCodeFrom(client.ip, input.schoolId, input.code) : null;
  // Only a registration that will go through spends the address's budget of new accounts.
  if (!withCode) await rateLimits.registerIp.consume(client.ip);
  const alliance = await registrationAlliance(input.allianceId ?? client.allianceId);
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  const account = {
    id,
    email: input.email,
    passwordHash,
    name: input.name,
    surname: input.surname,
    surnameFather: emptyToNull(input.surnameFather),
    surnameMother: emptyToNull(input.surnameMother),
    gender: emptyToNull(input.gender),
    document: emptyToNull(input.document),
    phone: phone.phone,
    fullPhone: phone.fullPhone,
    countryCode: phone.countryCode,
    countryIso: phone.countryIso,
    role: input.typeUser ?? input.role ?? "user",
    type: input.type === undefined || input.type === null || input.type === "" ? null : String(input.type),
    graduationYear: input.graduationYear ?? null,
    grade: emptyToNull(input.grade),
    section: emptyToNull(input.section),
    schoolId: school?.schoolId ?? null,
    shareWithSchool: school ? (input.shareWithSchool ?? false) : false,
    allianceId: alliance?.id ?? null,
    sponsorId: alliance?.institutionId ?? null,
    campaign: campaignFrom(client, input.campaign),
  };
  const more = extra?.(id);
  try {
    if (!school && !alliance) {
      // The account and its preferences, in one message to the database (writeTogether).
      await writeTogether((db) => [
        db.insert(users).values(account),
        ...(more ? [db.insert(studentPreferences).values({ userId: id, ...more })] : []),
      ]);
    } else {
      const db = await getDb();
      await db.transaction(async (tx) => {
        await tx.insert(users).values(account);
        if (school) await redeemSchoolCode(tx as unknown as Db, { codeId: school.codeId, userId: id });
        if (alliance) await applyAllianceBenefit(tx as unknown as Db, alliance, id);
        if (more) await tx.insert(studentPreferences).values({ userId: id, ...more });
      });
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
    throw error;
  }
  logInfo(`auth: cuenta creada (${phone.countryIso})`);
  await recordServerEvent("register", { userId: id, context: client.metrics, campaign: campaignFrom(client, input.campaign) });
  // The address is unverified until its link is used.
  await sendEmailVerification({ id, name: input.name }, input.email, "signup", true);
  const user = await loadSessionUser(id);
  if (!user) throw new Error("registered user not found");
  return user;
}

export async function registerV1(input: RegisterV1Input, client: ClientContext): Promise<SessionUser> {
  const birthday = input.birthday ? isoDate(input.birthday) : null;
  return registerUser(input, client, (userId) => (birthday ? { userId, birthday } : null));
}

/** v2 also keeps objective, place, budget and careers, and tells where to go next. */
export async function registerV2(input: RegisterV2Input, client: ClientContext): Promise<{ user: SessionUser; areaId: string | null }> {
  const db = await getDb();
  const careerRows = input.careers.length
    ? await db
        .select({ id: careers.id, areaSlug: careers.areaSlug })
        .from(careers)
        .where(inArray(careers.id, input.careers))
        .orderBy(asc(careers.id))
    : [];
  const known = new Set(careerRows.map((c) => c.id));
  const careerIds = input.careers.filter((id) => known.has(id));
  const first = careerRows.find((c) => c.id === careerIds[0]);
  const birthday = input.birthday ? isoDate(input.birthday) : null;
  const user = await registerUser(input, client, () => ({
    objective: emptyToNull(input.objective),
    country: emptyToNull(input.country),
    city: emptyToNull(input.city),
    route: emptyToNull(input.route),
    streetNumber: emptyToNull(input.streetNumber),
    formattedAddress: emptyToNull(input.formattedAddress),
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    rangePrice: input.rangePrice ?? null,
    careerIds,
    birthday,
  }));
  return { user, areaId: first?.areaSlug ?? null };
}

function isoDate({ day, month, year }: { day: number; month: number; year: number }): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}
