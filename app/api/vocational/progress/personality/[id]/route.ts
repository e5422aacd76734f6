import { personalityProgressQuerySchema, referenceParamsSchema } from "@/lib/contracts/vocational";
import { handler } from "@/lib/server/handler/handler";
import { referenceResult } from "@/lib/server/vocational/reference-result";

/** The embedded widgets' result (params key, fullname, processId, …). */
export const GET = handler({ params: referenceParamsSchema, query: personalityProgressQuerySchema }, ({ params, query }) =>
  referenceResult(params.id, query),
);
