import { resultGate } from "@/lib/server/handler/call-gates";
import { handler } from "@/lib/server/handler/handler";
import { getLastResult } from "@/lib/server/vocational/result";

export const GET = handler({ auth: "required", gate: resultGate }, ({ user }) => getLastResult(user.id));
