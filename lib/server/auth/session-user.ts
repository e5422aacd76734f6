import "server-only";
import type { SessionUser } from "@/lib/contracts/session";
import { users } from "@/lib/db/schema";
import { userHasActiveMembershipSql } from "../membership/memberships";

/** The explicit columns a session user is built from: never the password hash. */
export const sessionUserColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
  fullPhone: users.fullPhone,
  role: users.role,
  type: users.type,
  schoolId: users.schoolId,
  sponsorId: users.sponsorId,
  allianceId: users.allianceId,
  isAdmin: users.isAdmin,
  graduationYear: users.graduationYear,
  /** An active membership period (paid order, alliance benefit or school) right now. */
  haveMembership: userHasActiveMembershipSql,
} as const;

export type SessionUserRow = {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  fullPhone: string | null;
  role: "user" | "user-parent" | "school" | "advisor" | null;
  type: string | null;
  schoolId: number | null;
  sponsorId: number | null;
  allianceId: number | null;
  isAdmin: boolean;
  graduationYear: number | null;
  haveMembership?: boolean;
};

/**
 * The public DTO of a user. `haveMembership` is true while one of
 * the user's membership periods (`memberships`: a paid order, an alliance, a school) is running.
 */
export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    fullPhone: row.fullPhone,
    role: row.role,
    type: row.type,
    schoolId: row.schoolId,
    studentId: row.id,
    sponsorId: row.sponsorId,
    haveSponsor: row.sponsorId !== null,
    haveMembership: row.haveMembership ?? false,
    alliance: row.allianceId,
    isAdmin: row.isAdmin,
    graduationYear: row.graduationYear,
  };
}
