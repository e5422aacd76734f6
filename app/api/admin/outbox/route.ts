import { adminListQuerySchema } from "@/lib/contracts/admin";
import { outboxQuerySchema } from "@/lib/contracts/notifications";
import { handler } from "@/lib/server/handler/handler";
import { listOutbox, listOutboxPage } from "@/lib/server/notifications/list-outbox";

const querySchema = adminListQuerySchema.extend({ to: outboxQuerySchema.shape.to.optional(), limit: outboxQuerySchema.shape.limit });

/**
 * `GET /api/admin/outbox?to=`: the messages (with their bodies) held or sent to one address;
 * without `to`, every message newest first, paged (`page`, `perPage`, `search` by recipient or subject). Admins only.
 */
export const GET = handler({ auth: "admin", query: querySchema }, ({ user, query }) =>
  query.to ? listOutbox(user, { to: query.to, limit: query.limit }) : listOutboxPage(user, query),
);
