import { webinarIdParamsSchema } from "@/lib/contracts/webinars";
import { handler } from "@/lib/server/handler/handler";
import { joinWebinar } from "@/lib/server/webinars/enrol";

/**
 * `GET /api/webinars/{id}/join`: the enrolled are sent to the room (302) from 15 minutes before
 * the start; the first visit counts as attendance. Not enrolled → 403; too early or over → 409.
 */
export const GET = handler({ auth: "required", params: webinarIdParamsSchema }, async ({ user, params, client }) => {
  const url = await joinWebinar(user.id, params.id, { client });
  return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
});
