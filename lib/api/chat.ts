import { z } from "zod";
import {
  chatMessageSchema,
  chatMessagesSchema,
  type ChatMessage,
  type ChatMessages,
  type ChatReportInput,
  type ChatRiskInput,
} from "@/lib/contracts/chat";
import { serviceBaseUrl } from "@/lib/config/public";
import { api, unwrap } from "./client";

/** The member's side (`/api/chat/…`) or the specialist's (`/api/advisor/chat/…`): the same shapes. */
export type ChatSideName = "student" | "advisor";
const base = (side: ChatSideName) => (side === "student" ? "/chat/conversations" : "/advisor/chat/conversations");

/** `POST /api/chat/conversations {advisorId}` → the conversation's id (new or existing). */
export function openConversation(advisorId: number): Promise<{ id: number }> {
  return unwrap(api.main.post("/chat/conversations", { advisorId }), z.object({ id: z.number().int() }));
}

/** `GET …/messages?since=`: what came after the cursor (the polling fallback). */
export function fetchMessages(
  side: ChatSideName,
  id: number,
  params: { since?: number; before?: number },
  signal?: AbortSignal,
): Promise<ChatMessages> {
  return unwrap(api.main.get(`${base(side)}/${id}/messages`, { params, signal }), chatMessagesSchema);
}

/** `POST …/messages {body}`. */
export function sendChatMessage(side: ChatSideName, id: number, body: string): Promise<ChatMessage> {
  return unwrap(api.main.post(`${base(side)}/${id}/messages`, { body }), chatMessageSchema);
}

/** `POST …/read {upTo}`: read receipts. */
export function markChatRead(side: ChatSideName, id: number, upTo: number): Promise<{ upTo: number }> {
  return unwrap(api.main.post(`${base(side)}/${id}/read`, { upTo }), z.object({ upTo: z.number().int() }));
}

/** `POST /api/chat/conversations/{id}/report`. */
export function reportChat(id: number, input: ChatReportInput): Promise<unknown> {
  return unwrap(api.main.post(`/chat/conversations/${id}/report`, input));
}

/** `POST /api/advisor/chat/conversations/{id}/risk`. */
export function flagChatRisk(id: number, input: ChatRiskInput): Promise<unknown> {
  return unwrap(api.main.post(`/advisor/chat/conversations/${id}/risk`, input));
}

/** The live stream's address (EventSource sends the cookie; `since` resumes after a message id). */
export const chatEventsUrl = (side: ChatSideName, id: number, since: number) =>
  `${serviceBaseUrl.main}${base(side)}/${id}/events?since=${since}`;
