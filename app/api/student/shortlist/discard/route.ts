import { shortlistDiscardSchema } from "@/lib/contracts/shortlist";
import { getShortlist } from "@/lib/server/catalogue/shortlist";
import { handler } from "@/lib/server/handler/handler";
import { discardCareer } from "@/lib/server/vocational/process";

/** `POST /api/student/shortlist/discard` `{ careerId, reason }`: discards the career in her test and takes it off her list. */
export const POST = handler({ body: shortlistDiscardSchema, auth: "required" }, async ({ body, user }) => {
  const discarded = await discardCareer(user.id, body.careerId, body.reason);
  return { ...(await getShortlist(user.id)), discarded };
});
