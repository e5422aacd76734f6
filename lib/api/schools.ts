import { z } from "zod";
import { allianceSchema, type Alliance } from "@/lib/contracts/alliance";
import { sessionUserSchema, type SessionUser } from "@/lib/contracts/session";
import {
  membershipVerificationResultSchema,
  schoolOptionSchema,
  type JoinSchoolPayload,
  type MembershipVerificationResult,
  type SchoolOption,
} from "@/lib/contracts/school";
import { api, unwrap } from "./client";

export function searchSchools(search: string, signal?: AbortSignal): Promise<SchoolOption[]> {
  return unwrap(api.main.get("/school", { params: search ? { search } : {}, signal }), z.array(schoolOptionSchema));
}

/** `POST /api/membership/verification`: whether the school's code can be used now. */
export function verifySchoolCode(schoolId: number, code: string): Promise<MembershipVerificationResult> {
  return unwrap(api.main.post("/membership/verification", { schoolId, code }), membershipVerificationResultSchema);
}

/** `POST /api/membership/school`: the logged-in student joins a school (the subscription modal's school tab). */
export function joinSchool(payload: JoinSchoolPayload): Promise<SessionUser> {
  return unwrap(api.main.post("/membership/school", { ...payload, ...payload.birthday }), sessionUserSchema);
}

/** `GET /api/school/alliance/{nickname}`. */
export function getAlliance(nickname: string): Promise<Alliance> {
  return unwrap(api.main.get(`/school/alliance/${encodeURIComponent(nickname)}`), allianceSchema);
}
