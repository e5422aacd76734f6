import { handler } from "@/lib/server/handler/handler";
import { personalityAttributes } from "@/lib/server/vocational/questions";

export const GET = handler({}, () => personalityAttributes());
