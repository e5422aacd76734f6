import { handler } from "@/lib/server/http/handler";
import { intelligences } from "@/lib/server/vocational/questions";

export const GET = handler({ auth: "required" }, () => intelligences());
