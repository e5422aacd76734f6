import "server-only";
import type { SessionUser } from "@/lib/contracts/session";
import { users } from "@/lib/db/schema";

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
} as const;

export type SessionUserRow = {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  fullPhone: string | null;
  role: "user" | "user-parent" | null;
  type: string | null;
  schoolId: number | null;
  sponsorId: number | null;
  allianceId: number | null;
  isAdmin: boolean;
  graduationYear: number | null;
};

/**
 * The public DTO of a user (spec §3 "User info fields"). `haveMembership` is computed by the
 * membership domain when it exists; until a user has a paid plan it is false.
 */
export function toSessionUser(row: SessionUserRow, extra: { haveMembership?: boolean } = {}): SessionUser {
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
    haveMembership: extra.haveMembership ?? false,
    alliance: row.allianceId,
    isAdmin: row.isAdmin,
    graduationYear: row.graduationYear,
  };
}
