import { adminListQuerySchema } from "@/lib/contracts/admin";
import { adminListInstitutions } from "@/lib/server/admin/catalogue";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/institutions?page&perPage&search&sort`: every institution, hidden ones included. */
export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => adminListInstitutions(user, query));
