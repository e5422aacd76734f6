import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LIMA_TIME_ZONE } from "../../format/dates";
import { createdAt, updatedAt } from "./columns";
import { institutions } from "./catalogue";
import { users } from "./accounts";

/* ───────────── Virtual fair (Expo): fairs, stands, conferences, enrolments, reminders ───────────── */

/** One edition of the fair; its dates drive the countdown and the schedule. */
export const fairs = pgTable("fairs", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  /** IANA zone in which days and hours are shown. */
  timezone: text("timezone").notNull().default(LIMA_TIME_ZONE),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An institution's stand at a fair: what the stand page and the embeddable stand show. */
export const fairStands = pgTable(
  "fair_stands",
  {
    id: serial("id").primaryKey(),
    fairId: integer("fair_id")
      .notNull()
      .references(() => fairs.id, { onDelete: "cascade" }),
    institutionId: integer("institution_id")
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    headline: text("headline").notNull(),
    description: text("description").notNull().default(""),
    /** Short bullet points (scholarships, admission dates…). */
    highlights: text("highlights").array().notNull().default([]),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("fair_stands_fair_institution_idx").on(t.fairId, t.institutionId)],
);

export const fairConferences = pgTable(
  "fair_conferences",
  {
    id: serial("id").primaryKey(),
    fairId: integer("fair_id")
      .notNull()
      .references(() => fairs.id, { onDelete: "cascade" }),
    /** Stable key so that re-seeding or editing data changes rows in place. */
    slug: text("slug").notNull().unique(),
    /** The stand of the institution giving the talk, when it has one. */
    standId: integer("stand_id").references(() => fairStands.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** Speaker and role, e.g. "Dra. Ana Torres, directora de Admisión". */
    author: text("author").notNull(),
    description: text("description").notNull().default(""),
    /** Path of an image under /public, or null (a tile with the institution's initials is shown). */
    image: text("image"),
    /** Career areas (careers.area_slug) the talk is about, for the `area_id` filter. */
    areas: text("areas").array().notNull().default([]),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Seats; null = no limit. */
    capacity: integer("capacity"),
    /** Embeddable video (YouTube) of the live room. */
    videoUrl: text("video_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("fair_conferences_fair_idx").on(t.fairId, t.startsAt)],
);

export const fairEnrolments = pgTable(
  "fair_enrolments",
  {
    id: serial("id").primaryKey(),
    conferenceId: integer("conference_id")
      .notNull()
      .references(() => fairConferences.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The `track` value the student arrived with (spec: donde-estudiar?track=). */
    track: text("track"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("fair_enrolments_conference_user_idx").on(t.conferenceId, t.userId), index("fair_enrolments_user_idx").on(t.userId)],
);

/** A reminder e-mail queued for an hour before a conference; sent once by `processDueReminders`. */
export const fairReminders = pgTable(
  "fair_reminders",
  {
    id: serial("id").primaryKey(),
    enrolmentId: integer("enrolment_id")
      .notNull()
      .unique()
      .references(() => fairEnrolments.id, { onDelete: "cascade" }),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** pending → sent | skipped (the talk had already started) | failed (after 3 attempts). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("fair_reminders_due_idx").on(t.status, t.sendAt)],
);
