import "server-only";
import type { z } from "zod";
import { and, asc, eq, gt, gte, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminListQuery } from "@/lib/contracts/admin";
import type { AdminAdvisor, AdminBooking, AdminSlot, BookingListQuery } from "@/lib/contracts/admin-advisors";
import {
  type advisorInputSchema,
  type advisorLoginSchema,
  type advisorPatchSchema,
  bookingStatuses,
  type slotInputSchema,
  type slotPatchSchema,
  weekdayLabels,
} from "@/lib/contracts/admin-advisors";
import { isLiveSessionTime, liveSessionHoursMessage } from "@/lib/config/live-hours";
import { advisorInvitationMessages, type AdvisorInviteInput, type AdvisorInviteResult } from "@/lib/contracts/advisor-invitation";
import type { SessionUser } from "@/lib/contracts/session";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import { getDb, type Db } from "@/lib/db/client";
import { advisorInvitations, advisors, advisorSlots, liveBookings, users } from "@/lib/db/schema";
import { hashToken, newToken } from "../auth/tokens";
import { logInfo } from "../log";
import { escapeHtml, linkEmailHtml } from "../notifications/link-email";
import { sendEmail } from "../notifications/send-email";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../http/errors";
import { cancelBookingInTx, notifyBookingCancelled } from "../live/bookings";
import { limaDateLabel, limaTimeLabel } from "@/lib/utils/lima-time";
import { auditDiff, recordAudit } from "../audit";
import { limaDayRange, orderFrom, withUniqueField } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

/* ───────────── advisors ───────────── */

const slotCount = sql<number>`(select count(*)::int from advisor_slots s where s.advisor_id = "advisors"."id" and s.active)`;
const upcomingCount = sql<number>`(select count(*)::int from live_bookings b where b.advisor_id = "advisors"."id" and b.status = 'confirmed' and b.ends_at > now())`;
const advisorColumns = {
  id: advisors.id,
  name: advisors.name,
  title: advisors.title,
  bio: advisors.bio,
  email: advisors.email,
  active: advisors.active,
  userId: advisors.userId,
  userEmail: users.email,
  slots: slotCount,
  upcoming: upcomingCount,
};
const toAdvisor = (r: AdminAdvisor): AdminAdvisor => ({ ...r, slots: Number(r.slots), upcoming: Number(r.upcoming) });
const advisorAudit = (a: AdminAdvisor) => ({
  name: a.name,
  title: a.title,
  bio: a.bio,
  email: a.email ?? "",
  active: a.active,
  userEmail: a.userEmail ?? "",
});

export async function listAdvisors(viewer: SessionUser | null, query: AdminListQuery) {
  requireAdmin(viewer);
  const order = orderFrom(query.sort, { name: advisors.name, active: advisors.active, upcoming: upcomingCount }, "name");
  const where = query.search
    ? or(ilike(advisors.name, likePattern(query.search)), ilike(advisors.email, likePattern(query.search)))
    : undefined;
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(advisorColumns)
      .from(advisors)
      .leftJoin(users, eq(users.id, advisors.userId))
      .where(where)
      .orderBy(order, asc(advisors.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(advisors)
      .where(where),
  ]);
  return paged(rows.map(toAdvisor), Number(total), query);
}

export async function getAdvisor(viewer: SessionUser | null, id: number): Promise<AdminAdvisor> {
  requireAdmin(viewer);
  const db = await getDb();
  const [row] = await db
    .select(advisorColumns)
    .from(advisors)
    .leftJoin(users, eq(users.id, advisors.userId))
    .where(eq(advisors.id, id))
    .limit(1);
  if (!row) throw notFound("No encontramos ese asesor.");
  return toAdvisor(row);
}

export async function createAdvisor(viewer: SessionUser | null, input: z.output<typeof advisorInputSchema>): Promise<AdminAdvisor> {
  requireAdmin(viewer);
  const v = input;
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(advisors)
      .values({ ...v, email: v.email || null })
      .returning({ id: advisors.id });
    await recordAudit(tx, viewer, { entity: "advisor", entityId: row.id, action: "create", after: { ...v } });
    return row.id;
  });
  return getAdvisor(viewer, id);
}

