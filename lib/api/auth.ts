import { z } from "zod";
import {
  authResultSchema,
  emailConfirmResultSchema,
  oauthProvidersSchema,
  recoverTokenInfoSchema,
  registerV2ResultSchema,
  verificationResultSchema,
  type AuthResult,
  type RegisterV1Input,
  type RegisterV2Result,
  type VerificationResult,
} from "@/lib/contracts/auth";
import { advisorInvitationInfoSchema, type AdvisorInvitationAcceptInput } from "@/lib/contracts/advisor-invitation";
import { sessionUserSchema, type Role, type SessionUser } from "@/lib/contracts/session";
import { api, unwrap } from "./client";

/** Browser helpers for the account endpoints. The session cookie is set by the answers. */

export function login(email: string, password: string): Promise<AuthResult> {
  return unwrap(api.main.post("/auth/login", { user: email, password, role: "user" }), authResultSchema);
}

export function registerV1(payload: Partial<RegisterV1Input> & Record<string, unknown>): Promise<AuthResult> {
  return unwrap(api.main.post("/auth/register", payload), authResultSchema);
}

export function registerV2(payload: Record<string, unknown>): Promise<RegisterV2Result> {
  return unwrap(api.main.post("/v2/auth/register", payload), registerV2ResultSchema);
}

export function verifyNumber(phone: string, countryIso?: string): Promise<VerificationResult> {
  return unwrap(api.main.post("/auth/verify-number", { user: phone, countryIso }), verificationResultSchema);
}

export function verifyEmail(email: string, signal?: AbortSignal): Promise<VerificationResult> {
  return unwrap(api.main.post("/auth/verify-email", { email }, { signal }), verificationResultSchema);
}

export function requestPasswordReset(email: string): Promise<{ sent: true }> {
  return unwrap(api.main.post("/auth/recover", { email, role: "user" }), z.object({ sent: z.literal(true) }));
}

export function checkResetToken(token: string) {
  return unwrap(api.main.get("/auth/recover", { params: { token } }), recoverTokenInfoSchema);
}

/** A counsellor's invitation activates her account and answers with her session user (she is signed in). */
export function resetPassword(token: string, password: string): Promise<{ changed: true; activated?: boolean; user?: SessionUser }> {
  return unwrap(
    api.main.put("/auth/recover/validate", { password, token }),
    z.object({ changed: z.literal(true), activated: z.boolean().optional(), user: sessionUserSchema.optional() }),
  );
}

export function logout(): Promise<unknown> {
  return unwrap(api.main.post("/auth/logout"));
}

export function completeStudentData(payload: {
  role: Role;
  email: string;
  phone: string;
  password: string;
  currentPassword?: string;
  accepted: true;
}): Promise<SessionUser & { emailPending: string | null }> {
  return unwrap(
    api.main.post("/data-update/student", payload),
    sessionUserSchema.extend({ emailPending: z.string().nullable().default(null) }),
  );
}

export function confirmEmail(token: string): Promise<{ email: string; changed: boolean }> {
  return unwrap(api.main.post("/auth/email/confirm", { token }), emailConfirmResultSchema);
}

export function updateStudent(payload: Record<string, unknown>): Promise<SessionUser> {
  return unwrap(api.main.put("/student", payload), sessionUserSchema);
}

export function oauthProviders(): Promise<{ google: boolean; facebook: boolean }> {
  return unwrap(api.main.get("/auth/oauth"), oauthProvidersSchema);
}

/** Where the social buttons send the browser (a full navigation, not XHR). */
export function oauthStartUrl(provider: "google" | "facebook", redirect: string): string {
  return `${api.main.defaults.baseURL ?? "/api"}/auth/oauth/${provider}?redirect=${encodeURIComponent(redirect)}`;
}

/** A specialist's invitation: what the link will ask for (or why it no longer works). */
export function checkAdvisorInvitation(token: string) {
  return unwrap(api.main.get("/auth/advisor-invitation", { params: { token } }), advisorInvitationInfoSchema);
}

/** Accepts a specialist's invitation: the answer carries her session user (she is signed in). */
export function acceptAdvisorInvitation(input: AdvisorInvitationAcceptInput): Promise<{ user: SessionUser }> {
  return unwrap(api.main.post("/auth/advisor-invitation", input), z.object({ user: sessionUserSchema }));
}
