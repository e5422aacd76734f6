import "server-only";
import type { SessionUser } from "@/lib/contracts/session";
import { forbidden, unauthorized } from "./http/errors";

/**
 * The back office's access rule, shared by every admin route and page: 401 without a session,
 * 403 for an account without the `isAdmin` flag.
 */
export function requireAdmin(user: SessionUser | null | undefined): asserts user is SessionUser {
  if (!user) throw unauthorized();
  if (!user.isAdmin) throw forbidden("Esta sección es solo para el equipo de Rumbo.");
}

/** The same rule for server components: what to show instead of the page. */
export function adminAccess(user: SessionUser | null | undefined): "ok" | "login" | "forbidden" {
  if (!user) return "login";
  return user.isAdmin ? "ok" : "forbidden";
}
