import { chatConversationParamsSchema, chatMessageInputSchema, chatMessagesQuerySchema } from "@/lib/contracts/chat";
import { listMessages, postMessage, studentSide } from "@/lib/server/chat/conversations";
import { handler } from "@/lib/server/handler/handler";

/** The conversation's messages, oldest first (`?since=` for newer ones); someone else's → 404. */
export const GET = handler(
  { auth: "required", params: chatConversationParamsSchema, query: chatMessagesQuerySchema },
  async ({ user, params, query }) => listMessages(await studentSide(user, params.id), query),
);

/** Sends a message (text, ≤ 2,000 characters, rate-limited): 201 `{data:{id, body, createdAt, author}}`. */
export const POST = handler(
  { auth: "required", params: chatConversationParamsSchema, body: chatMessageInputSchema, status: 201 },
  async ({ user, params, body, client }) => postMessage(await studentSide(user, params.id), body.body, { metrics: client.metrics }),
);
