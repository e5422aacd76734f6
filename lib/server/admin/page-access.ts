import "server-only";
import { forbidden, redirect } from "next/navigation";
import type { SessionUser } from "@/lib/contracts/session";
import { getCurrentUser } from "../auth/session";
import { adminAccess } from "../access";
import { href } from "@/lib/config/route-paths";

/**
 * The guard of every `/admin/**` page (the data layer checks again with `requireAdmin`): a
 * visitor goes to `/entrar?redirect=<path>`, a signed-in non-admin gets the 403 page (HTTP 403).
 */
export async function requireAdminPage(path: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  const access = adminAccess(user);
  if (access === "login") redirect(`${href("entrar")}?redirect=${encodeURIComponent(path)}`);
  if (access === "forbidden" || !user) forbidden();
  return user;
}
