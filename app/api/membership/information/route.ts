import { membershipInformationRequestSchema } from "@/lib/contracts/membership";
import { handler } from "@/lib/server/handler/handler";
import { requestMembershipInformation } from "@/lib/server/membership/request-information";

export const POST = handler({ auth: "required", body: membershipInformationRequestSchema }, ({ user, body }) =>
  requestMembershipInformation({ user, source: body.source }),
);
