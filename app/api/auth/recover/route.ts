import { recoverSchema, recoverTokenQuerySchema } from "@/lib/contracts/auth";
import { checkResetToken, requestPasswordReset } from "@/lib/server/auth/recover";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/auth/recover` {email, role}: e-mails the single-use link. */
export const POST = handler({ body: recoverSchema }, ({ body, client }) => requestPasswordReset(body.email, client.ip));

/** `GET /api/auth/recover?token=`: whether the link still works. */
export const GET = handler({ query: recoverTokenQuerySchema }, ({ query, client }) => checkResetToken(query.token, client.ip));
