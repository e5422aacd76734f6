import { shortlistAddSchema } from "@/lib/contracts/shortlist";
import { addToShortlist, getShortlist } from "@/lib/server/catalogue/shortlist";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/student/shortlist`: her list («Mi lista») and whether her shared link shows it. */
export const GET = handler({ auth: "required" }, ({ user }) => getShortlist(user.id));

/** `POST /api/student/shortlist` `{ kind: "career", careerId, source } | { kind: "place", institutionId, offeringId?, source }`: adds it once. */
export const POST = handler({ body: shortlistAddSchema, auth: "required" }, ({ body, user }) => addToShortlist(user.id, body));
