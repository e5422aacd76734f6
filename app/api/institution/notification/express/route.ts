import { expressLeadSchema } from "@/lib/contracts/catalogue";
import { expressLead } from "@/lib/server/catalogue/leads";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/institution/notification/express` {institutionId, referenceId}: a verified contact asks another institution. */
export const POST = handler({ body: expressLeadSchema, status: 201 }, ({ body }) => expressLead(body));
