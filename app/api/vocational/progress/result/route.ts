import { handler } from "@/lib/server/http/handler";
import { currentResult } from "@/lib/server/vocational/result-memo";

/** The current process's result, computed again only when her answers or the catalogue change. */
export const GET = handler({ auth: "required" }, ({ user }) => currentResult(user.id));
