import { logoutResponse } from "@/lib/server/auth/logout";
import { handler } from "@/lib/server/handler/handler";

/** `POST /api/auth/logout`: revokes the session and clears the cookies. */
export const POST = handler({}, ({ sessionToken }) => logoutResponse(sessionToken));
