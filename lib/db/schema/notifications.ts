import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/* ───────────── Notifications ───────────── */

export type OutboxAttachment = { filename: string; contentType: string; content: string };

/** E-mail and messages not sent through a transport (no SMTP_URL): readable by admins and tests. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull().default("email"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_to_idx").on(t.to)],
);
