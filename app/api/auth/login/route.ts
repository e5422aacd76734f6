import { loginSchema } from "@/lib/contracts/auth";
import { authenticate } from "@/lib/server/auth/login";
import { sessionResponse } from "@/lib/server/auth/respond";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/auth/login` {user, password, role} → `{ data: { token, user } }` plus the session cookies. */
export const POST = handler({ body: loginSchema }, async ({ body, client }) =>
  sessionResponse(await authenticate(body, client.ip), client.userAgent),
);
