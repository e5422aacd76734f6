import { schoolSearchQuerySchema } from "@/lib/contracts/school";
import { handler } from "@/lib/server/handler/handler";
import { searchSchools } from "@/lib/server/schools/search-schools";

/** `GET /api/school?search=`: options for the school selector. */
export const GET = handler({ query: schoolSearchQuerySchema }, ({ query }) => searchSchools(query));
