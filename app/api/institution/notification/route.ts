import { sendLeadCodeSchema } from "@/lib/contracts/catalogue";
import { sendLeadCode } from "@/lib/server/catalogue/leads";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/institution/notification` {phone, referenceId}: sends the lead's 6-digit code. */
export const POST = handler({ body: sendLeadCodeSchema }, ({ body }) => sendLeadCode(body));
