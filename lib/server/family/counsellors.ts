import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { appUrl } from "@/lib/config/env";
import type { AdminListQuery, Paged } from "@/lib/contracts/admin";
import { familyMessages, type Counsellor, type InviteCounsellorInput, type InviteResult } from "@/lib/contracts/family";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb, type Db } from "@/lib/db/client";
import { passwordResetTokens, schools, users } from "@/lib/db/schema";
import { recordAudit } from "../audit";
import { likePattern, pageWindow, paged } from "../paging";
import { requireAdmin } from "../access";
import { hashToken, newToken } from "../auth/tokens";
import { isUniqueViolation } from "../auth/users";
import { conflict, validationError } from "../http/errors";
import { logInfo } from "../log";
import { escapeHtml, linkEmailHtml } from "../notifications/link-email";
import { sendEmail } from "../notifications/send-email";

/** An invitation link works for 7 days (a reset link, 30 minutes); one use, like a reset link. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function invitationEmail(name: string, schoolName: string, link: string) {
  const text = [
    `Hola, ${name}:`,
    "",
    `El equipo de Rumbo te invitó como orientadora u orientador de ${schoolName}.`,
    "En tu panel verás el avance de los estudiantes que aceptaron compartirlo contigo y podrás crear códigos para tus secciones.",
    "Para activar tu cuenta, elige tu contraseña en este enlace (vale 7 días y se puede usar una sola vez); al guardarla entras a tu panel:",
    "",
    link,
    "",
    "Después, entra con tu correo y esa contraseña.",
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = linkEmailHtml({
    paragraphs: [
      `Hola, ${escapeHtml(name)}:`,
      `El equipo de Rumbo te invitó como orientadora u orientador de <strong>${escapeHtml(schoolName)}</strong>. En tu panel verás el avance de los estudiantes que aceptaron compartirlo contigo.`,
    ],
    button: "Activar mi cuenta",
    link,
    validity: "El enlace vale 7 días y se puede usar una sola vez.",
  });
  return { subject: "Te invitaron a Rumbo como orientador de tu colegio", text, html };
}

const counsellorColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  role: users.role,
  schoolId: users.schoolId,
  schoolName: schools.name,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith((v: unknown) => v === true || v === "t" || v === "true"),
  createdAt: users.createdAt,
};

type CounsellorRow = {
  id: string;
  name: string;
  surname: string;
  email: string;
  role: string | null;
  schoolId: number | null;
  schoolName: string | null;
  hasPassword: boolean;
  createdAt: Date;
};

const toCounsellor = (r: CounsellorRow): Counsellor => ({
  id: r.id,
  name: r.name,
  surname: r.surname,
  email: r.email,
  schoolId: r.schoolId ?? 0,
  schoolName: r.schoolName ?? "",
  active: r.hasPassword,
  createdAt: r.createdAt.toISOString(),
});

/**
 * `POST /api/admin/counsellors`: creates the counsellor's account (role `school`, no password)
 * and e-mails a one-time link to `/?token=…`, the password-recovery link, which sets the
 * password with `PUT /api/auth/recover/validate`. Re-inviting: the same e-mail for a counsellor
 * of the same school who has not yet chosen a password sends a new link (200, `resent`); any
 * other existing account with that e-mail is a 409 (an account never changes role by invitation).
 */
export async function inviteCounsellor(actor: SessionUser | null, input: InviteCounsellorInput): Promise<InviteResult> {
  requireAdmin(actor);
  const db = await getDb();
  const email = input.email.trim().toLowerCase();
  const [school] = await db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, input.schoolId)).limit(1);
  if (!school) throw validationError({ schoolId: [familyMessages.unknownSchool] }, familyMessages.unknownSchool);
  const [existing] = await db
    .select(counsellorColumns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const resend = Boolean(existing && existing.role === "school" && existing.schoolId === school.id && !existing.hasPassword);
  if (existing && !resend) throw conflict(familyMessages.counsellorExists, { email: [familyMessages.counsellorExists] });

  const token = newToken();
  const id = existing?.id ?? randomUUID();
  try {
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      if (!existing) {
        await tx.insert(users).values({ id, email, name: input.name, surname: input.surname, role: "school", schoolId: school.id });
      }
      await tx.insert(passwordResetTokens).values({ id: hashToken(token), userId: id, expiresAt: new Date(Date.now() + INVITE_TTL_MS) });
      await recordAudit(tx, actor, {
        entity: "counsellor",
        entityId: id,
        action: resend ? "reinvite" : "invite",
        before: null,
        after: { email, name: input.name, surname: input.surname, schoolId: school.id, schoolName: school.name },
      });
    });
  } catch (error) {
    // Two admins inviting the same address at once: the second gets the same 409.
    if (isUniqueViolation(error)) throw conflict(familyMessages.counsellorExists, { email: [familyMessages.counsellorExists] });
    throw error;
  }
  const link = `${appUrl()}/?token=${encodeURIComponent(token)}`;
  await sendEmail({ to: email, kind: "counsellor-invitation", ...invitationEmail(existing?.name || input.name, school.name, link) });
  logInfo(`admin: orientador ${resend ? "invitado de nuevo" : "invitado"}`);
  const [row] = await db
    .select(counsellorColumns)
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, id))
    .limit(1);
  return { counsellor: toCounsellor(row), resent: resend };
}

/** The counsellors, newest first, with their school (the back office's list). */
export async function listCounsellors(
  actor: SessionUser | null,
  query: AdminListQuery & { schoolId?: number },
): Promise<Paged<Counsellor>> {
  requireAdmin(actor);
  const db = await getDb();
  const term = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(users.role, "school"),
    query.schoolId ? eq(users.schoolId, query.schoolId) : undefined,
    term ? or(ilike(users.name, term), ilike(users.surname, term), ilike(users.email, term), ilike(schools.name, term)) : undefined,
  );
  const { offset, limit } = pageWindow(query);
  const rows = await db
    .select(counsellorColumns)
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(where)
    .orderBy(desc(users.createdAt), users.id)
    .offset(offset)
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(users).innerJoin(schools, eq(schools.id, users.schoolId)).where(where);
  return paged(rows.map(toCounsellor), Number(total), query);
}