/** Edits an advisor; `active: false` takes them off the booking page (their bookings stay). */
export async function updateAdvisor(viewer: SessionUser | null, id: number, v: z.output<typeof advisorPatchSchema>): Promise<AdminAdvisor> {
  requireAdmin(viewer);
  const before = await getAdvisor(viewer, id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(advisors)
      .set({ ...v, ...(v.email !== undefined ? { email: v.email || null } : {}), updatedAt: new Date() })
      .where(eq(advisors.id, id));
    const diff = auditDiff(advisorAudit(before), { ...advisorAudit(before), ...v });
    if (Object.keys(diff.after).length)
      await recordAudit(tx, viewer, {
        entity: "advisor",
        entityId: id,
        action: v.active === false && before.active ? "deactivate" : "update",
        ...diff,
      });
  });
  return getAdvisor(viewer, id);
}

/** Roles an account may have to be linked as a specialist's: a student's, one with no role yet, a specialist's. */
const canBecomeAdvisor = (role: string | null) => role === null || role === "user" || role === "advisor";

/**
 * Gives the advisor a login: links an existing account by its e-mail (404 at the field when no
 * account has it, 409 when it is another advisor's or a parent's or counsellor's), or unlinks with
 * an empty e-mail. The linked account takes the specialist role (its menu, landing and «Mi cuenta»
 * lead to the chat inbox and the live sessions); an unlinked one goes back to a student's.
 */
export async function setAdvisorLogin(
  viewer: SessionUser | null,
  id: number,
  input: z.output<typeof advisorLoginSchema>,
): Promise<AdminAdvisor> {
  requireAdmin(viewer);
  const { email } = input;
  const before = await getAdvisor(viewer, id);
  const db = await getDb();
  let userId: string | null = null;
  if (email) {
    const [account] = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    if (!account)
      throw badRequest("No hay una cuenta con ese correo.", {
        email: ["No hay una cuenta con ese correo: envíale una invitación, que le abre su cuenta de especialista."],
      });
    if (!canBecomeAdvisor(account.role))
      throw conflict(advisorInvitationMessages.wrongRole, { email: [advisorInvitationMessages.wrongRole] });
    const [other] = await db
      .select({ id: advisors.id, name: advisors.name })
      .from(advisors)
      .where(and(eq(advisors.userId, account.id), sql`${advisors.id} <> ${id}`))
      .limit(1);
    if (other) throw conflict(`Esa cuenta ya es la de ${other.name}.`, { email: [`Esa cuenta ya es la de ${other.name}.`] });
    userId = account.id;
  }
  await db.transaction(async (tx) => {
    if (before.userId && before.userId !== userId)
      await tx
        .update(users)
        .set({ role: "user", updatedAt: new Date() })
        .where(and(eq(users.id, before.userId), eq(users.role, "advisor")));
    if (userId) await tx.update(users).set({ role: "advisor", updatedAt: new Date() }).where(eq(users.id, userId));
    await tx.update(advisors).set({ userId, updatedAt: new Date() }).where(eq(advisors.id, id));
    await recordAudit(tx, viewer, {
      entity: "advisor",
      entityId: id,
      action: userId ? "link_login" : "unlink_login",
      before: { userEmail: before.userEmail },
      after: { userEmail: email || null },
    });
  });
  return getAdvisor(viewer, id);
}

/** An invitation link works for 7 days and once, like a counsellor's. */
export const ADVISOR_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function advisorInvitationEmail(advisorName: string, link: string, existingAccount: boolean) {
  const how = existingAccount
    ? "Abre este enlace y escribe la contraseña de tu cuenta de Rumbo: tu cuenta pasa a ser la de especialista."
    : "Abre este enlace y elige tu contraseña: así se crea tu cuenta de especialista.";
  const text = [
    `Hola, ${advisorName}:`,
    "",
    "El equipo de Rumbo te invitó como especialista. Con tu cuenta respondes el chat de los estudiantes con plan y ves tus sesiones en vivo.",
    `${how} El enlace vale 7 días y se puede usar una sola vez:`,
    "",
    link,
    "",
    "Después, entra con tu correo y tu contraseña: llegarás a tu bandeja del chat.",
    "",
    "El equipo de Rumbo",
  ].join("\n");
  const html = linkEmailHtml({
    paragraphs: [
      `Hola, ${escapeHtml(advisorName)}:`,
      "El equipo de Rumbo te invitó como especialista. Con tu cuenta respondes el chat de los estudiantes con plan y ves tus sesiones en vivo.",
      escapeHtml(how),
    ],
    button: "Aceptar la invitación",
    link,
    validity: "El enlace vale 7 días y se puede usar una sola vez.",
  });
  return { subject: "Te invitaron a Rumbo como especialista", text, html };
}

