import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/* ───────────── Membership ───────────── */

/**
 * 'Comienza tu plan ahora': a logged-in student asks for information about the
 * plans; sales follow up from the e-mail they receive and mark the request handled.
 */
export const membershipRequests = pgTable(
  "membership_requests",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where the request came from: subscription, blocked or pricing. */
    source: text("source").notNull().default("subscription"),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("membership_requests_user_idx").on(t.userId, t.createdAt)],
);
