import { webinarListQuerySchema } from "@/lib/contracts/webinars";
import { handler } from "@/lib/server/handler/handler";
import { listWebinars } from "@/lib/server/webinars/webinars";

/** `GET /api/webinars[?program=]` (session optional): the talks to come, with `enrolled` for the caller. */
export const GET = handler({ auth: "optional", query: webinarListQuerySchema }, ({ user, query }) =>
  listWebinars({ userId: user?.id ?? null, program: query.program }),
);