/**
 * `POST /api/admin/advisors/{id}/invite` {email}: e-mails the advisor a one-time link to
 * `/asesor/invitacion?token=…` that opens an account with the specialist role for that address,
 * or links the address's existing account (see acceptAdvisorInvitation). Only the token's hash is
 * kept; a new invitation ends the advisor's earlier unused ones. 409 when the advisor already has a
 * login, or the address is a parent's or counsellor's account, or another advisor's.
 */
export async function inviteAdvisor(viewer: SessionUser | null, id: number, input: AdvisorInviteInput): Promise<AdvisorInviteResult> {
  requireAdmin(viewer);
  const email = input.email.trim().toLowerCase();
  const advisor = await getAdvisor(viewer, id);
  if (advisor.userId) throw conflict(advisorInvitationMessages.alreadyLinked, { email: [advisorInvitationMessages.alreadyLinked] });
  const db = await getDb();
  const [account] = await db
    .select({ id: users.id, role: users.role, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (account && !canBecomeAdvisor(account.role))
    throw conflict(advisorInvitationMessages.wrongRole, { email: [advisorInvitationMessages.wrongRole] });
  if (account) {
    const [other] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.userId, account.id)).limit(1);
    if (other) throw conflict(advisorInvitationMessages.accountTaken, { email: [advisorInvitationMessages.accountTaken] });
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + ADVISOR_INVITE_TTL_MS);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const now = new Date();
    await tx
      .update(advisorInvitations)
      .set({ expiresAt: now })
      .where(and(eq(advisorInvitations.advisorId, id), isNull(advisorInvitations.usedAt), gt(advisorInvitations.expiresAt, now)));
    await tx.insert(advisorInvitations).values({ id: hashToken(token), advisorId: id, email, invitedBy: viewer!.id, expiresAt });
    await recordAudit(tx, viewer!, {
      entity: "advisor",
      entityId: id,
      action: "invite_login",
      before: null,
      after: { email, existingAccount: Boolean(account) },
    });
  });
  const existingAccount = Boolean(account && isTrue(account.hasPassword));
  const link = `${appUrl()}${href("advisorInvitation", { token })}`;
  await sendEmail({ to: email, kind: "advisor-invitation", ...advisorInvitationEmail(advisor.name, link, existingAccount) });
  logInfo("admin: especialista invitada");
  return { email, expiresAt: expiresAt.toISOString(), existingAccount };
}

const isTrue = (v: unknown) => v === true || v === "t" || v === "true";

/** Advisors for a filter select. */
export async function advisorOptions(viewer: SessionUser | null): Promise<{ id: number; name: string }[]> {
  requireAdmin(viewer);
  const db = await getDb();
  return db.select({ id: advisors.id, name: advisors.name }).from(advisors).orderBy(asc(advisors.name)).limit(500);
}

/* ───────────── weekly slots ───────────── */

const slotColumns = {
  id: advisorSlots.id,
  advisorId: advisorSlots.advisorId,
  weekday: advisorSlots.weekday,
  startTime: advisorSlots.startTime,
  durationMinutes: advisorSlots.durationMinutes,
  active: advisorSlots.active,
};
type SlotRow = Omit<AdminSlot, "weekdayLabel">;
const toSlot = (r: SlotRow): AdminSlot => ({ ...r, weekdayLabel: weekdayLabels[r.weekday] ?? String(r.weekday) });
const slotAudit = (s: SlotRow) => ({ weekday: s.weekday, startTime: s.startTime, durationMinutes: s.durationMinutes, active: s.active });
const slotTaken = "Este asesor ya tiene un horario ese día a esa hora.";

export async function listSlots(viewer: SessionUser | null, advisorId: number): Promise<AdminSlot[]> {
  await getAdvisor(viewer, advisorId);
  const db = await getDb();
  const rows = await db
    .select(slotColumns)
    .from(advisorSlots)
    .where(eq(advisorSlots.advisorId, advisorId))
    .orderBy(asc(advisorSlots.weekday), asc(advisorSlots.startTime));
  return rows.map(toSlot);
}

