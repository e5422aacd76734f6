import { enrolmentRequestSchema } from "@/lib/contracts/fair";
import { handler, dataResponse } from "@/lib/server/handler/handler";
import { enrolInConference } from "@/lib/server/fair/enrol";

/** `POST /api/conference/student {conferenceId}`: 201 when new, 200 with the same enrolment when repeated. */
export const POST = handler({ auth: "required", body: enrolmentRequestSchema }, async ({ user, body }) => {
  const enrolment = await enrolInConference(user, body);
  return dataResponse(enrolment, enrolment.created ? 201 : 200);
});
