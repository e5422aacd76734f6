import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { getSchool } from "@/lib/server/admin/schools";
import { handler } from "@/lib/server/handler/handler";

export const GET = handler({ auth: "admin", params: adminIdParamsSchema }, ({ user, params }) => getSchool(user, params.id));
