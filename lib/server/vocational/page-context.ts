import "server-only";
import { redirect } from "next/navigation";
import { homeFor } from "@/lib/config/home-for";
import { href } from "@/lib/config/route-paths";
import { getCurrentUser } from "../auth/session";
import { getCurrentProcess, loadCurrentProcessDto } from "./process";
import { memoisedResult } from "./result-memo";

/**
 * For the test pages: the logged-in student and her current process. A visitor without a
 * session is sent to register, coming back here afterwards (checked on the server). A parent or a
 * counsellor does not take the test: they go to their panel.
 */
export async function requireStudentProcess(path: string) {
  const user = await requireStudent(path);
  const process = await getCurrentProcess(user.id);
  return { user, process };
}

async function requireStudent(path: string) {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("empezar")}?redirect=${encodeURIComponent(path)}`);
  if (user.role === "user-parent" || user.role === "school" || user.role === "advisor") redirect(homeFor(user));
  return user;
}

export async function requireStudentResult(path: string) {
  const user = await requireStudent(path);
  // Her process, its sections and their stamp in one query: the same memo entry as the result's API.
  const { process, stamp } = await loadCurrentProcessDto(user.id);
  const result = await memoisedResult(process.id, stamp, async () => process.sections);
  return { user, process, result };
}
