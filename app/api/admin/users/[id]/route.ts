import { adminUserIdParamsSchema } from "@/lib/contracts/admin";
import { adminUserPatchSchema } from "@/lib/contracts/admin-catalogue";
import { adminGetUser, adminUpdateUser } from "@/lib/server/admin/users";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/users/{id}` (never the password hash). */
export const GET = handler({ auth: "admin", params: adminUserIdParamsSchema }, ({ user, params }) => adminGetUser(user, params.id));

/** `PATCH /api/admin/users/{id}` {isAdmin?, active?}: deactivating ends every session of the account. */
export const PATCH = handler({ auth: "admin", params: adminUserIdParamsSchema, body: adminUserPatchSchema }, ({ user, params, body }) =>
  adminUpdateUser(user, params.id, body),
);
