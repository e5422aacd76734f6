import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cookieNames } from "@/lib/config/cookies";
import { SHELL_FILL_HEADER } from "@/lib/config/page-cache.mjs";
import { href } from "@/lib/config/route-paths";

/**
 * For a test section rendered as a shell (TEST_SECTION_PATHS in lib/config/page-cache.mjs):
 * the page is the same for every student and reads nothing of hers, so the production server
 * keeps one copy and serves it to each request with a session token. A request without one is
 * sent to register/log in and come back, as before; the server's own render (which has no
 * cookie) carries SHELL_FILL_HEADER instead, set by server/serve.ts and removed from every other
 * request. Whether the token is a valid session is not checked here (that needed a database read
 * per page): the shell holds only public statements, and its data comes from `GET /api/vocational`,
 * which checks the session and answers 401, on which the shell sends the visitor to log in
 * (components/vocational/use-current-process.ts).
 */
export async function requireSectionVisitor(path: string): Promise<void> {
  const [store, request] = await Promise.all([cookies(), headers()]);
  if (store.get(cookieNames.session)?.value || request.get(SHELL_FILL_HEADER) === "1") return;
  redirect(href("empezar", { redirect: path }));
}
