import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { appUrl } from "@/lib/config/env";
import { authMessages } from "@/lib/contracts/auth";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { passwordResetTokens, users } from "@/lib/db/schema";
import { badRequest, notFound } from "../http/errors";
import { logInfo } from "../log";
import { escapeHtml, linkEmailHtml } from "../notifications/link-email";
import { sendEmail } from "../notifications/send-email";
import { rateLimits } from "../rate-limits";
import { hashPassword } from "./password";
import { revokeAllSessions } from "./session";
import { hashToken, newToken } from "./tokens";
import { loadSessionUser } from "./users";

export const RESET_TTL_MS = 30 * 60 * 1000;

export function resetEmail(name: string, link: string) {
  const greeting = name ? `Hola, ${name}:` : "Hola:";
  const text = [
    greeting,
    "",
    "Recibimos un pedido para cambiar la contraseña de tu cuenta de Rumbo.",
    "Para elegir una nueva, abre este enlace (vale 30 minutos y se puede usar una sola vez):",
    "",
    link,
    "",
    "Si no fuiste tú, ignora este correo: tu contraseña no cambiará.",
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = linkEmailHtml({
    paragraphs: [escapeHtml(greeting), "Recibimos un pedido para cambiar la contraseña de tu cuenta de Rumbo."],
    button: "Cambiar mi contraseña",
    link,
    validity: "El enlace vale 30 minutos y se puede usar una sola vez.",
    note: "Si no fuiste tú, ignora este correo: tu contraseña no cambiará.",
  });
  return { subject: "Cambia tu contraseña de Rumbo", text, html };
}

/**
 * `POST /api/auth/recover` {email, role}: e-mails a single-use link to `/?token=…`. The spec
 * answers 'No existe el correo' for an unknown address; the limits keep that from being
 * used to list accounts quickly.
 */
export async function requestPasswordReset(email: string, ip: string) {
  const normalized = email.trim().toLowerCase();
  await rateLimits.recoverIp.consume(ip);
  await rateLimits.recoverAccount.consume(normalized);
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized))
    .limit(1);
  if (!user) throw notFound(authMessages.noSuchEmail);
  // Recovery rule: a link goes only to a verified address, or to the address the
  // account's password was chosen with (sign-up, or completing a social account). A new address
  // never becomes the account's before its own link is used, so an unverified address never
  // gets a link for an account its owner did not create.
  if (!user.emailVerifiedAt && !isTrue(user.hasPassword))
    throw badRequest(authMessages.recoverUnverified, { email: [authMessages.recoverUnverified] });
  const token = newToken();
  await db.insert(passwordResetTokens).values({ id: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  const link = `${appUrl()}/?token=${encodeURIComponent(token)}`;
  await sendEmail({ to: user.email, kind: "password-reset", ...resetEmail(user.name, link) });
  logInfo("auth: enlace de recuperación enviado");
  return { sent: true as const };
}

async function findValidReset(token: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      email: users.email,
      // A counsellor invited by the team who has not chosen a password yet: the link activates her account.
      activation: sql<boolean>`${users.role} = 'school' and ${users.passwordHash} is null`.mapWith(isTrue),
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(eq(passwordResetTokens.id, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())),
    )
    .limit(1);
  return row ?? null;
}

/** `GET /api/auth/recover?token=`: whether the link still works (the modal says so before asking). */
export async function checkResetToken(token: string, ip: string) {
  await rateLimits.resetTokenIp.consume(ip);
  const row = await findValidReset(token);
  if (!row) throw badRequest(authMessages.resetInvalid);
  return { valid: true as const, email: maskEmail(row.email), activation: row.activation };
}

/**
 * `PUT /api/auth/recover/validate` {password, token}: sets the password, spends the token, revokes
 * every session. An invitation's link (a counsellor without a password yet) activates the account:
 * its address is thereby confirmed and the answer carries the user, whom the route signs in.
 */
export async function resetPassword(
  token: string,
  password: string,
  ip: string,
): Promise<{ changed: true; activated: boolean; user: SessionUser | null }> {
  await rateLimits.resetTokenIp.consume(ip);
  const row = await findValidReset(token);
  if (!row) throw badRequest(authMessages.resetInvalid, { token: [authMessages.resetInvalid] });
  const db = await getDb();
  // Spend the token first and only if still unused, so two racing requests cannot both use it.
  const spent = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (!spent.length) throw badRequest(authMessages.resetInvalid, { token: [authMessages.resetInvalid] });
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      ...(row.activation ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, row.userId));
  await revokeAllSessions(row.userId);
  if (row.activation) {
    logInfo("auth: cuenta de orientador activada con su invitación");
    return { changed: true, activated: true, user: await loadSessionUser(row.userId) };
  }
  logInfo("auth: contraseña cambiada con enlace de recuperación; sesiones revocadas");
  return { changed: true, activated: false, user: null };
}

const isTrue = (v: unknown) => v === true || v === "t" || v === "true";

function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 2)}${"•".repeat(Math.max(1, local.length - 2))}@${domain}`;
}
