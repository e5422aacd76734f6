import { chatConversationParamsSchema, chatRiskSchema } from "@/lib/contracts/chat";
import { advisorSide } from "@/lib/server/chat/conversations";
import { flagRisk } from "@/lib/server/chat/safety";
import { handler } from "@/lib/server/handler/handler";

/** The specialist marks the conversation as a risk: the team gets an alert with the protocol by e-mail. */
export const POST = handler(
  { auth: "required", params: chatConversationParamsSchema, body: chatRiskSchema },
  async ({ user, params, body }) => flagRisk(await advisorSide(user, params.id), body.note),
);
