/**
 * The demo accounts of development and tests, created only when NODE_ENV is not
 * "production" or RUMBO_DEMO_USERS=1 (the e2e server sets it). Idempotent: an existing account
 * is left as it is. Credentials are in the README. No "server-only": scripts call it.
 */
import { hash } from "@node-rs/argon2";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { advisors, schoolCodes, schools, users } from "@/lib/db/schema";
import { advisorSeed } from "./advisors";
import { argon2Options } from "@/lib/config/argon2";
import { processEnv } from "@/lib/config/env";

type DemoUser = {
  id: string;
  email: string;
  password: string;
  name: string;
  surname: string;
  phone: string;
  fullPhone: string;
  countryCode: string;
  countryIso: string;
  role: "user" | "advisor";
  isAdmin: boolean;
};

export const demoUsers: DemoUser[] = [
  {
    id: "demo-student",
    email: "estudiante@rumbo.pe",
    password: "Estudiante2026!",
    name: "Lucía",
    surname: "Quispe",
    phone: "987654321",
    fullPhone: "+51987654321",
    countryCode: "51",
    countryIso: "PE",
    role: "user",
    isAdmin: false,
  },
  {
    id: "demo-admin",
    email: "admin@rumbo.pe",
    password: "RumboAdmin2026!",
    name: "Admin",
    surname: "Rumbo",
    phone: "987000111",
    fullPhone: "+51987000111",
    countryCode: "51",
    countryIso: "PE",
    role: "user",
    isAdmin: true,
  },
  {
    id: "demo-specialist",
    email: "especialista@rumbo.pe",
    password: "Especialista2026!",
    name: "Mariana",
    surname: "Torres",
    phone: "987000222",
    fullPhone: "+51987000222",
    countryCode: "51",
    countryIso: "PE",
    role: "advisor",
    isAdmin: false,
  },
];

/** The demo specialist's account is the login of the seeded advisor (lib/seed/advisors.ts), so a member can try the chat. */
export const demoSpecialistEmail = "especialista@rumbo.pe";

/** The school code the demo school hands out (for /empezar-colegio in development and tests). */
export const demoSchoolCode = "RUMBO2026";

export function demoUsersEnabled(source: Record<string, string | undefined> = processEnv()): boolean {
  return source.RUMBO_DEMO_USERS === "1" || source.NODE_ENV !== "production";
}

export async function seedDemoUsers(db: Db, log: (line: string) => void = () => {}): Promise<number> {
  if (!demoUsersEnabled()) return 0;
  let created = 0;
  for (const { password, ...user } of demoUsers) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${user.email}`)
      .limit(1);
    if (existing) continue;
    await db.insert(users).values({ ...user, passwordHash: await hash(password, argon2Options), emailVerifiedAt: new Date() });
    created++;
  }
  // One code for the first school, so that the school-mode register can be tried.
  const [school] = await db.select({ id: schools.id }).from(schools).orderBy(asc(schools.name), asc(schools.id)).limit(1);
  if (school) await db.insert(schoolCodes).values({ schoolId: school.id, code: demoSchoolCode }).onConflictDoNothing();
  // The demo specialist answers the chat as the seeded advisor, when that advisor has no login yet
  // (an admin may have given it another one: that one stays).
  const [specialist] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${demoSpecialistEmail}`)
    .limit(1);
  if (specialist)
    await db
      .update(advisors)
      .set({ userId: specialist.id, updatedAt: new Date() })
      .where(and(eq(advisors.email, advisorSeed.email), isNull(advisors.userId)));
  if (created) log(`Usuarios de demostración creados: ${created} (${demoUsers.map((u) => u.email).join(", ")}).`);
  return created;
}
