import { schoolPanelQuerySchema } from "@/lib/contracts/family";
import { schoolCohort } from "@/lib/server/family/school-panel";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/school/panel/cohort?grade&section`: joined, started, finished, interest types, careers and areas. */
export const GET = handler({ auth: "required", query: schoolPanelQuerySchema }, ({ user, query }) => schoolCohort(user, query));
