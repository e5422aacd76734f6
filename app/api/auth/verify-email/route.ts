import { verifyEmailSchema } from "@/lib/contracts/auth";
import { verifyEmail } from "@/lib/server/auth/verify";
import { handler } from "@/lib/server/http/handler";

export const dynamic = "force-dynamic";

/** `POST /api/auth/verify-email` {email}: well formed and not yet registered. */
export const POST = handler({ body: verifyEmailSchema }, ({ body, req }) => verifyEmail(body.email, req));
