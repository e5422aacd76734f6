import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/* ───────────── Operations ───────────── */

/** What each seed step last loaded (a hash of its input), so that a start skips unchanged data. */
export const seedRuns = pgTable("seed_runs", {
  key: text("key").primaryKey(),
  hash: text("hash").notNull(),
  summary: jsonb("summary").$type<Record<string, number>>(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change made in the back office: who, when, what (entity and id), and the record's fields
 * before and after. Written in the same transaction as the change; shown on the record's page.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** The admin (or counsellor) who made the change; null once that account is deleted. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept so the log still says who it was after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    /** The resource: institution, career, offering, conference, fair, stand, advisor, school, school_code, alliance, order, user … */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** create, update, delete, deactivate, refund, invite … */
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.createdAt), index("audit_log_created_idx").on(t.createdAt)],
);
