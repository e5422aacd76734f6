import { handler } from "@/lib/server/http/handler";
import { getCurrentResult } from "@/lib/server/vocational/result";

export const GET = handler({ auth: "required" }, ({ user }) => getCurrentResult(user.id));
