import { handler } from "@/lib/server/handler/handler";
import { listConferences } from "@/lib/server/fair/conferences";

/** `GET /api/conference`: the current fair's conferences; with a session, `signed` per conference. */
export const GET = handler({ auth: "optional" }, ({ user }) => listConferences({ userId: user?.id ?? null }));
