import { shareWithSchoolSchema } from "@/lib/contracts/family";
import { setShareWithSchool } from "@/lib/server/family/parents";
import { handler } from "@/lib/server/handler/handler";

/** `PUT /api/student/share-with-school` {shareWithSchool}: gives or withdraws the consent (the panel follows at once). */
export const PUT = handler({ auth: "required", body: shareWithSchoolSchema }, ({ user, body }) =>
  setShareWithSchool(user, body.shareWithSchool),
);
