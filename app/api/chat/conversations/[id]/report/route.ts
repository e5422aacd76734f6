import { chatConversationParamsSchema, chatReportSchema } from "@/lib/contracts/chat";
import { studentSide } from "@/lib/server/chat/conversations";
import { reportConversation } from "@/lib/server/chat/safety";
import { handler } from "@/lib/server/handler/handler";

/** «Reportar»: the team is told by e-mail and may read the conversation (audited). */
export const POST = handler(
  { auth: "required", params: chatConversationParamsSchema, body: chatReportSchema, status: 201 },
  async ({ user, params, body }) => reportConversation(await studentSide(user, params.id), body),
);
