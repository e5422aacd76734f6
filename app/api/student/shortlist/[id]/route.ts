import { shortlistItemParamsSchema } from "@/lib/contracts/shortlist";
import { removeShortlistItem } from "@/lib/server/catalogue/shortlist";
import { handler } from "@/lib/server/handler/handler";

/** `DELETE /api/student/shortlist/{id}`: takes one of her items off her list (404 when not hers). */
export const DELETE = handler({ params: shortlistItemParamsSchema, auth: "required" }, ({ params, user }) =>
  removeShortlistItem(user.id, params.id),
);
