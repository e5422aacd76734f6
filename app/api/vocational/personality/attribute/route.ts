import { handler } from "@/lib/server/http/handler";
import { personalityAttributes } from "@/lib/server/vocational/questions";

export const GET = handler({}, () => personalityAttributes());
