import { verifyNumberSchema } from "@/lib/contracts/auth";
import { verifyNumber } from "@/lib/server/auth/verify";
import { verifyIpLimiter } from "@/lib/server/auth/limits";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/auth/verify-number` {user}: the phone is valid with its country code. */
export const POST = handler({ body: verifyNumberSchema, rateLimit: { limiter: verifyIpLimiter } }, ({ body }) =>
  verifyNumber(body.user, body.countryIso),
);
