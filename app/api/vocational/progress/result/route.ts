import { resultGate } from "@/lib/server/handler/call-gates";
import { handler } from "@/lib/server/handler/handler";
import { currentResult } from "@/lib/server/vocational/result-memo";

/** The current process's result, computed again only when her answers or the catalogue change. */
export const GET = handler({ auth: "required", gate: resultGate }, ({ user }) => currentResult(user.id));
