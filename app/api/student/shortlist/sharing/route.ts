import { shortlistSharingSchema } from "@/lib/contracts/shortlist";
import { setShortlistSharing } from "@/lib/server/catalogue/shortlist";
import { handler } from "@/lib/server/handler/handler";

/** `PUT /api/student/shortlist/sharing` `{ showOnSharedLink }`: whether her public result link shows her list. */
export const PUT = handler({ body: shortlistSharingSchema, auth: "required" }, ({ body, user }) =>
  setShortlistSharing(user.id, body.showOnSharedLink),
);
