import { suspendInputSchema } from "@/lib/contracts/community";
import { adminUserIdParamsSchema } from "@/lib/contracts/admin";
import { suspendMember } from "@/lib/server/admin/community";
import { handler } from "@/lib/server/handler/handler";

/** `POST {reason, suspended}`: suspends (or restores) an account's posting in the community (audited). */
export const POST = handler({ auth: "admin", params: adminUserIdParamsSchema, body: suspendInputSchema }, ({ user, params, body }) =>
  suspendMember(user, params.id, body),
);
