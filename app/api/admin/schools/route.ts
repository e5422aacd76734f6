import { adminListQuerySchema } from "@/lib/contracts/admin";
import { listSchools } from "@/lib/server/admin/schools";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/schools`: schools (the MINEDU register), searched by name, code or district. */
export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => listSchools(user, query));
