import { resultGate } from "@/lib/server/http/call-gates";
import { handler } from "@/lib/server/http/handler";
import { getCurrentResult } from "@/lib/server/vocational/result";

export const GET = handler({ auth: "required", gate: resultGate }, ({ user }) => getCurrentResult(user.id));
