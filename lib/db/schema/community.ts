import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { careers, institutions } from "./catalogue";

/* ───────────── Community: questions and answers, votes, reports, ambassadors, moderation ───────────── */

/**
 * An «embajador»: a current student or graduate of an institution, invited and verified by the
 * team, shown with the institution and career. Deactivated, never deleted (their answers stay).
 */
export const communityAmbassadors = pgTable("community_ambassadors", {
  id: serial("id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  institutionId: integer("institution_id")
    .notNull()
    .references(() => institutions.id, { onDelete: "cascade" }),
  careerId: integer("career_id").references(() => careers.id, { onDelete: "set null" }),
  /** estudiante | egresado */
  kind: text("kind").notNull().default("estudiante"),
  active: boolean("active").notNull().default(true),
  verifiedBy: text("verified_by").references(() => users.id, { onDelete: "set null" }),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A person's standing in the community: suspended accounts can read but not post, vote or report. */
export const communityMembers = pgTable("community_members", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  suspendedReason: text("suspended_reason"),
  suspendedBy: text("suspended_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/**
 * A question. `status`: pending (waits for moderation: a newcomer's first posts, or hidden after
 * reports) → published | rejected (with `reject_reason`). Only published ones are public.
 */
export const communityQuestions = pgTable(
  "community_questions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    careerId: integer("career_id").references(() => careers.id, { onDelete: "set null" }),
    institutionId: integer("institution_id").references(() => institutions.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    acceptedAnswerId: integer("accepted_answer_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("community_questions_status_idx").on(t.status, t.createdAt),
    index("community_questions_career_idx").on(t.careerId),
    index("community_questions_institution_idx").on(t.institutionId),
    index("community_questions_user_idx").on(t.userId),
  ],
);

export const communityAnswers = pgTable(
  "community_answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => communityQuestions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    status: text("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    moderatedBy: text("moderated_by").references(() => users.id, { onDelete: "set null" }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("community_answers_question_idx").on(t.questionId, t.status), index("community_answers_user_idx").on(t.userId)],
);

/** «Me sirvió»: one per person and post (`kind` question | answer). */
export const communityVotes = pgTable(
  "community_votes",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("community_votes_user_target_idx").on(t.userId, t.kind, t.targetId),
    index("community_votes_target_idx").on(t.kind, t.targetId),
  ],
);

/** «Reportar»: one per person and post; open reports put the post in the moderation queue. */
export const communityReports = pgTable(
  "community_reports",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    targetId: integer("target_id").notNull(),
    reason: text("reason").notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("community_reports_user_target_idx").on(t.userId, t.kind, t.targetId),
    index("community_reports_open_idx").on(t.kind, t.targetId, t.resolvedAt),
  ],
);
