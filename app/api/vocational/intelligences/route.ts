import { handler } from "@/lib/server/handler/handler";
import { intelligences } from "@/lib/server/vocational/questions";

export const GET = handler({ auth: "required" }, () => intelligences());
