import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { isSameSiteLogo, sponsorCookieSchema, type Alliance } from "@/lib/contracts/alliance";
import { cookieNames } from "@/lib/config/cookies";
import { getDb, type Db } from "@/lib/db/client";
import { alliances, institutions } from "@/lib/db/schema";
import { AppError, notFound } from "../http/errors";
import { findPlan } from "@/lib/pricing/plans";
import { grantMembership } from "./memberships";

const NOT_FOUND = "No encontramos esta alianza. Revisa el enlace que te compartieron.";

const publicColumns = {
  id: alliances.id,
  nickname: alliances.nickname,
  name: alliances.name,
  logo: alliances.logo,
  institutionId: alliances.institutionId,
  benefit: alliances.benefit,
};

/** `GET /api/school/alliance/{nickname}` and the alliance page: an active alliance (nickname in any case), else 404. */
export async function getAllianceByNickname(nickname: string): Promise<Alliance> {
  const db = await getDb();
  const [row] = await db
    .select(publicColumns)
    .from(alliances)
    .where(and(eq(sql`lower(${alliances.nickname})`, nickname.trim().toLowerCase()), eq(alliances.active, true)))
    .limit(1);
  if (!row) throw notFound(NOT_FOUND);
  return { ...row, logo: isSameSiteLogo(row.logo) ? row.logo : null };
}

export type RegistrationAlliance = { id: number; institutionId: number | null; benefitPlanSlug: string | null; benefitDays: number };

/**
 * The alliance a new account comes through: `allianceId` from the register body, else from the
 * sponsor cookie the alliance page set. Unknown or inactive alliances are ignored (null).
 */
/** The active alliance a registration joins: the form's `allianceId`, else the sponsor cookie's (the caller passes either). */
export async function registrationAlliance(id: number | null | undefined): Promise<RegistrationAlliance | null> {
  if (!id) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: alliances.id,
      institutionId: alliances.institutionId,
      benefitPlanSlug: alliances.benefitPlanSlug,
      benefitDays: alliances.benefitDays,
    })
    .from(alliances)
    .where(and(eq(alliances.id, id), eq(alliances.active, true)))
    .limit(1);
  return row ?? null;
}

export function allianceIdFromCookie(header: string | null): number | null {
  const raw = (header ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${cookieNames.sponsor}=`))
    ?.slice(cookieNames.sponsor.length + 1);
  if (!raw) return null;
  try {
    const parsed = sponsorCookieSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? (parsed.data.allianceId ?? null) : null;
  } catch {
    return null;
  }
}

/** Applies the alliance's benefit to a new account, once (inside the registration's transaction). */
export async function applyAllianceBenefit(tx: Db, alliance: RegistrationAlliance, userId: string): Promise<void> {
  if (!alliance.benefitPlanSlug) return;
  await grantMembership(tx, {
    userId,
    planSlug: alliance.benefitPlanSlug,
    source: "alliance",
    sourceRef: `${alliance.id}:${userId}`,
    days: alliance.benefitDays > 0 ? alliance.benefitDays : undefined,
  });
}

export type AlliancePage = Alliance & {
  institution: { name: string; shortName: string | null; slug: string } | null;
  /** The plan the benefit grants and for how long: what it adds to the free test is said on the page. */
  plan: { name: string; features: string[]; days: number } | null;
};

/** The alliance page's data: the alliance, its catalogue institution and the plan it grants; null when unknown or inactive. */
export async function loadAlliancePage(nickname: string): Promise<AlliancePage | null> {
  if (!/^[\w.-]{1,64}$/.test(nickname)) return null;
  let alliance: Alliance;
  try {
    alliance = await getAllianceByNickname(nickname);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const db = await getDb();
  const [grant] = await db
    .select({ planSlug: alliances.benefitPlanSlug, days: alliances.benefitDays })
    .from(alliances)
    .where(eq(alliances.id, alliance.id))
    .limit(1);
  const found = grant?.planSlug ? findPlan(grant.planSlug) : null;
  const plan = found ? { name: found.name, features: found.features, days: grant!.days > 0 ? grant!.days : found.days } : null;
  if (!alliance.institutionId) return { ...alliance, institution: null, plan };
  const [institution] = await db
    .select({ name: institutions.name, shortName: institutions.shortName, slug: institutions.slug })
    .from(institutions)
    .where(eq(institutions.id, alliance.institutionId))
    .limit(1);
  return { ...alliance, institution: institution ?? null, plan };
}
