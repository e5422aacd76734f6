import { metricsQuerySchema } from "@/lib/contracts/metrics";
import { handler } from "@/lib/server/handler/handler";
import { getFunnel } from "@/lib/server/metrics/report";

/** `GET /api/admin/metrics/funnel?from&to[&campaign][&exp]`: distinct people per step (admin only). */
export const GET = handler({ auth: "admin", query: metricsQuerySchema }, ({ user, query }) => getFunnel(user, query));
