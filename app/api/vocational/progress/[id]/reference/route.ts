import { progressPayloadSchema, referenceParamsSchema } from "@/lib/contracts/vocational";
import { handler } from "@/lib/server/handler/handler";
import { saveReference } from "@/lib/server/vocational/process";

/** Answers without an account, kept under a random id. */
export const PUT = handler({ params: referenceParamsSchema, body: progressPayloadSchema }, ({ params, body }) =>
  saveReference(params.id, body.data),
);
