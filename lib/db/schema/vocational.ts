import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

/* ───────────── Vocational test ───────────── */

/** A student's vocational process: the sections live in `vocational_sections`. */
export const vocationalProcesses = pgTable(
  "vocational_processes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Public share link (/r/{id}) on or off; off until the student turns it on. */
    shareEnabled: boolean("share_enabled").notNull().default(false),
    /** The public link name (section user-slug), used by /r/{slug}. */
    slug: text("slug"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("vocational_processes_user_idx").on(t.userId), uniqueIndex("vocational_processes_slug_idx").on(t.slug)],
);

/** One section of a process: its answers (merged on every save), meta (position, mode) and status. */
export const vocationalSections = pgTable(
  "vocational_sections",
  {
    processId: text("process_id")
      .notNull()
      .references(() => vocationalProcesses.id, { onDelete: "cascade" }),
    section: text("section").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<"in_progress" | "completed">().notNull().default("in_progress"),
    saves: integer("saves").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.processId, t.section] })],
);

/** Answers given without an account (embedded widgets): keyed by a random id the browser keeps. */
export const vocationalReferences = pgTable("vocational_references", {
  id: text("id").primaryKey(),
  section: text("section").notNull(),
  answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
  meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Student attributes (name, attributes, careers, careersNot), one row per name. */
export const studentAttributes = pgTable(
  "student_attributes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    attributes: jsonb("attributes").$type<string[]>().notNull().default([]),
    careers: jsonb("careers").$type<number[]>().notNull().default([]),
    careersNot: jsonb("careers_not").$type<number[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);
