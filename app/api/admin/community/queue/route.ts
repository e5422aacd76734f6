import { queueQuerySchema } from "@/lib/contracts/community";
import { moderationQueue } from "@/lib/server/admin/community";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/community/queue`: pending and reported questions and answers, oldest first. */
export const GET = handler({ auth: "admin", query: queueQuerySchema }, ({ user, query }) => moderationQueue(user, query));
