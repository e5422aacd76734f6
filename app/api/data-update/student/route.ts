import { dataUpdateSchema } from "@/lib/contracts/auth";
import { completeStudentData } from "@/lib/server/auth/profile";
import { dataResponse, handler } from "@/lib/server/http/handler";
import { updateUserCookie } from "@/lib/server/auth/session-cookies";

export const dynamic = "force-dynamic";

/** `POST /api/data-update/student` (bearer): the phone-completion modal's data; refreshes the readable user cookie. */
export const POST = handler({ auth: "required", body: dataUpdateSchema }, async ({ body, user }) => {
  const updated = await completeStudentData(user.id, body);
  const response = dataResponse(updated);
  updateUserCookie(response, updated);
  return response;
});
