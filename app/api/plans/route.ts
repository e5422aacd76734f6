import { handler } from "@/lib/server/handler/handler";
import { listPlans } from "@/lib/pricing/plans";

/** `GET /api/plans`: the one plan table (amounts in céntimos, PEN). */
export const GET = handler({}, () => listPlans());
