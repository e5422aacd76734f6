import { verifyNumberSchema } from "@/lib/contracts/auth";
import { verifyNumber } from "@/lib/server/auth/verify";
import { handler } from "@/lib/server/http/handler";

export const dynamic = "force-dynamic";

/** `POST /api/auth/verify-number` {user}: the phone is valid with its country code. */
export const POST = handler({ body: verifyNumberSchema }, ({ body, req }) => verifyNumber(body.user, body.countryIso, req));
