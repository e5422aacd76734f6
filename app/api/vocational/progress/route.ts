import { handler } from "@/lib/server/handler/handler";
import { listProcesses } from "@/lib/server/vocational/process";

export const GET = handler({ auth: "required" }, ({ user }) => listProcesses(user.id));
