import { verifyNumberSchema } from "@/lib/contracts/auth";
import { verifyNumber } from "@/lib/server/auth/verify";
import { rateLimits } from "@/lib/server/rate-limits";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/auth/verify-number` {user}: the phone is valid with its country code. */
export const POST = handler({ body: verifyNumberSchema, rateLimit: rateLimits.verifyIp }, ({ body }) =>
  verifyNumber(body.user, body.countryIso),
);
