import { careerEnrolQuerySchema, careerEnrolSchema } from "@/lib/contracts/catalogue";
import { enrolInCareer, listCareerEnrolments } from "@/lib/server/catalogue/career-enrolments";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/student/enroll` {careerId, institutionId, action}. */
export const POST = handler({ body: careerEnrolSchema, auth: "required" }, ({ body, user }) => enrolInCareer(user.id, body));

/** `GET /api/student/enroll?institutionId=&careerId=`. */
export const GET = handler({ query: careerEnrolQuerySchema, auth: "required" }, ({ query, user }) => listCareerEnrolments(user.id, query));
