import { handler } from "@/lib/server/http/handler";
import { careersFilter } from "@/lib/server/vocational/attributes";

export const GET = handler({ auth: "required" }, ({ user }) => careersFilter(user.id));
