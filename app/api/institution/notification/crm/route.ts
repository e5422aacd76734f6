import { crmLead } from "@/lib/server/catalogue/leads";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/institution/notification/crm` (bearer, no body). */
export const POST = handler({ auth: "required" }, ({ user }) => crmLead(user));
