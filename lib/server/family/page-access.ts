import "server-only";
import { forbidden, redirect } from "next/navigation";
import type { SessionUser } from "@/lib/contracts/session";
import { getCurrentUser } from "../auth/session";
import { counsellorAccess } from "./school-panel";
import { href } from "@/lib/config/route-paths";

/**
 * The guard of the counsellor's and the parent's pages (the data layer checks again): a visitor
 * goes to `/entrar?redirect=<path>`, any other account gets the 403 page (HTTP 403).
 */
async function requireRolePage(path: string, access: (user: SessionUser | null) => "ok" | "login" | "forbidden"): Promise<SessionUser> {
  const user = await getCurrentUser();
  const verdict = access(user);
  if (verdict === "login") redirect(`${href("entrar")}?redirect=${encodeURIComponent(path)}`);
  if (verdict === "forbidden" || !user) forbidden();
  return user;
}

export const requireCounsellorPage = (path: string) => requireRolePage(path, counsellorAccess);

export const requireParentPage = (path: string) =>
  requireRolePage(path, (user) => (!user ? "login" : user.role === "user-parent" ? "ok" : "forbidden"));
