import { outboxQuerySchema } from "@/lib/contracts/notifications";
import { handler } from "@/lib/server/http/handler";
import { listOutbox } from "@/lib/server/notifications/list-outbox";

export const dynamic = "force-dynamic";

/** `GET /api/admin/outbox?to=`: messages held or sent to one address (admin session only). */
export const GET = handler({ auth: "required", query: outboxQuerySchema }, ({ user, query }) => listOutbox(user, query));
