import { adminListQuerySchema } from "@/lib/contracts/admin";
import { adminAllianceCreateSchema } from "@/lib/contracts/admin-catalogue";
import { adminCreateAlliance, adminListAlliances } from "@/lib/server/admin/alliances";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/alliances?page&perPage&search&sort`. */
export const GET = handler({ auth: "admin", query: adminListQuerySchema }, ({ user, query }) => adminListAlliances(user, query));

/** `POST /api/admin/alliances` → 201; a nickname in use is a 409 at the field. */
export const POST = handler({ auth: "admin", body: adminAllianceCreateSchema, status: 201 }, ({ user, body }) =>
  adminCreateAlliance(user, body),
);
