import { startConversationSchema } from "@/lib/contracts/chat";
import { listStudentConversations, startConversation } from "@/lib/server/chat/conversations";
import { dataResponse, handler } from "@/lib/server/handler/handler";

/** The member's conversations with specialists, and the specialists they can write to (403 `membership_required` otherwise). */
export const GET = handler({ auth: "required" }, ({ user }) => listStudentConversations(user));

/** Opens (or finds) the member's conversation with a specialist: 201 `{data:{id}}` when new, 200 when it existed. */
export const POST = handler({ auth: "required", body: startConversationSchema }, async ({ user, body, client }) => {
  const { id, created } = await startConversation(user, body.advisorId, client.metrics);
  return dataResponse({ id }, created ? 201 : 200);
});
