import "server-only";
import { CHAT_MESSAGES_PER_MINUTE } from "@/lib/contracts/chat";
import { createLimiter } from "../rate-limit";

/** Per account (not per address): a flood of messages, conversations, reports or stream opens → 429. */
export const chatLimits = {
  studentMessages: createLimiter("chat-message-student", CHAT_MESSAGES_PER_MINUTE, 60),
  advisorMessages: createLimiter("chat-message-advisor", CHAT_MESSAGES_PER_MINUTE * 3, 60),
  conversations: createLimiter("chat-conversation", 10, 3600),
  reports: createLimiter("chat-report", 5, 3600),
  streams: createLimiter("chat-stream", 60, 60),
};
