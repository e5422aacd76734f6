import "server-only";
import { dataResponse } from "../http/responses";
import { revokeSession } from "./session";
import { clearSessionCookies } from "./session-cookies";

/** Revokes the session of `token` (the request's bearer or cookie token, if any) and clears the session, user and sponsor cookies. */
export async function logoutResponse(token: string | null) {
  if (token && token.length <= 200) await revokeSession(token);
  const response = dataResponse({ loggedOut: true });
  clearSessionCookies(response);
  return response;
}
