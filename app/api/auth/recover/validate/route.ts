import { recoverValidateSchema } from "@/lib/contracts/auth";
import { resetPassword } from "@/lib/server/auth/recover";
import { handler } from "@/lib/server/http/handler";

/** `PUT /api/auth/recover/validate` {password, token}: new password; every session of the user ends. */
export const PUT = handler({ body: recoverValidateSchema }, ({ body, client }) => resetPassword(body.token, body.password, client.ip));
