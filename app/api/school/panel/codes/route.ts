import { counsellorCodeSchema } from "@/lib/contracts/family";
import { createCounsellorCode, listCounsellorCodes } from "@/lib/server/family/school-panel";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/school/panel/codes`: the counsellor's codes for grades and sections. */
export const GET = handler({ auth: "required" }, ({ user }) => listCounsellorCodes(user));

/** `POST /api/school/panel/codes` {grade, section, maxUses?, days?} → 201 with the new code. */
export const POST = handler({ auth: "required", body: counsellorCodeSchema, status: 201 }, ({ user, body }) =>
  createCounsellorCode(user, body),
);
