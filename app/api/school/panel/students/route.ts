import { schoolPanelQuerySchema } from "@/lib/contracts/family";
import { listPanelStudents } from "@/lib/server/family/school-panel";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/school/panel/students?page&perPage&search&grade&section&sort`: the counsellor's consenting students. */
export const GET = handler({ auth: "required", query: schoolPanelQuerySchema }, ({ user, query }) => listPanelStudents(user, query));
