import { webinarIdParamsSchema } from "@/lib/contracts/webinars";
import { dataResponse, handler } from "@/lib/server/handler/handler";
import { enrolInWebinar, leaveWebinar } from "@/lib/server/webinars/enrol";

/** 201 when new, 200 when already enrolled; 409 full, ended or cancelled; 403 `membership_required` for members-only talks. */
export const POST = handler({ auth: "required", params: webinarIdParamsSchema }, async ({ user, params, client }) => {
  const enrolment = await enrolInWebinar(user, params.id, { client });
  return dataResponse(enrolment, enrolment.created ? 201 : 200);
});

/** Leaves the talk before it starts; 409 once it started. */
export const DELETE = handler({ auth: "required", params: webinarIdParamsSchema }, ({ user, params }) => leaveWebinar(user.id, params.id));
