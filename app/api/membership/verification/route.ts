import { membershipVerificationSchema } from "@/lib/contracts/school";
import { handler } from "@/lib/server/handler/handler";
import { verifySchoolCode } from "@/lib/server/membership/school-verification";

/** `POST /api/membership/verification` {schoolId, code}: whether the school's code can be used. */
export const POST = handler({ auth: "optional", body: membershipVerificationSchema }, ({ body, client, user }) =>
  verifySchoolCode(body.schoolId, body.code, client.ip, user?.id),
);
