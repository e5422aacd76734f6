import { handler } from "@/lib/server/http/handler";
import { membershipStatus } from "@/lib/server/membership/memberships";

/** `GET /api/membership`: the logged-in student's membership right now. */
export const GET = handler({ auth: "required" }, async ({ user }) => {
  const status = await membershipStatus(user.id);
  return {
    active: status.active,
    plan: status.plan,
    planName: status.planName,
    endsAt: status.endsAt,
    sessionsIncluded: status.sessionsIncluded,
  };
});
