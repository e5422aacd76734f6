import { handler } from "@/lib/server/handler/handler";
import { membershipStatus } from "@/lib/server/membership/memberships";

/** `GET /api/membership`: the logged-in student's membership right now, each line (paid plan, school) with its own end. */
export const GET = handler({ auth: "required" }, async ({ user }) => {
  const status = await membershipStatus(user.id);
  return {
    active: status.active,
    plan: status.plan,
    planName: status.planName,
    endsAt: status.endsAt,
    sessionsIncluded: status.sessionsIncluded,
    lines: status.lines.map(({ kind, plan, planName, endsAt, sessionsIncluded }) => ({ kind, plan, planName, endsAt, sessionsIncluded })),
  };
});
