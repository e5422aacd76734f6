import { schoolCodeInputSchema } from "@/lib/contracts/admin-schools";
import { adminIdParamsSchema, adminListQuerySchema } from "@/lib/contracts/admin";
import { createSchoolCode, listSchoolCodes } from "@/lib/server/admin/schools";
import { handler } from "@/lib/server/handler/handler";

/** The school's codes with how many students used each. */
export const GET = handler({ auth: "admin", params: adminIdParamsSchema, query: adminListQuerySchema }, ({ user, params, query }) =>
  listSchoolCodes(user, params.id, query),
);

/** `POST {capacity, expiresAt?, code?, grade?, section?}` → 201 `{data:{code, …}}`; a code the school has is a 409 at `code`. */
export const POST = handler(
  { auth: "admin", params: adminIdParamsSchema, status: 201, body: schoolCodeInputSchema },
  ({ user, params, body }) => createSchoolCode(user, params.id, body),
);
