import { adminUserIdParamsSchema } from "@/lib/contracts/admin";
import { suspendMember } from "@/lib/server/admin/community";
import { handler } from "@/lib/server/http/handler";

/** `POST {reason, suspended}`: suspends (or restores) an account's posting in the community (audited). */
export const POST = handler({ auth: "admin", params: adminUserIdParamsSchema }, ({ user, params, body }) =>
  suspendMember(user, params.id, body),
);
