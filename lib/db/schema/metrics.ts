import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/* ───────────── First-party metrics: raw events, kept METRICS_RETENTION_DAYS, and daily aggregates ───────────── */

/**
 * One event: a page change or a named step sent by the browser, or a fact the server recorded
 * itself (type "server"). No IP, no user agent, no e-mail: an anonymous visitor id (the random
 * `rumbo_vid` cookie; null under Sec-GPC/DNT), the user id when logged in, the campaign and
 * experiment cookies, the path (without query) and the time.
 */
export const metricEvents = pgTable(
  "metric_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").$type<"page_change" | "event" | "server">().notNull(),
    /** The step ("test_started", "register"…); null for a plain page change. */
    name: text("name"),
    path: text("path").notNull(),
    /** Host of an external referrer only (never its path or query). */
    referrer: text("referrer"),
    props: jsonb("props").$type<Record<string, string | number | boolean>>(),
    visitorId: text("visitor_id"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    campaign: text("campaign"),
    exp: text("exp"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("metric_events_occurred_idx").on(t.occurredAt),
    index("metric_events_name_occurred_idx").on(t.name, t.occurredAt),
    index("metric_events_visitor_idx").on(t.visitorId),
    index("metric_events_user_idx").on(t.userId),
  ],
);

/**
 * What survives the retention job: per Lima day, type, name, path (page changes only; "" otherwise),
 * campaign and experiment ("" when none), how many events and how many distinct visitors/users.
 */
export const metricsDaily = pgTable(
  "metrics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    type: text("type").notNull(),
    name: text("name").notNull().default(""),
    path: text("path").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    exp: text("exp").notNull().default(""),
    events: integer("events").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.name, t.path, t.campaign, t.exp] })],
);
