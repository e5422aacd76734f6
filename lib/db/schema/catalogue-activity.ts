import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { careers, institutions, offerings } from "./catalogue";
import { users } from "./accounts";

/* ───────────── Catalogue activity: leads, phone codes, the student's list, enrolments ───────────── */

/**
 * A request for information sent to an institution. It reaches the institution
 * only once its phone is verified (`deliveredAt`); `dedupeKey` makes the same request one lead.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    /** The opaque reference the browser holds between the lead and its phone verification. */
    referenceId: text("reference_id").notNull().unique(),
    dedupeKey: text("dedupe_key").notNull().unique(),
    origin: text("origin").notNull(),
    /** Null for a CRM contact (the student asks Rumbo itself). */
    institutionId: integer("institution_id").references(() => institutions.id, { onDelete: "cascade" }),
    careerId: integer("career_id").references(() => careers.id),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** E.164 (+51987654321). */
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    description: text("description"),
    careerName: text("career_name"),
    institutionName: text("institution_name"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("leads_institution_idx").on(t.institutionId), index("leads_phone_idx").on(t.phone)],
);

/** A 6-digit code sent to a lead's phone: valid 10 minutes, at most 5 tries. */
export const leadPhoneVerifications = pgTable(
  "lead_phone_verifications",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    /** SHA-256 of the code (hex). */
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("lead_phone_verifications_lead_idx").on(t.leadId)],
);

/**
 * The student's list («Mi lista»): careers and places (an institution, optionally one of its
 * offerings) she marked, one row each. It is the only store of what she keeps: «Guardar en mi
 * lista» on a profile, «Me interesa» on a result card and the places she chooses in the test's
 * «Dónde estudiar» all write here. `itemKey` names the item (`career:12`, `place:34`,
 * `place:34:567`): unique per student, so adding twice, or twice at once, keeps one row and the
 * first source. `source` is where it came from: saved | result | test.
 */
export const shortlistItems = pgTable(
  "shortlist_items",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    itemKey: text("item_key").notNull(),
    careerId: integer("career_id").references(() => careers.id, { onDelete: "cascade" }),
    institutionId: integer("institution_id").references(() => institutions.id, { onDelete: "cascade" }),
    offeringId: integer("offering_id").references(() => offerings.id, { onDelete: "cascade" }),
    source: text("source").$type<"saved" | "result" | "test">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shortlist_items_user_key_idx").on(t.userId, t.itemKey),
    index("shortlist_items_institution_idx").on(t.institutionId),
    // A career, or a place: never both, never neither (an offering belongs to a place).
    check(
      "shortlist_items_kind_check",
      sql`(${t.careerId} is not null and ${t.institutionId} is null and ${t.offeringId} is null) or (${t.careerId} is null and ${t.institutionId} is not null)`,
    ),
  ],
);

/** The student's choices about her list: whether her public result link (/r/{id}) shows it (off until she turns it on). */
export const shortlistPreferences = pgTable("shortlist_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  showOnSharedLink: boolean("show_on_shared_link").notNull().default(false),
  updatedAt: updatedAt(),
});

/** A student's interest in a career at an institution: the latest action wins. */
export const careerEnrolments = pgTable(
  "enrollments",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    institutionId: integer("institution_id")
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    careerId: integer("career_id")
      .notNull()
      .references(() => careers.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("enrollments_user_institution_career_idx").on(t.userId, t.institutionId, t.careerId)],
);
