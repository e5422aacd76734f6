import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { institutions } from "./catalogue";
import { advisors } from "./payments";

/* ───────────── Webinars: Rumbo's own online talks, their enrolments and reminders ───────────── */

/**
 * One online talk on a programme (orientacion-vocacional, autoestima-confianza,
 * habilidades-blandas) or on admissions, given by an advisor or by an institution of the
 * catalogue. Cancelled talks stay (status `cancelled`) so that their enrolled students keep the
 * record of what happened.
 */
export const webinars = pgTable(
  "webinars",
  {
    id: serial("id").primaryKey(),
    /** Stable key of the public page `/webinars/{slug}`. */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** One of lib/contracts/webinars.ts `webinarPrograms`. */
    program: text("program").notNull(),
    /** The specialist who gives it, or null when an institution does. */
    advisorId: integer("advisor_id").references(() => advisors.id, { onDelete: "set null" }),
    /** The institution that gives it (or hosts it with the specialist). */
    institutionId: integer("institution_id").references(() => institutions.id, { onDelete: "set null" }),
    /** Speaker's name as shown, e.g. «Mariana Torres». */
    speakerName: text("speaker_name").notNull(),
    /** Speaker's role, e.g. «Orientadora vocacional y psicóloga». */
    speakerTitle: text("speaker_title").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Seats; null = no limit. */
    capacity: integer("capacity"),
    membersOnly: boolean("members_only").notNull().default(false),
    /** The video-call room (Zoom, Meet, YouTube live…); only the enrolled are sent there, from 15 minutes before. */
    joinUrl: text("join_url"),
    /** The recording (YouTube) shown on the talk's page and on /videos once it ended. */
    recordingUrl: text("recording_url"),
    /** scheduled | cancelled */
    status: text("status").notNull().default("scheduled"),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webinars_starts_idx").on(t.startsAt)],
);

/**
 * A student's seat in a webinar. `reminder_at` (an hour before) is claimed once by setting
 * `reminder_sent_at`; `joined_at` is the first time the student used the join link (attendance).
 */
export const webinarEnrolments = pgTable(
  "webinar_enrolments",
  {
    id: serial("id").primaryKey(),
    webinarId: integer("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reminderAt: timestamp("reminder_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("webinar_enrolments_webinar_user_idx").on(t.webinarId, t.userId),
    index("webinar_enrolments_user_idx").on(t.userId),
    index("webinar_enrolments_reminder_idx").on(t.reminderAt),
  ],
);

/**
 * When a person was last sent the enrolment confirmation of a talk. It outlives the enrolment
 * (leaving deletes the seat, not this row), so enrolling and leaving in a loop sends one
 * confirmation a day, not one per enrolment: the send claims the row with one
 * `INSERT … ON CONFLICT DO UPDATE … WHERE sent_at <= now - 1 day`, safe when two requests race.
 */
export const webinarConfirmations = pgTable(
  "webinar_confirmations",
  {
    webinarId: integer("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.webinarId, t.userId] })],
);
