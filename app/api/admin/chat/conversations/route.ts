import { listFlaggedConversations } from "@/lib/server/admin/chat";
import { handler } from "@/lib/server/handler/handler";

/** The conversations marked as a risk or reported (admins only). */
export const GET = handler({ auth: "admin" }, ({ user }) => listFlaggedConversations(user));
