import { requestListQuerySchema } from "@/lib/contracts/admin-sales";
import { listMembershipRequests } from "@/lib/server/admin/requests";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/membership-requests?state=open|handled`: information requests, paged. */
export const GET = handler({ auth: "admin", query: requestListQuerySchema }, ({ user, query }) => listMembershipRequests(user, query));
