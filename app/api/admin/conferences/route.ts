import { conferenceInputSchema, fairChildListQuerySchema } from "@/lib/contracts/admin-fair";
import { createConference, listConferences } from "@/lib/server/admin/fair-conferences";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/conferences[?fairId]`: the fair's conferences with their enrolments, paged. */
export const GET = handler({ auth: "admin", query: fairChildListQuerySchema }, ({ user, query }) => listConferences(user, query));
export const POST = handler({ auth: "admin", status: 201, body: conferenceInputSchema }, ({ user, body }) => createConference(user, body));
