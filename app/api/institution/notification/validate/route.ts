import { validateLeadCodeSchema } from "@/lib/contracts/catalog";
import { validateLeadCode } from "@/lib/server/catalog/leads";
import { handler } from "@/lib/server/http/handler";

/** `POST /api/institution/notification/validate` {code, referenceId}. */
export const POST = handler({ body: validateLeadCodeSchema }, ({ body }) => validateLeadCode(body));
