import { z } from "zod";
import { handler } from "@/lib/server/handler/handler";
import { personalityAttribute } from "@/lib/server/vocational/questions";

export const GET = handler({ params: z.object({ id: z.string().max(20) }) }, ({ params }) => personalityAttribute(params.id));
