import { joinSchoolSchema } from "@/lib/contracts/auth";
import { joinSchool } from "@/lib/server/auth/join-school";
import { updateUserCookie } from "@/lib/server/auth/session-cookies";
import { dataResponse, handler } from "@/lib/server/http/handler";

export const dynamic = "force-dynamic";

/** `POST /api/membership/school` (bearer; spec §7): joins the student to a school with its code. */
export const POST = handler({ auth: "required", body: joinSchoolSchema }, async ({ body, user, req }) => {
  const updated = await joinSchool(user.id, body, req);
  const response = dataResponse(updated);
  updateUserCookie(response, updated);
  return response;
});
