import { membershipVerificationSchema } from "@/lib/contracts/auth";
import { verifySchoolCode } from "@/lib/server/auth/membership-verification";
import { handler } from "@/lib/server/http/handler";

export const dynamic = "force-dynamic";

/** `POST /api/membership/verification` {schoolId, code}: whether the school's code is valid. */
export const POST = handler({ body: membershipVerificationSchema }, ({ body, req }) => verifySchoolCode(body.schoolId, body.code, req));
