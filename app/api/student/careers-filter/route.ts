import { handler } from "@/lib/server/handler/handler";
import { careersFilter } from "@/lib/server/vocational/attributes";

export const GET = handler({ auth: "required" }, ({ user }) => careersFilter(user.id));
