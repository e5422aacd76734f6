import "server-only";
import { dataResponse } from "../http/handler";
import { revokeSession, tokenFromRequest } from "./session";
import { clearSessionCookies } from "./session-cookies";

/** Revokes the request's session (if any) and clears the session, user and sponsor cookies. */
export async function logoutResponse(req: Request) {
  const token = tokenFromRequest(req);
  if (token && token.length <= 200) await revokeSession(token);
  const response = dataResponse({ loggedOut: true });
  clearSessionCookies(response);
  return response;
}
