import { processParamsSchema, shareSettingsSchema } from "@/lib/contracts/vocational";
import { handler } from "@/lib/server/handler/handler";
import { setSharing } from "@/lib/server/vocational/process";

/** Turns the public link /r/{id} on or off and sets its name (no public contract names this call). */
export const PUT = handler({ auth: "required", params: processParamsSchema, body: shareSettingsSchema }, ({ user, params, body }) =>
  setSharing(user.id, params.id, body.data),
);
