import { verifyEmailSchema } from "@/lib/contracts/auth";
import { verifyEmail } from "@/lib/server/auth/verify";
import { verifyIpLimiter } from "@/lib/server/auth/limits";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/auth/verify-email` {email}: well formed and not yet registered. */
export const POST = handler({ body: verifyEmailSchema, rateLimit: { limiter: verifyIpLimiter } }, ({ body }) => verifyEmail(body.email));
