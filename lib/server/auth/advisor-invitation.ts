import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { advisorInvitationMessages as messages, type AdvisorInvitationInfo } from "@/lib/contracts/advisor-invitation";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb, type Db } from "@/lib/db/client";
import { advisorInvitations, advisors, users } from "@/lib/db/schema";
import { recordAudit } from "../audit";
import { badRequest, conflict } from "../http/errors";
import { logInfo } from "../log";
import { rateLimits } from "../rate-limits";
import { hashPassword, verifyPassword } from "./password";
import { hashToken } from "./tokens";
import { isUniqueViolation, loadSessionUser } from "./users";

/** Roles an account may have to become a specialist's: a student's, one with no role yet, a specialist's. */
const canBecomeAdvisor = (role: string | null) => role === null || role === "user" || role === "advisor";

const invalid = () => badRequest(messages.invalid, { token: [messages.invalid] });

async function findInvitation(token: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: advisorInvitations.id,
      advisorId: advisorInvitations.advisorId,
      email: advisorInvitations.email,
      advisorName: advisors.name,
      advisorUserId: advisors.userId,
    })
    .from(advisorInvitations)
    .innerJoin(advisors, eq(advisors.id, advisorInvitations.advisorId))
    .where(
      and(eq(advisorInvitations.id, hashToken(token)), isNull(advisorInvitations.usedAt), gt(advisorInvitations.expiresAt, new Date())),
    )
    .limit(1);
  return row ?? null;
}

async function accountOf(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row ?? null;
}

/** `GET /api/auth/advisor-invitation?token=`: whether the link still works and what it will ask for. */
export async function checkAdvisorInvitation(token: string, ip: string): Promise<AdvisorInvitationInfo> {
  await rateLimits.resetTokenIp.consume(ip);
  const row = await findInvitation(token);
  if (!row) throw invalid();
  const account = await accountOf(row.email);
  return { valid: true, email: maskEmail(row.email), advisorName: row.advisorName, existingAccount: Boolean(account?.passwordHash) };
}

/**
 * `POST /api/auth/advisor-invitation` {token, password}: without an account for the invited
 * address, creates one with the specialist role and that password; with one, it must be a
 * student's (or a specialist's) account and the password must be its own (an account without
 * password, made with Google or Facebook, gets this one, as a reset link would), and the account
 * takes the specialist role. Either way the account becomes the advisor's login (chat inbox and
 * live sessions), the address counts as verified (the link reached it), the token is spent by one
 * conditional update (two racing requests cannot both use it), and the answer is the session user.
 */
export async function acceptAdvisorInvitation(token: string, password: string, ip: string): Promise<SessionUser> {
  await rateLimits.resetTokenIp.consume(ip);
  const row = await findInvitation(token);
  if (!row) throw invalid();
  const account = await accountOf(row.email);
  if (account && !canBecomeAdvisor(account.role)) throw conflict(messages.wrongRole, { token: [messages.wrongRole] });
  if (row.advisorUserId && row.advisorUserId !== account?.id) throw conflict(messages.alreadyLinked, { token: [messages.alreadyLinked] });
  if (account?.passwordHash && !(await verifyPassword(account.passwordHash, password)))
    throw badRequest(messages.wrongPassword, { password: [messages.wrongPassword] });
  const db = await getDb();
  const userId = account?.id ?? randomUUID();
  const passwordHash = account?.passwordHash ? null : await hashPassword(password);
  const [first, ...rest] = row.advisorName.trim().split(/\s+/);
  try {
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const spent = await tx
        .update(advisorInvitations)
        .set({ usedAt: new Date(), usedBy: account?.id ?? null })
        .where(and(eq(advisorInvitations.id, row.id), isNull(advisorInvitations.usedAt), gt(advisorInvitations.expiresAt, new Date())))
        .returning({ id: advisorInvitations.id });
      if (!spent.length) throw invalid();
      if (account) {
        await tx
          .update(users)
          .set({
            role: "advisor",
            ...(passwordHash ? { passwordHash } : {}),
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
      } else {
        await tx.insert(users).values({
          id: userId,
          email: row.email,
          name: first ?? "",
          surname: rest.join(" "),
          role: "advisor",
          passwordHash,
          emailVerifiedAt: new Date(),
        });
        await tx.update(advisorInvitations).set({ usedBy: userId }).where(eq(advisorInvitations.id, row.id));
      }
      const other = await tx
        .select({ id: advisors.id })
        .from(advisors)
        .where(and(eq(advisors.userId, userId), sql`${advisors.id} <> ${row.advisorId}`))
        .limit(1);
      if (other.length) throw conflict(messages.accountTaken, { token: [messages.accountTaken] });
      const linked = await tx
        .update(advisors)
        .set({ userId, updatedAt: new Date() })
        .where(and(eq(advisors.id, row.advisorId), sql`(${advisors.userId} is null or ${advisors.userId} = ${userId})`))
        .returning({ id: advisors.id });
      if (!linked.length) throw conflict(messages.alreadyLinked, { token: [messages.alreadyLinked] });
      await recordAudit(
        tx,
        { id: userId, email: row.email },
        {
          entity: "advisor",
          entityId: row.advisorId,
          action: "accept_invitation",
          before: { userEmail: null },
          after: { userEmail: row.email, newAccount: !account },
        },
      );
    });
  } catch (error) {
    // The address signed up meanwhile: the link still works, now with that account's password.
    if (isUniqueViolation(error)) throw conflict(messages.invalid, { token: [messages.invalid] });
    throw error;
  }
  logInfo(`auth: invitación de especialista aceptada (${account ? "cuenta existente" : "cuenta nueva"})`);
  const user = await loadSessionUser(userId);
  if (!user) throw invalid();
  return user;
}

function maskEmail(email: string): string {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 2)}${"•".repeat(Math.max(1, local.length - 2))}@${domain}`;
}
