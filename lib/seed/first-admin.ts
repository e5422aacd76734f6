/**
 * The first admin of a self-hosted Rumbo: `RUMBO_ADMIN_EMAIL` + `RUMBO_ADMIN_PASSWORD` at every
 * start (scripts/prepare-db.ts) and `npm run admin:create -- <email>` create that account as an
 * admin, or make the existing account an admin and set its password. No "server-only": scripts
 * call it.
 */
import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { emailSchema, passwordSchema } from "@/lib/contracts/auth";
import type { Db } from "@/lib/db/client";
import { sessions, users } from "@/lib/db/schema";
import { argon2Options } from "@/lib/config/argon2";
import { processEnv } from "@/lib/config/env";

export type EnsureAdminResult = "created" | "password-reset" | "unchanged";

/** Validates with registration's rules; throws an Error with the Spanish message of the first problem. */
export function parseAdminCredentials(email: string, password: string): { email: string; password: string } {
  const e = emailSchema.safeParse(email);
  if (!e.success) throw new Error(`Correo del administrador: ${e.error.issues[0]?.message ?? "no es válido"}`);
  const p = passwordSchema.safeParse(password);
  if (!p.success) throw new Error(`Contraseña del administrador: ${p.error.issues[0]?.message ?? "no es válida"}`);
  return { email: e.data, password: p.data };
}

/**
 * Creates the admin, or resets an existing account's password (its sessions end when the password
 * changes) and makes it an active, verified admin. Idempotent: the same password at every start
 * changes nothing and keeps the admin's sessions.
 */
export async function ensureAdmin(db: Db, rawEmail: string, rawPassword: string): Promise<EnsureAdminResult> {
  const { email, password } = parseAdminCredentials(rawEmail, rawPassword);
  const [existing] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isAdmin: users.isAdmin,
      deactivatedAt: users.deactivatedAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (!existing) {
    await db.insert(users).values({
      id: randomUUID(),
      email,
      name: "Admin",
      surname: "",
      role: "user",
      isAdmin: true,
      passwordHash: await hash(password, argon2Options),
      emailVerifiedAt: new Date(),
    });
    return "created";
  }
  const samePassword = existing.passwordHash ? await verify(existing.passwordHash, password).catch(() => false) : false;
  if (samePassword && existing.isAdmin && !existing.deactivatedAt && existing.emailVerifiedAt) return "unchanged";
  const passwordHash = samePassword ? existing.passwordHash : await hash(password, argon2Options);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        isAdmin: true,
        deactivatedAt: null,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    if (!samePassword) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
  });
  return samePassword ? "unchanged" : "password-reset";
}

/** At start: the admin of `RUMBO_ADMIN_EMAIL`/`RUMBO_ADMIN_PASSWORD`, when set (both or neither). */
export async function ensureAdminFromEnv(
  db: Db,
  env: Record<string, string | undefined> = processEnv(),
  log: (line: string) => void = () => {},
): Promise<void> {
  const email = env.RUMBO_ADMIN_EMAIL?.trim();
  const password = env.RUMBO_ADMIN_PASSWORD;
  if (!email && !password) return;
  if (!email || !password) throw new Error("Define RUMBO_ADMIN_EMAIL y RUMBO_ADMIN_PASSWORD juntas (o ninguna).");
  const result = await ensureAdmin(db, email, password);
  const text = { created: "creado", "password-reset": "contraseña actualizada", unchanged: "sin cambios" }[result];
  log(`Administrador ${email.toLowerCase()}: ${text}.`);
}