async function getSlot(advisorId: number, slotId: number): Promise<SlotRow> {
  const db = await getDb();
  const [row] = await db
    .select(slotColumns)
    .from(advisorSlots)
    .where(and(eq(advisorSlots.id, slotId), eq(advisorSlots.advisorId, advisorId)))
    .limit(1);
  if (!row) throw notFound("No encontramos ese horario.");
  return row;
}

export async function createSlot(
  viewer: SessionUser | null,
  advisorId: number,
  input: z.output<typeof slotInputSchema>,
): Promise<AdminSlot> {
  await getAdvisor(viewer, advisorId);
  const v = input;
  const db = await getDb();
  const row = await withUniqueField("startTime", slotTaken, () =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(advisorSlots)
        .values({ advisorId, ...v })
        .returning(slotColumns);
      await recordAudit(tx, viewer!, {
        entity: "advisor",
        entityId: advisorId,
        action: "add_slot",
        after: { slotId: inserted.id, ...slotAudit(inserted) },
      });
      return inserted;
    }),
  );
  return toSlot(row);
}

export async function updateSlot(
  viewer: SessionUser | null,
  advisorId: number,
  slotId: number,
  v: z.output<typeof slotPatchSchema>,
): Promise<AdminSlot> {
  await getAdvisor(viewer, advisorId);
  const before = await getSlot(advisorId, slotId);
  if (
    (v.weekday !== undefined || v.startTime !== undefined) &&
    !isLiveSessionTime(v.weekday ?? before.weekday, v.startTime ?? before.startTime)
  )
    throw badRequest(liveSessionHoursMessage, { startTime: [liveSessionHoursMessage] });
  const db = await getDb();
  const row = await withUniqueField("startTime", slotTaken, () =>
    db.transaction(async (tx) => {
      const [updated] = await tx.update(advisorSlots).set(v).where(eq(advisorSlots.id, slotId)).returning(slotColumns);
      const diff = auditDiff(slotAudit(before), slotAudit(updated));
      if (Object.keys(diff.after).length)
        await recordAudit(tx, viewer!, {
          entity: "advisor",
          entityId: advisorId,
          action: "update_slot",
          before: { slotId, ...diff.before },
          after: { slotId, ...diff.after },
        });
      return updated;
    }),
  );
  return toSlot(row);
}

/** Removes a weekly slot: sessions already booked at that time stay as they are. */
export async function deleteSlot(viewer: SessionUser | null, advisorId: number, slotId: number): Promise<{ id: number; deleted: true }> {
  await getAdvisor(viewer, advisorId);
  const before = await getSlot(advisorId, slotId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(advisorSlots).where(eq(advisorSlots.id, slotId));
    await recordAudit(tx, viewer!, {
      entity: "advisor",
      entityId: advisorId,
      action: "delete_slot",
      before: { slotId, ...slotAudit(before) },
    });
  });
  return { id: slotId, deleted: true };
}

/* ───────────── bookings ───────────── */

const bookingColumns = {
  id: liveBookings.id,
  advisorId: liveBookings.advisorId,
  advisorName: advisors.name,
  userId: liveBookings.userId,
  userFirst: users.name,
  userSurname: users.surname,
  userEmail: users.email,
  startsAt: liveBookings.startsAt,
  endsAt: liveBookings.endsAt,
  status: liveBookings.status,
  note: liveBookings.note,
  createdAt: liveBookings.createdAt,
};
type BookingRow = {
  id: number;
  advisorId: number;
  advisorName: string;
  userId: string;
  userFirst: string;
  userSurname: string;
  userEmail: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  note: string | null;
  createdAt: Date;
};

function toAdminBooking(r: BookingRow): AdminBooking {
  const status = (bookingStatuses as readonly string[]).includes(r.status) ? (r.status as AdminBooking["status"]) : "confirmed";
  return {
    id: r.id,
    advisorId: r.advisorId,
    advisorName: r.advisorName,
    userId: r.userId,
    userName: `${r.userFirst} ${r.userSurname}`.trim(),
    userEmail: r.userEmail,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    whenLabel: `${limaDateLabel(r.startsAt)}, ${limaTimeLabel(r.startsAt)} a ${limaTimeLabel(r.endsAt)}`,
    status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  };
}

