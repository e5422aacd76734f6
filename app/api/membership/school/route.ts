import { joinSchoolSchema } from "@/lib/contracts/school";
import { updateUserCookie } from "@/lib/server/auth/session-cookies";
import { loadSessionUser } from "@/lib/server/auth/users";
import { notFound } from "@/lib/server/http/errors";
import { dataResponse, handler } from "@/lib/server/handler/handler";
import { joinSchool } from "@/lib/server/membership/school-join";

/**
 * `POST /api/membership/school` (bearer or cookie): joins the student to a school with its
 * code and answers the updated public user; the readable `rumbo_user` cookie is re-issued with it.
 */
export const POST = handler({ auth: "required", body: joinSchoolSchema }, async ({ body, user, client }) => {
  await joinSchool(user.id, body, client.ip);
  const updated = await loadSessionUser(user.id);
  if (!updated) throw notFound();
  const response = dataResponse(updated);
  updateUserCookie(response, updated);
  return response;
});
