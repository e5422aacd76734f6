import { registerV1Schema } from "@/lib/contracts/auth";
import { registerV1 } from "@/lib/server/auth/register";
import { sessionResponse } from "@/lib/server/auth/respond";
import { handler } from "@/lib/server/http/handler";

/** `POST /api/auth/register` (v1 payload): creates the account and logs in. */
export const POST = handler({ body: registerV1Schema }, async ({ body, client }) =>
  sessionResponse(await registerV1(body, client), client.userAgent, 201),
);
