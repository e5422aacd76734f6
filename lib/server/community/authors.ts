import "server-only";
import { ruleViolation } from "@/lib/content/community/rules";
import { and, eq, inArray } from "drizzle-orm";
import type { CommunityAuthor } from "@/lib/contracts/community";
import { getDb } from "@/lib/db/client";
import { advisors, careers, communityAmbassadors, institutions, users } from "@/lib/db/schema";

/**
 * «Lucía Q.»: first name and the initial of the surname, never more (most members are minors). A
 * first name that breaks the community's text rules (a phone or an address typed as a name) is
 * shown as «Estudiante»: the name is public text too.
 */
export function displayName(name: string, surname: string): string {
  const typed = name.trim().split(/\s+/)[0];
  const first = typed && !ruleViolation(typed) ? typed : "Estudiante";
  const initial = surname.trim().charAt(0).toLocaleUpperCase("es-PE");
  return initial ? `${first} ${initial}.` : first;
}

export type AuthorFacts = CommunityAuthor & { trustedRole: boolean };

/**
 * How each author is shown: a Rumbo specialist (an advisor with a login) with their full name
 * and title, a verified ambassador with institution and career, the team, or a student / parent
 * as first name and initial. `trustedRole`: specialists, active ambassadors and the team answer.
 */
export async function authorsOf(userIds: string[]): Promise<Map<string, AuthorFacts>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, AuthorFacts>();
  if (!ids.length) return out;
  const db = await getDb();
  const [people, specialists, ambassadors] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, surname: users.surname, role: users.role, isAdmin: users.isAdmin })
      .from(users)
      .where(inArray(users.id, ids)),
    db
      .select({ userId: advisors.userId, name: advisors.name, title: advisors.title })
      .from(advisors)
      .where(and(inArray(advisors.userId, ids), eq(advisors.active, true))),
    db
      .select({
        userId: communityAmbassadors.userId,
        kind: communityAmbassadors.kind,
        institutionSlug: institutions.slug,
        institutionName: institutions.name,
        careerSlug: careers.slug,
        careerName: careers.name,
      })
      .from(communityAmbassadors)
      .innerJoin(institutions, eq(institutions.id, communityAmbassadors.institutionId))
      .leftJoin(careers, eq(careers.id, communityAmbassadors.careerId))
      .where(and(inArray(communityAmbassadors.userId, ids), eq(communityAmbassadors.active, true))),
  ]);
  const specialistOf = new Map(specialists.map((s) => [s.userId!, s]));
  const ambassadorOf = new Map(ambassadors.map((a) => [a.userId, a]));
  for (const p of people) {
    const specialist = specialistOf.get(p.id);
    const ambassador = ambassadorOf.get(p.id);
    if (specialist) {
      out.set(p.id, {
        name: specialist.name,
        role: "specialist",
        badge: specialist.title,
        institution: null,
        career: null,
        trustedRole: true,
      });
    } else if (ambassador) {
      // Said without grammatical gender: the account does not tell it.
      const graduate = ambassador.kind === "egresado";
      const what = ambassador.careerName
        ? `${graduate ? "Egresó de" : "Estudia"} ${ambassador.careerName}`
        : graduate
          ? "Egresada o egresado"
          : "Estudiante";
      out.set(p.id, {
        name: displayName(p.name, p.surname),
        role: "ambassador",
        badge: `Verificación de Rumbo · ${what}`,
        institution: { slug: ambassador.institutionSlug, name: ambassador.institutionName },
        career: ambassador.careerSlug && ambassador.careerName ? { slug: ambassador.careerSlug, name: ambassador.careerName } : null,
        trustedRole: true,
      });
    } else if (p.isAdmin) {
      out.set(p.id, { name: "Equipo de Rumbo", role: "team", badge: "Moderación", institution: null, career: null, trustedRole: true });
    } else {
      out.set(p.id, {
        name: displayName(p.name, p.surname),
        role: p.role === "user-parent" ? "parent" : "student",
        badge: p.role === "user-parent" ? "Madre o padre de familia" : null,
        institution: null,
        career: null,
        trustedRole: false,
      });
    }
  }
  return out;
}

export const unknownAuthor: AuthorFacts = {
  name: "Cuenta eliminada",
  role: "student",
  badge: null,
  institution: null,
  career: null,
  trustedRole: false,
};
