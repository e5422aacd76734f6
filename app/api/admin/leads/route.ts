import { leadListQuerySchema } from "@/lib/contracts/admin-sales";
import { listLeads } from "@/lib/server/admin/leads";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/leads?institutionId&careerId&from&to`: leads, paged. */
export const GET = handler({ auth: "admin", query: leadListQuerySchema }, ({ user, query }) => listLeads(user, query));
