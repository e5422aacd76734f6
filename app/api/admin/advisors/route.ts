import { advisorInputSchema } from "@/lib/contracts/admin-advisors";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { createAdvisor, listAdvisors } from "@/lib/server/admin/advisors";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => listAdvisors(user, query));
export const POST = handler({ auth: "admin", status: 201, body: advisorInputSchema }, ({ user, body }) => createAdvisor(user, body));
