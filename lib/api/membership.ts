import { membershipInformationSchema, type MembershipInformation, type MembershipInformationRequest } from "@/lib/contracts/membership";
import { api, unwrap } from "./client";

/** 'Comienza tu plan ahora': asks sales to contact the logged-in student. */
export function requestMembershipInformation(
  source: MembershipInformationRequest["source"] = "subscription",
): Promise<MembershipInformation> {
  return unwrap(api.main.post("/membership/information", { source }), membershipInformationSchema);
}
