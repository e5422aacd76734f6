import { registerV1Schema } from "@/lib/contracts/auth";
import { registerV1 } from "@/lib/server/auth/register";
import { sessionResponse } from "@/lib/server/auth/respond";
import { registerBusyMessage, registerFailureLimiter } from "@/lib/server/auth/limits";
import { handler } from "@/lib/server/http/handler";

/** `POST /api/auth/register` (v1 payload): creates the account and logs in (spec §4). */
export const POST = handler(
  { body: registerV1Schema, failures: { limiter: registerFailureLimiter, message: registerBusyMessage } },
  async ({ body, client }) => sessionResponse(await registerV1(body, client), client.userAgent, 201),
);
