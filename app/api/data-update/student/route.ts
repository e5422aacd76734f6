import { dataUpdateSchema } from "@/lib/contracts/auth";
import { completeStudentData } from "@/lib/server/auth/profile";
import { dataResponse, handler } from "@/lib/server/handler/handler";
import { updateUserCookie } from "@/lib/server/auth/session-cookies";

/**
 * `POST /api/data-update/student` (bearer): the phone-completion modal's data; refreshes the
 * readable user cookie. Changing the password or e-mail of an account that has a password needs
 * `currentPassword`; a new e-mail waits for its verification link (`emailPending`).
 */
export const POST = handler({ auth: "required", body: dataUpdateSchema }, async ({ body, user, sessionId }) => {
  const updated = await completeStudentData(user.id, sessionId, body);
  const response = dataResponse(updated);
  updateUserCookie(response, updated);
  return response;
});
