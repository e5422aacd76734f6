import { institutionListQuerySchema } from "@/lib/contracts/catalogue";
import { listInstitutions } from "@/lib/server/catalogue/list-institutions";
import { searchGate } from "@/lib/server/handler/call-gates";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/institution`: search, filters, sort, pages; bearer optional → `checked`. */
export const GET = handler({ query: institutionListQuerySchema, auth: "optional", gate: searchGate }, ({ query, user }) =>
  listInstitutions(query, user?.id),
);
