import { handler } from "@/lib/server/handler/handler";
import { listStudentAttributes } from "@/lib/server/vocational/attributes";

export const GET = handler({ auth: "required" }, ({ user }) => listStudentAttributes(user.id));
