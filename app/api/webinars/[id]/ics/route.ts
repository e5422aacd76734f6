import { webinarIdParamsSchema } from "@/lib/contracts/webinars";
import { handler } from "@/lib/server/handler/handler";
import { webinarIcsResponse } from "@/lib/server/webinars/ics-response";

/** `GET /api/webinars/{id}/ics`: the talk as a calendar file. */
export const GET = handler({ params: webinarIdParamsSchema }, ({ params }) => webinarIcsResponse(params.id));
