import { metricsQuerySchema } from "@/lib/contracts/metrics";
import { getDashboard } from "@/lib/server/admin/dashboard";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/dashboard?from&to`: the back office's counts per Lima day (revenue in céntimos). */
export const GET = handler({ auth: "admin", query: metricsQuerySchema }, ({ user, query }) => getDashboard(user, query));
