import { adminListQuerySchema } from "@/lib/contracts/admin";
import { adminListUsers } from "@/lib/server/admin/users";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/users?page&perPage&search&sort`: by name or e-mail, newest first by default. */
export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => adminListUsers(user, query));
