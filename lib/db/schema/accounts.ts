import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { institutions, schools } from "./catalogue";

/* ───────────── Accounts ───────────── */

/**
 * A student ("user"), a parent ("user-parent"), a school counsellor ("school", one school: `schoolId`)
 * or a specialist ("advisor": the account an `advisors` row is linked to, by an admin's invitation).
 */
export const userRole = pgEnum("user_role", ["user", "user-parent", "school", "advisor"]);

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    name: text("name").notNull().default(""),
    surname: text("surname").notNull().default(""),
    surnameFather: text("surname_father"),
    surnameMother: text("surname_mother"),
    gender: text("gender"),
    document: text("document"),
    phone: text("phone"),
    fullPhone: text("full_phone"),
    countryCode: text("country_code"),
    countryIso: text("country_iso"),
    role: userRole("role"),
    type: text("type"),
    graduationYear: integer("graduation_year"),
    grade: text("grade"),
    section: text("section"),
    schoolId: integer("school_id").references(() => schools.id),
    sponsorId: integer("sponsor_id").references(() => institutions.id),
    allianceId: integer("alliance_id"),
    /** The student agreed, when joining a school, that the school's counsellor sees their progress (revocable). */
    shareWithSchool: boolean("share_with_school").notNull().default(false),
    campaign: text("campaign"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Set by an admin: the account can no longer log in and its sessions are ended. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the opaque token (hex); the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * A one-time code a student creates so that a parent account can link to them (valid 7 days).
 * Only the SHA-256 of the code is stored; `usedAt`/`usedBy` are set once, when a parent links.
 */
export const parentLinkCodes = pgTable(
  "parent_link_codes",
  {
    id: serial("id").primaryKey(),
    codeHash: text("code_hash").notNull(),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("parent_link_codes_hash_idx").on(t.codeHash), index("parent_link_codes_student_idx").on(t.studentId)],
);

/** A parent account linked to a student (the student can remove it at any time). */
export const parentLinks = pgTable(
  "parent_links",
  {
    id: serial("id").primaryKey(),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("parent_links_pair_idx").on(t.parentId, t.studentId), index("parent_links_student_idx").on(t.studentId)],
);
