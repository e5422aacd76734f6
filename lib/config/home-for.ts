import type { SessionUser } from "@/lib/contracts/session";
import { href } from "./route-paths";

/**
 * Where an account lands when nothing else was asked for: a parent's or a counsellor's panel, a
 * specialist's chat inbox, or the student's test. Used after a log-in by form (browser) and by OAuth (server).
 */
export function homeFor(user: Pick<SessionUser, "role">): string {
  if (user.role === "user-parent") return href("parentPanel");
  if (user.role === "school") return href("schoolPanel");
  if (user.role === "advisor") return href("advisorChat");
  return href("orientacionVocacional");
}

/** The target after a log-in: the student's test is only the default, so a parent, counsellor or specialist lands on their own page. */
export function landingAfterLogin(user: Pick<SessionUser, "role">, target: string): string {
  return target === href("orientacionVocacional") ? homeFor(user) : target;
}
