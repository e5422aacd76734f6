import "server-only";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { appUrl } from "@/lib/config/env";
import { authMessages } from "@/lib/contracts/auth";
import { getDb } from "@/lib/db/client";
import { emailVerificationTokens, passwordResetTokens, sessions, users } from "@/lib/db/schema";
import { badRequest, conflict } from "../http/errors";
import { logInfo } from "../log";
import { escapeHtml, linkEmailHtml } from "../notifications/link-email";
import { sendEmail } from "../notifications/send-email";
import { hashToken, newToken } from "./tokens";
import { isUniqueViolation } from "./users";

/** E-mail verification links live 24 hours and work once. */
export const EMAIL_VERIFY_TTL_MS = 24 * 60 * 60 * 1000;

export const emailMessages = {
  invalid: "El enlace para confirmar tu correo no es válido o ya venció. Pide uno nuevo desde tu cuenta.",
  confirmed: "Tu correo quedó confirmado.",
  changed: "Listo: tu correo cambió.",
} as const;

function verificationEmail(name: string, link: string, purpose: "signup" | "change") {
  const greeting = name ? `Hola, ${name}:` : "Hola:";
  const why =
    purpose === "signup"
      ? "Gracias por crear tu cuenta de Rumbo. Confirma que este correo es tuyo:"
      : "Pediste usar este correo en tu cuenta de Rumbo. Tu correo cambiará cuando abras este enlace:";
  const text = [
    greeting,
    "",
    why,
    "",
    link,
    "",
    "El enlace vale 24 horas y se puede usar una sola vez.",
    "Si no fuiste tú, ignora este correo.",
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = linkEmailHtml({
    paragraphs: [escapeHtml(greeting), escapeHtml(why)],
    button: "Confirmar mi correo",
    link,
    validity: "El enlace vale 24 horas y se puede usar una sola vez.",
    note: "Si no fuiste tú, ignora este correo.",
  });
  return { subject: purpose === "signup" ? "Confirma tu correo en Rumbo" : "Confirma tu nuevo correo en Rumbo", text, html };
}

/**
 * Sends a verification link to `email` for `userId`. For a change of address the link is the
 * only way the new address replaces the old one; a newer link cancels the earlier ones
 * (`newAccount`: the account was created in this request, so there are none to cancel).
 */
export async function sendEmailVerification(
  user: { id: string; name: string },
  email: string,
  purpose: "signup" | "change",
  newAccount = false,
): Promise<void> {
  const db = await getDb();
  const token = newToken();
  const now = new Date();
  // A new link spends the ones sent before; an account created in this request has none.
  if (!newAccount)
    await db
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, user.id), isNull(emailVerificationTokens.usedAt)));
  await db.insert(emailVerificationTokens).values({
    id: hashToken(token),
    userId: user.id,
    email: email.toLowerCase(),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFY_TTL_MS),
  });
  const link = `${appUrl()}/confirmar-correo?token=${encodeURIComponent(token)}`;
  await sendEmail({
    to: email,
    kind: purpose === "signup" ? "email-verification" : "email-change",
    ...verificationEmail(user.name, link, purpose),
  });
  logInfo(`auth: enlace de verificación de correo enviado (${purpose})`);
}

/**
 * `POST /api/auth/email/confirm` {token}: spends the link once. For the account's own address it
 * marks it verified; for a new address it replaces the e-mail (if still free), marks it verified,
 * cancels pending recovery links and ends the other sessions, and tells the old address.
 */
export async function confirmEmail(token: string): Promise<{ email: string; changed: boolean }> {
  const db = await getDb();
  const now = new Date();
  const [spent] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.id, hashToken(token)),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  if (!spent) throw badRequest(emailMessages.invalid, { token: [emailMessages.invalid] });
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, spent.userId))
    .limit(1);
  if (!user) throw badRequest(emailMessages.invalid, { token: [emailMessages.invalid] });
  if (user.email.toLowerCase() === spent.email) {
    await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    return { email: spent.email, changed: false };
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, spent.email), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
  try {
    await db.update(users).set({ email: spent.email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
    throw error;
  }
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  if (!user.email.endsWith(".invalid")) {
    await sendEmail({
      to: user.email,
      kind: "email-changed-notice",
      subject: "El correo de tu cuenta de Rumbo cambió",
      text: `Hola${user.name ? `, ${user.name}` : ""}:\n\nEl correo de tu cuenta de Rumbo ahora es ${spent.email}.\nSi no fuiste tú, escríbenos respondiendo este correo.\n\nEl equipo de Rumbo`,
    });
  }
  logInfo("auth: correo cambiado tras confirmar el enlace; sesiones cerradas");
  return { email: spent.email, changed: true };
}
