import { z } from "zod";

/** Where a plan-information request was made from. */
export const membershipRequestSources = ["subscription", "blocked", "pricing"] as const;

/**
 * `POST /api/membership/information` (bearer, empty body). An optional `source` tells
 * sales which screen the student was on; an empty body means the subscription modal.
 */
export const membershipInformationRequestSchema = z.object({
  source: z.enum(membershipRequestSources, { error: "El origen de la solicitud no es válido." }).default("subscription"),
});
export type MembershipInformationRequest = z.input<typeof membershipInformationRequestSchema>;

export const membershipInformationSchema = z.object({
  requestId: z.number().int(),
  requestedAt: z.string(),
  /** True when the student had already asked in the last 24 hours: no second e-mail is sent. */
  alreadyRequested: z.boolean(),
});
export type MembershipInformation = z.infer<typeof membershipInformationSchema>;
