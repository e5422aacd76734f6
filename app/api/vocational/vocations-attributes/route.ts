import { handler } from "@/lib/server/handler/handler";
import { vocationsAttributes } from "@/lib/server/vocational/questions";

export const GET = handler({ auth: "required" }, () => vocationsAttributes());
