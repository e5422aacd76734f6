import type { SessionUser } from "@/lib/contracts/session";

/** A logged-in student as the stores and the readable cookie hold it; override what a test needs. */
export function sampleStudent(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: "u1",
    name: "Lucía",
    surname: "Quispe",
    email: "lucia@example.pe",
    phone: "987654321",
    fullPhone: "+51987654321",
    role: "user",
    type: null,
    schoolId: null,
    studentId: "u1",
    sponsorId: null,
    haveSponsor: false,
    haveMembership: false,
    alliance: null,
    isAdmin: false,
    graduationYear: 2027,
    ...overrides,
  };
}
