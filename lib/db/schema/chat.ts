import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, updatedAt } from "./columns";
import { advisors } from "./payments";

/**
 * Chat with a specialist: one conversation per member and advisor. The database is the
 * record: the live stream only tells the open pages that something new is here. Each side's read
 * pointer (the last message id it has seen) gives the read receipts and the unread counts.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: serial("id").primaryKey(),
    /** The member (student or parent) who opened it. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    advisorId: integer("advisor_id")
      .notNull()
      .references(() => advisors.id, { onDelete: "cascade" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    /** The last message id each side has read (0: none). */
    studentReadId: integer("student_read_id").notNull().default(0),
    advisorReadId: integer("advisor_read_id").notNull().default(0),
    studentReadAt: timestamp("student_read_at", { withTimezone: true }),
    advisorReadAt: timestamp("advisor_read_at", { withTimezone: true }),
    /** Marked as a risk by the specialist (the team got the protocol by e-mail). */
    riskAt: timestamp("risk_at", { withTimezone: true }),
    riskNote: text("risk_note"),
    /** First «Reportar» (details in chat_reports). */
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("chat_conversations_pair_idx").on(t.userId, t.advisorId),
    index("chat_conversations_advisor_idx").on(t.advisorId, t.lastMessageAt),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    /** student or advisor. */
    authorRole: text("author_role").notNull(),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** When the «unread for 10 minutes» e-mail to the other side is due, and when it was claimed. */
    notifyAt: timestamp("notify_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.id),
    index("chat_messages_notify_idx")
      .on(t.notifyAt)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/** A «Reportar» from either side, with an optional reason and message. */
export const chatReports = pgTable(
  "chat_reports",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    messageId: integer("message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    reporterUserId: text("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("chat_reports_conversation_idx").on(t.conversationId)],
);
