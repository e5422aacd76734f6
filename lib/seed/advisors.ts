/**
 * The advisors seed: one advisor with a few weekly slots (Lima time) for the live sessions.
 * Product data the back office edits later, so it runs in production seeding too. Idempotent:
 * the advisor is created only when no advisor with its e-mail exists, and the slots are inserted
 * with ON CONFLICT DO NOTHING on (advisor, weekday, start), so a restart changes nothing and an
 * edited or deactivated slot stays as the back office left it.
 * No "server-only": this runs from tsx scripts and the test harness.
 */
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { advisors, advisorSlots } from "@/lib/db/schema";

export const advisorSeed = {
  name: "Mariana Torres",
  title: "Orientadora vocacional y psicóloga",
  bio: "Psicóloga educativa con diez años acompañando a estudiantes de secundaria y a sus familias a elegir carrera.",
  email: "orientacion@rumbo.pe",
};

/** ISO weekday (1 = Monday) and "HH:MM" in Lima, inside the live-session hours (lib/config/live-hours.ts). */
export const advisorSlotSeeds: { weekday: number; startTime: string }[] = [
  { weekday: 1, startTime: "16:00" },
  { weekday: 1, startTime: "17:00" },
  { weekday: 2, startTime: "16:00" },
  { weekday: 3, startTime: "16:00" },
  { weekday: 3, startTime: "18:00" },
  { weekday: 4, startTime: "17:00" },
  { weekday: 5, startTime: "15:00" },
  { weekday: 6, startTime: "09:00" },
  { weekday: 6, startTime: "10:00" },
];

export async function seedAdvisors(
  db: Db,
  opts: { log?: (line: string) => void } = {},
): Promise<{ advisorId: number; createdSlots: number }> {
  const log = opts.log ?? ((line: string) => console.log(line));
  let [advisor] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.email, advisorSeed.email)).limit(1);
  if (!advisor) {
    [advisor] = await db.insert(advisors).values(advisorSeed).returning({ id: advisors.id });
  }
  const created = await db
    .insert(advisorSlots)
    .values(advisorSlotSeeds.map((s) => ({ advisorId: advisor.id, weekday: s.weekday, startTime: s.startTime, durationMinutes: 60 })))
    .onConflictDoNothing()
    .returning({ id: advisorSlots.id });
  log(`  asesores: ${advisorSeed.name} con ${advisorSlotSeeds.length} horarios semanales (${created.length} nuevos)`);
  return { advisorId: advisor.id, createdSlots: created.length };
}
