import { profileUpdateSchema } from "@/lib/contracts/auth";
import { updateProfile } from "@/lib/server/auth/profile";
import { updateUserCookie } from "@/lib/server/auth/session-cookies";
import { dataResponse, handler } from "@/lib/server/handler/handler";

/** `PUT /api/student` (bearer): the student's profile data. */
export const PUT = handler({ auth: "required", body: profileUpdateSchema }, async ({ body, user }) => {
  const updated = await updateProfile(user.id, body);
  const response = dataResponse(updated);
  updateUserCookie(response, updated);
  return response;
});