async function bookingPage(query: BookingListQuery, scope: SQL | undefined) {
  const conds: SQL[] = [];
  if (scope) conds.push(scope);
  if (query.advisorId) conds.push(eq(liveBookings.advisorId, query.advisorId));
  if (query.status) conds.push(eq(liveBookings.status, query.status));
  const { start, end } = limaDayRange(query.from, query.to);
  if (start) conds.push(gte(liveBookings.startsAt, start));
  if (end) conds.push(lt(liveBookings.startsAt, end));
  if (query.search) {
    const p = likePattern(query.search);
    conds.push(or(ilike(users.email, p), ilike(users.name, p), ilike(users.surname, p))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const order = orderFrom(
    query.sort,
    { startsAt: liveBookings.startsAt, status: liveBookings.status, advisor: advisors.name, createdAt: liveBookings.createdAt },
    "-startsAt",
  );
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const from = () =>
    db
      .select(bookingColumns)
      .from(liveBookings)
      .innerJoin(advisors, eq(advisors.id, liveBookings.advisorId))
      .innerJoin(users, eq(users.id, liveBookings.userId));
  const [rows, [{ total }]] = await Promise.all([
    from().where(where).orderBy(order, asc(liveBookings.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(liveBookings)
      .innerJoin(advisors, eq(advisors.id, liveBookings.advisorId))
      .innerJoin(users, eq(users.id, liveBookings.userId))
      .where(where),
  ]);
  return paged(rows.map(toAdminBooking), Number(total), query);
}

/** `GET /api/admin/bookings`: every member's live sessions, filtered by advisor, status and Lima days. */
export async function listBookings(viewer: SessionUser | null, query: BookingListQuery) {
  requireAdmin(viewer);
  return bookingPage(query, undefined);
}

/** `DELETE /api/admin/bookings/{id}`: Rumbo cancels a confirmed session (idempotent; e-mails the student and the advisor). */
export async function cancelBookingAsAdmin(
  viewer: SessionUser | null,
  id: number,
  now: Date = new Date(),
): Promise<AdminBooking & { cancelledNow: boolean }> {
  requireAdmin(viewer);
  const db = await getDb();
  const [exists] = await db
    .select({ id: liveBookings.id, status: liveBookings.status })
    .from(liveBookings)
    .where(eq(liveBookings.id, id))
    .limit(1);
  if (!exists) throw notFound("No encontramos esa sesión.");
  const cancelledNow = await db.transaction(async (tx) => {
    const changed = await cancelBookingInTx(tx, id, now);
    if (changed)
      await recordAudit(tx, viewer, {
        entity: "live_booking",
        entityId: id,
        action: "cancel",
        before: { status: exists.status },
        after: { status: "cancelled" },
      });
    return changed;
  });
  if (cancelledNow) await notifyBookingCancelled(id, now);
  const [row] = await db
    .select(bookingColumns)
    .from(liveBookings)
    .innerJoin(advisors, eq(advisors.id, liveBookings.advisorId))
    .innerJoin(users, eq(users.id, liveBookings.userId))
    .where(eq(liveBookings.id, id));
  return { ...toAdminBooking(row), cancelledNow };
}

/**
 * `GET /api/advisor/bookings` and `/asesor/sesiones`: the sessions of the advisor whose login is
 * the viewer, and only theirs (403 for an account that is no advisor's login).
 */
export async function listOwnAdvisorBookings(viewer: SessionUser | null, query: BookingListQuery) {
  const advisor = await advisorOfUser(viewer);
  return { advisor, ...(await bookingPage({ ...query, advisorId: undefined }, eq(liveBookings.advisorId, advisor.id))) };
}

/** The advisor whose login is this account; 401 without a session, 403 when it is none. */
export async function advisorOfUser(viewer: SessionUser | null): Promise<{ id: number; name: string; title: string }> {
  if (!viewer) throw unauthorized();
  const db = await getDb();
  const [advisor] = await db
    .select({ id: advisors.id, name: advisors.name, title: advisors.title })
    .from(advisors)
    .where(eq(advisors.userId, viewer.id))
    .limit(1);
  if (!advisor) throw forbidden("Esta sección es solo para los asesores de Rumbo.");
  return advisor;
}

/** Whether the account is some advisor's login (for the page guard). */
export async function isAdvisorLogin(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: advisors.id }).from(advisors).where(eq(advisors.userId, userId)).limit(1);
  return Boolean(row);
}
