import { verifyEmailSchema } from "@/lib/contracts/auth";
import { verifyEmail } from "@/lib/server/auth/verify";
import { rateLimits } from "@/lib/server/rate-limits";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/auth/verify-email` {email}: well formed and not yet registered. */
export const POST = handler({ body: verifyEmailSchema, rateLimit: rateLimits.verifyIp }, ({ body }) => verifyEmail(body.email));
