import { chatConversationParamsSchema } from "@/lib/contracts/chat";
import { readFlaggedConversation } from "@/lib/server/admin/chat";
import { handler } from "@/lib/server/handler/handler";

/** An admin reads a flagged or reported conversation; the reading goes to the audit log. Any other → 404. */
export const GET = handler({ auth: "admin", params: chatConversationParamsSchema }, ({ user, params }) =>
  readFlaggedConversation(user, params.id),
);
