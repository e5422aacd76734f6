import { adminListQuerySchema } from "@/lib/contracts/admin";
import { inviteCounsellorSchema } from "@/lib/contracts/family";
import { inviteCounsellor, listCounsellors } from "@/lib/server/family/counsellors";
import { dataResponse, handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/counsellors?page&perPage&search`: the invited school counsellors (admin only). */
export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => listCounsellors(user, query));

/**
 * `POST /api/admin/counsellors` {schoolId, name, surname, email} → 201 and the invitation e-mail;
 * 200 `{resent: true}` when the same counsellor had not yet accepted; 409 for any other account.
 */
export const POST = handler({ auth: "admin", body: inviteCounsellorSchema }, async ({ user, body }) => {
  const result = await inviteCounsellor(user, body);
  return dataResponse(result, result.resent ? 200 : 201);
});
