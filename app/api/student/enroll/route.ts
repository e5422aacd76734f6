import { enrollQuerySchema, enrollSchema } from "@/lib/contracts/catalog";
import { enroll, listEnrollments } from "@/lib/server/catalog/enrollments";
import { handler } from "@/lib/server/http/handler";

/** `POST /api/student/enroll` {careerId, institutionId, action}. */
export const POST = handler({ body: enrollSchema, auth: "required" }, ({ body, user }) => enroll(user.id, body));

/** `GET /api/student/enroll?institutionId=&careerId=`. */
export const GET = handler({ query: enrollQuerySchema, auth: "required" }, ({ query, user }) => listEnrollments(user.id, query));
