import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { institutions } from "./catalogue";
import { createdAt, updatedAt } from "./columns";

/* ───────────── Payments, memberships, live sessions, alliances ───────────── */

/**
 * An order for one plan. The amount is copied from the server's plan table
 * when the order is created; its status only moves by a provider confirmation the server looked
 * up itself (`created → pending | approved | rejected | cancelled`, `approved → refunded`).
 */
export const orders = pgTable(
  "orders",
  {
    /** Random, unguessable (uuid). */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The plan's slug in `lib/pricing/plans.ts`. */
    planSlug: text("plan_slug").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("PEN"),
    status: text("status").notNull().default("created"),
    /** `sandbox` or `mercadopago`. */
    provider: text("provider").notNull(),
    /** The token the return page sends back (`PUT /api/payment {token}`); random 256 bits, base64url. */
    token: text("token").notNull(),
    /** The provider's checkout id (Mercado Pago preference id). */
    providerCheckoutId: text("provider_checkout_id"),
    /** The provider's payment id once one exists. */
    providerPaymentId: text("provider_payment_id"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("orders_token_idx").on(t.token), index("orders_user_idx").on(t.userId, t.createdAt)],
);

/** Every status change of an order, with where the news came from. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** create, return, webhook, sandbox, admin. */
    source: text("source").notNull(),
    providerPaymentId: text("provider_payment_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * The built-in `sandbox` provider's decision on an order (PAYMENT_PROVIDER=sandbox, the default):
 * what the «Modo de prueba» page's Aprobar / Rechazar / Dejar pendiente recorded. It plays the
 * part of the provider's own records, which the server looks up before moving an order.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** approved, rejected or pending. */
  outcome: text("outcome").notNull(),
  /** The sandbox's payment id (like a provider's), stable once created. */
  paymentId: text("payment_id").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A period of membership. One row per thing that granted it: an
 * approved order, an alliance benefit or a school code. The unique (source, source_ref) makes
 * "an approved order starts or extends a membership exactly once" a database rule.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planSlug: text("plan_slug").notNull(),
    /** order, alliance, school. */
    source: text("source").notNull(),
    /** The order id, `alliance:<id>` or `school:<codeId>` … */
    sourceRef: text("source_ref").notNull(),
    /** Live sessions this period includes (0, 2 or 4). */
    sessionsIncluded: smallint("sessions_included").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("memberships_source_idx").on(t.source, t.sourceRef), index("memberships_user_idx").on(t.userId, t.endsAt)],
);

/** An advisor or psychologist who gives the live sessions. `userId` when they have a login. */
export const advisors = pgTable("advisors", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** «Orientadora vocacional», «Psicólogo» … */
  title: text("title").notNull(),
  bio: text("bio").notNull().default(""),
  email: text("email"),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * An admin's invitation of a specialist by e-mail: the link opens (or links) the account of the
 * advisor `advisorId`. Only the SHA-256 of the link's token is stored; one use (`usedAt`, `usedBy`),
 * 7 days. A new invitation for the same advisor ends the earlier unused ones.
 */
export const advisorInvitations = pgTable(
  "advisor_invitations",
  {
    /** SHA-256 of the token (hex). */
    id: text("id").primaryKey(),
    advisorId: integer("advisor_id")
      .notNull()
      .references(() => advisors.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("advisor_invitations_advisor_idx").on(t.advisorId)],
);

/** A weekly slot of an advisor, in Lima time: ISO weekday (1 = Monday) and "HH:MM". */
export const advisorSlots = pgTable(
  "advisor_slots",
  {
    id: serial("id").primaryKey(),
    advisorId: integer("advisor_id")
      .notNull()
      .references(() => advisors.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    startTime: text("start_time").notNull(),
    durationMinutes: smallint("duration_minutes").notNull().default(60),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("advisor_slots_unique_idx").on(t.advisorId, t.weekday, t.startTime)],
);

/** A member's live session with an advisor. A confirmed slot is never booked twice (partial unique index). */
export const liveBookings = pgTable(
  "live_bookings",
  {
    id: serial("id").primaryKey(),
    advisorId: integer("advisor_id")
      .notNull()
      .references(() => advisors.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    membershipId: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** confirmed, cancelled, done. */
    status: text("status").notNull().default("confirmed"),
    note: text("note"),
    /** Reminder an hour before: when it is due and when it went out (claimed by one UPDATE). */
    reminderAt: timestamp("reminder_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("live_bookings_slot_idx")
      .on(t.advisorId, t.startsAt)
      .where(sql`${t.status} = 'confirmed'`),
    index("live_bookings_user_idx").on(t.userId, t.startsAt),
    index("live_bookings_reminder_idx").on(t.reminderAt),
  ],
);

/**
 * An allied institution or company: its page, the sponsor logo
 * and the benefit a student registered through it receives (a membership of `benefitPlanSlug`
 * for `benefitDays`).
 */
export const alliances = pgTable(
  "alliances",
  {
    id: serial("id").primaryKey(),
    nickname: text("nickname").notNull(),
    name: text("name").notNull(),
    institutionId: integer("institution_id").references(() => institutions.id, { onDelete: "set null" }),
    logo: text("logo"),
    /** The benefit in words, shown on the alliance page. */
    benefit: text("benefit").notNull(),
    benefitPlanSlug: text("benefit_plan_slug"),
    benefitDays: integer("benefit_days").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("alliances_nickname_idx").on(sql`lower(${t.nickname})`)],
);
