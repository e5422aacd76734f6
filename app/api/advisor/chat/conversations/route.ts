import { listAdvisorConversations } from "@/lib/server/chat/conversations";
import { handler } from "@/lib/server/handler/handler";

/** The specialist's inbox: unread first, with the student's first name, plan and latest result (403 for other accounts). */
export const GET = handler({ auth: "required" }, ({ user }) => listAdvisorConversations(user));
