import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/* ───────────── Operations ───────────── */

/** What each seed step last loaded (a hash of its input), so that a start skips unchanged data. */
export const seedRuns = pgTable("seed_runs", {
  key: text("key").primaryKey(),
  hash: text("hash").notNull(),
  summary: jsonb("summary").$type<Record<string, number>>(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
