import { registerV2Schema } from "@/lib/contracts/auth";
import { registerV2 } from "@/lib/server/auth/register";
import { sessionResponse } from "@/lib/server/auth/respond";
import { rateLimits } from "@/lib/server/rate-limits";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/v2/auth/register`: logs in and answers `{ token, user, areaId }`, never a password. */
export const POST = handler({ body: registerV2Schema, failures: rateLimits.registerFailures }, async ({ body, client }) => {
  const { user, areaId } = await registerV2(body, client);
  return sessionResponse(user, client.userAgent, 201, { areaId });
});
