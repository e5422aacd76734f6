import { chatConversationParamsSchema, chatMessageInputSchema, chatMessagesQuerySchema } from "@/lib/contracts/chat";
import { advisorSide, listMessages, postMessage } from "@/lib/server/chat/conversations";
import { handler } from "@/lib/server/handler/handler";

/** Same shapes as `/api/chat/conversations/{id}/messages`, from the specialist's side; another specialist's → 404. */
export const GET = handler(
  { auth: "required", params: chatConversationParamsSchema, query: chatMessagesQuerySchema },
  async ({ user, params, query }) => listMessages(await advisorSide(user, params.id), query),
);

export const POST = handler(
  { auth: "required", params: chatConversationParamsSchema, body: chatMessageInputSchema, status: 201 },
  async ({ user, params, body, client }) => postMessage(await advisorSide(user, params.id), body.body, { metrics: client.metrics }),
);
