import { processParamsSchema, progressPayloadSchema } from "@/lib/contracts/vocational";
import { handler } from "@/lib/server/handler/handler";
import { getProcess, saveProgress } from "@/lib/server/vocational/process";

export const GET = handler({ auth: "required", params: processParamsSchema }, ({ user, params }) => getProcess(user.id, params.id));

/** Saves one section's answers; the same request twice leaves the same state. */
export const PUT = handler({ auth: "required", params: processParamsSchema, body: progressPayloadSchema }, ({ user, params, body }) =>
  saveProgress(user.id, params.id, body.data),
);
