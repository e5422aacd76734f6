import { handler } from "@/lib/server/http/handler";
import { getLastResult } from "@/lib/server/vocational/result";

export const GET = handler({ auth: "required" }, ({ user }) => getLastResult(user.id));
