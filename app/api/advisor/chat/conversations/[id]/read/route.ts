import { chatConversationParamsSchema, chatReadSchema } from "@/lib/contracts/chat";
import { advisorSide, markRead } from "@/lib/server/chat/conversations";
import { handler } from "@/lib/server/handler/handler";

/** The specialist has read the student's messages up to `upTo`. */
export const POST = handler(
  { auth: "required", params: chatConversationParamsSchema, body: chatReadSchema },
  async ({ user, params, body }) => markRead(await advisorSide(user, params.id), body.upTo),
);
