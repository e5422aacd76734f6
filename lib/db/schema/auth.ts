import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { schools } from "./catalogue";
import { createdAt } from "./columns";

/* ───────────── Accounts: recovery, social log-in, school codes ───────────── */

/** Password-reset links: only the SHA-256 of the 256-bit token is kept; single use, 30 minutes. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * E-mail verification links: at sign-up, and for a change of address, which replaces
 * `users.email` only when the link is used. Only the token's SHA-256 is kept; single use, expiry.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was sent to (the account's, or the new one of a change). */
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/** A Google or Facebook identity linked to a user. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("oauth_accounts_provider_user_idx").on(t.provider, t.providerUserId), index("oauth_accounts_user_idx").on(t.userId)],
);

/** Codes a school hands to its students to register in school mode (created by an admin or seeded in development). */
export const schoolCodes = pgTable(
  "school_codes",
  {
    id: serial("id").primaryKey(),
    schoolId: integer("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    active: boolean("active").notNull().default(true),
    /** How many students may use it; null means no limit. */
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    /** After this moment the code no longer works; null means it does not expire. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The grade and section the code is for (a counsellor's code), when given. */
    grade: text("grade"),
    section: text("section"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("school_codes_school_code_idx").on(t.schoolId, t.code)],
);

/** Who used which school code: single use per student, and whether they agreed to share their progress. */
export const schoolCodeUses = pgTable(
  "school_code_uses",
  {
    id: serial("id").primaryKey(),
    codeId: integer("code_id")
      .notNull()
      .references(() => schoolCodes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("school_code_uses_code_user_idx").on(t.codeId, t.userId), index("school_code_uses_user_idx").on(t.userId)],
);

/** What the v2 register asks beyond the account: objective, place, budget, careers. */
export const studentPreferences = pgTable("student_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  objective: text("objective"),
  country: text("country"),
  city: text("city"),
  route: text("route"),
  streetNumber: text("street_number"),
  formattedAddress: text("formatted_address"),
  lat: doublePrecision("lat"),
  lng: doublePrecision("lng"),
  /** Monthly budget range in soles, as the form's slider gives it. */
  rangePrice: jsonb("range_price").$type<[number, number] | string | null>(),
  careerIds: integer("career_ids").array().notNull().default([]),
  birthday: date("birthday"),
  createdAt: createdAt(),
});
