import { chatConversationParamsSchema, chatReadSchema } from "@/lib/contracts/chat";
import { markRead, studentSide } from "@/lib/server/chat/conversations";
import { handler } from "@/lib/server/handler/handler";

/** The member has read the specialist's messages up to `upTo` (read receipts on the other side). */
export const POST = handler(
  { auth: "required", params: chatConversationParamsSchema, body: chatReadSchema },
  async ({ user, params, body }) => markRead(await studentSide(user, params.id), body.upTo),
);
