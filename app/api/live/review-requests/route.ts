import { reviewRequestSchema } from "@/lib/contracts/live";
import { handler } from "@/lib/server/handler/handler";
import { listOwnReviews, requestReview } from "@/lib/server/live/reviews";

export const GET = handler({ auth: "required" }, ({ user }) => listOwnReviews(user.id));

/** A member asks for a written review of their result (one open request at a time). */
export const POST = handler({ auth: "required", body: reviewRequestSchema, status: 201 }, ({ user, body }) =>
  requestReview(user.id, body.note),
);
