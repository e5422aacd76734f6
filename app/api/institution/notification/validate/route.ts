import { validateLeadCodeSchema } from "@/lib/contracts/catalogue";
import { validateLeadCode } from "@/lib/server/catalogue/leads";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/institution/notification/validate` {code, referenceId}. */
export const POST = handler({ body: validateLeadCodeSchema }, ({ body }) => validateLeadCode(body));
