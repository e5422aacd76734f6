import { moderationParamsSchema, rejectInputSchema } from "@/lib/contracts/community";
import { rejectPost } from "@/lib/server/admin/community";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/admin/community/{questions|answers}/{id}/reject {reason}`: takes it out of view and tells the author why (audited). */
export const POST = handler({ auth: "admin", params: moderationParamsSchema, body: rejectInputSchema }, ({ user, params, body }) =>
  rejectPost(user, params.kind, params.id, body),
);
