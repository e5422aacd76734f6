import { ambassadorInputSchema } from "@/lib/contracts/community";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { createAmbassador, listAmbassadors } from "@/lib/server/admin/community";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => listAmbassadors(user, query));
/** `POST {email, institutionId, careerId?, kind}` → 201: verifies an existing account as an ambassador. */
export const POST = handler({ auth: "admin", status: 201, body: ambassadorInputSchema }, ({ user, body }) => createAmbassador(user, body));
