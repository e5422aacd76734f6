import "server-only";
import { redirect } from "next/navigation";
import { href } from "@/lib/config/route-paths";
import { getCurrentUser } from "../auth/session";
import { getCurrentProcess } from "./process";
import { memoisedResult } from "./result-memo";

/**
 * For the test pages: the logged-in student and her current process. A visitor without a
 * session is sent to register, coming back here afterwards (checked on the server).
 */
export async function requireStudentProcess(path: string) {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("empezar")}?redirect=${encodeURIComponent(path)}`);
  const process = await getCurrentProcess(user.id);
  return { user, process };
}

export async function requireStudentResult(path: string) {
  const { user, process } = await requireStudentProcess(path);
  const result = await memoisedResult(process.id, process.sections as Parameters<typeof memoisedResult>[1]);
  return { user, process, result };
}
