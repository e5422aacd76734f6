import { adminListQuerySchema } from "@/lib/contracts/admin";
import { adminListCareers } from "@/lib/server/admin/catalogue";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/careers?page&perPage&search&sort`. */
export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => adminListCareers(user, query));
