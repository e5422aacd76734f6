import { moderationParamsSchema } from "@/lib/contracts/community";
import { approvePost } from "@/lib/server/admin/community";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/admin/community/{questions|answers}/{id}/approve`: publishes it (audited). */
export const POST = handler({ auth: "admin", params: moderationParamsSchema }, ({ user, params }) =>
  approvePost(user, params.kind, params.id),
);
