import { institutionListQuerySchema } from "@/lib/contracts/catalogue";
import { listInstitutions } from "@/lib/server/catalogue/list-institutions";
import { handler } from "@/lib/server/http/handler";

/** `GET /api/institution` (spec §7): search, filters, sort, pages; bearer optional → `checked`. */
export const GET = handler({ query: institutionListQuerySchema, auth: "optional" }, ({ query, user }) => listInstitutions(query, user?.id));
