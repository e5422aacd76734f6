import { reportInputSchema } from "@/lib/contracts/community";
import { handler } from "@/lib/server/handler/handler";
import { reportPost } from "@/lib/server/community/reactions";

/** «Reportar»: `POST {kind: question|answer, id, reason}` → 201; the post goes to the moderation queue. */
export const POST = handler({ auth: "required", body: reportInputSchema, status: 201 }, ({ user, body }) => reportPost(user, body));
