import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/** Inserts a student directly (no password flow) and returns its id and e-mail. */
export async function insertTestUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const db = await getDb();
  const id = randomUUID();
  const email = overrides.email ?? `estudiante-${id.slice(0, 8)}@example.pe`;
  await db
    .insert(users)
    .values({ id, email, name: "Lucía", surname: "Quispe", role: "user", phone: "987654321", fullPhone: "+51987654321", ...overrides });
  return { id, email };
}
