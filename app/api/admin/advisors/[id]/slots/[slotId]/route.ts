import { slotParamsSchema, slotPatchSchema } from "@/lib/contracts/admin-advisors";
import { deleteSlot, updateSlot } from "@/lib/server/admin/advisors";
import { handler } from "@/lib/server/handler/handler";

export const PATCH = handler({ auth: "admin", params: slotParamsSchema, body: slotPatchSchema }, ({ user, params, body }) =>
  updateSlot(user, params.id, params.slotId, body),
);
export const DELETE = handler({ auth: "admin", params: slotParamsSchema }, ({ user, params }) =>
  deleteSlot(user, params.id, params.slotId),
);
