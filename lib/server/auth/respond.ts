import "server-only";
import type { SessionUser } from "@/lib/contracts/session";
import { dataResponse } from "../http/responses";
import { createSession } from "./session";
import { setSessionCookies } from "./session-cookies";

/** Issues a session and answers `{ data: { token, user, ...extra } }` with both session cookies. */
export async function sessionResponse(user: SessionUser, userAgent: string | null, status = 200, extra: Record<string, unknown> = {}) {
  const { token, expiresAt } = await createSession(user.id, userAgent);
  const response = dataResponse({ token, user, ...extra }, status);
  setSessionCookies(response, token, user, expiresAt);
  return response;
}
