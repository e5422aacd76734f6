import { conferenceIdParamsSchema } from "@/lib/contracts/fair";
import { handler } from "@/lib/server/handler/handler";
import { conferenceIcsResponse } from "@/lib/server/fair/ics-response";

/** `GET /api/conference/{id}/ics`: the conference as a calendar file ("Agregar a mi calendario"). */
export const GET = handler({ params: conferenceIdParamsSchema }, ({ params }) => conferenceIcsResponse(params.id));
