import { z } from "zod";
import { serialId } from "./ids";

/** The longest message a person may send (characters, after trimming). */
export const CHAT_MAX_CHARS = 2_000;
/** Messages a person may send per minute (more → 429). */
export const CHAT_MESSAGES_PER_MINUTE = 10;
/** Minutes a message may wait unread before the other side gets an e-mail. */
export const CHAT_UNREAD_EMAIL_MINUTES = 10;

export const chatRoles = ["student", "advisor"] as const;
export type ChatRole = (typeof chatRoles)[number];

/** `POST /api/chat/conversations {advisorId}`. */
export const startConversationSchema = z.object({ advisorId: serialId() }).strict();
export type StartConversationInput = z.input<typeof startConversationSchema>;

/** `POST …/messages {body}`: text only, trimmed, 1–2,000 characters. */
export const chatMessageInputSchema = z
  .object({
    body: z
      .string({ error: "Escribe tu mensaje." })
      .trim()
      .min(1, "Escribe tu mensaje.")
      .max(CHAT_MAX_CHARS, `Tu mensaje puede tener hasta ${CHAT_MAX_CHARS.toLocaleString("es-PE")} caracteres.`),
  })
  .strict();
export type ChatMessageInput = z.input<typeof chatMessageInputSchema>;

/** `GET …/messages?since=&before=&limit=`: newer than `since` (polling, reconnects) or older than `before` (history). */
export const chatMessagesQuerySchema = z.object({
  since: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  before: serialId().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

/** `GET …/events?since=`: the stream; `Last-Event-ID` wins over `since`. */
export const chatEventsQuerySchema = z.object({ since: z.coerce.number().int().min(0).max(2_147_483_647).optional() });

/** `POST …/read {upTo}`: the reader has seen every message up to this id. */
export const chatReadSchema = z.object({ upTo: z.coerce.number().int().min(0).max(2_147_483_647) }).strict();

/** `POST /api/chat/conversations/{id}/report {reason?, messageId?}`. */
export const chatReportSchema = z
  .object({
    reason: z.string().trim().max(500, "Cuéntanos el motivo en hasta 500 caracteres.").default(""),
    messageId: serialId().optional(),
  })
  .strict();
export type ChatReportInput = z.input<typeof chatReportSchema>;

/** `POST /api/advisor/chat/conversations/{id}/risk {note}`: the specialist's reason, for the team. */
export const chatRiskSchema = z
  .object({
    note: z
      .string({ error: "Cuenta brevemente qué viste." })
      .trim()
      .min(1, "Cuenta brevemente qué viste.")
      .max(1_000, "Hasta 1,000 caracteres."),
  })
  .strict();
export type ChatRiskInput = z.input<typeof chatRiskSchema>;

export const chatAuthorSchema = z.object({ role: z.enum(chatRoles), name: z.string() });
export type ChatAuthor = z.infer<typeof chatAuthorSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  author: chatAuthorSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesSchema = z.object({
  items: z.array(chatMessageSchema),
  /** The last message id the other side has read (read receipts). */
  readByOther: z.number().int(),
  /** There are older messages than the first item. */
  hasMore: z.boolean(),
});
export type ChatMessages = z.infer<typeof chatMessagesSchema>;

/** The specialist as the member sees them. */
export const chatSpecialistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  /** Median reply time of the last 60 days in minutes; null while there are too few replies. */
  replyMinutes: z.number().nullable(),
});
export type ChatSpecialist = z.infer<typeof chatSpecialistSchema>;

export const chatLastMessageSchema = z.object({ body: z.string(), createdAt: z.string(), role: z.enum(chatRoles) }).nullable();

/** A row of the member's list. */
export const chatConversationSchema = z.object({
  id: z.number().int(),
  specialist: chatSpecialistSchema,
  lastMessage: chatLastMessageSchema,
  unread: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationListSchema = z.object({
  items: z.array(chatConversationSchema),
  /** Specialists the member can write to (those with a login, active). */
  specialists: z.array(chatSpecialistSchema),
});
export type ChatConversationList = z.infer<typeof chatConversationListSchema>;

/** A row of the specialist's inbox. */
export const advisorChatConversationSchema = z.object({
  id: z.number().int(),
  student: z.object({ firstName: z.string(), plan: z.string().nullable(), latestResult: z.string().nullable() }),
  lastMessage: chatLastMessageSchema,
  unread: z.number().int(),
  risk: z.boolean(),
});
export type AdvisorChatConversation = z.infer<typeof advisorChatConversationSchema>;

export const advisorChatListSchema = z.object({ items: z.array(advisorChatConversationSchema) });
export type AdvisorChatList = z.infer<typeof advisorChatListSchema>;

/** How the usual reply time reads: «Suele responder en unos 20 minutos». */
export function replyTimeLabel(minutes: number | null): string {
  if (minutes === null) return "Responde en horario de oficina, normalmente el mismo día";
  if (minutes < 5) return "Suele responder en pocos minutos";
  if (minutes < 60) return `Suele responder en unos ${Math.max(5, Math.round(minutes / 5) * 5)} minutos`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? "Suele responder en una hora" : `Suele responder en unas ${hours} horas`;
  return "Suele responder en uno o dos días";
}

/** `{id}` of a conversation in a path. */
export const chatConversationParamsSchema = z.object({ id: serialId() });
