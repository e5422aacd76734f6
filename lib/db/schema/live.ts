import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { advisors, memberships } from "./payments";

/**
 * A member's request for a written review of their result by an advisor.
 * One open request per student at a time (partial unique index); the advisor answers it from the
 * back office (`status` open → done, `response`, `answeredAt`).
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    membershipId: integer("membership_id").references(() => memberships.id, { onDelete: "set null" }),
    /** The vocational process whose result is reviewed. */
    processId: text("process_id").notNull(),
    /** What the student wants the advisor to look at (optional). */
    note: text("note").notNull().default(""),
    /** open, done, cancelled. */
    status: text("status").notNull().default("open"),
    advisorId: integer("advisor_id").references(() => advisors.id, { onDelete: "set null" }),
    response: text("response"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("review_requests_open_idx")
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index("review_requests_user_idx").on(t.userId, t.createdAt),
  ],
);
