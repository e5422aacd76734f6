import { z } from "zod";
import {
  careerEnrolmentSchema,
  institutionCardSchema,
  institutionListSchema,
  leadCodeSentSchema,
  leadCreatedSchema,
  type CareerEnrolment,
  type InstitutionCard,
  type InstitutionList,
  type InstitutionListInput,
  type LeadCodeSent,
  type LeadCreated,
  type LeadInput,
} from "@/lib/contracts/catalogue";
import { api, createServiceClient, unwrap } from "./client";

/** `POST /institution/v1/lead` lives outside /api. */
const legacy = createServiceClient("main", "/institution/v1");

export function searchInstitutions(
  query: Partial<Record<keyof InstitutionListInput, string | number | undefined>>,
  signal?: AbortSignal,
): Promise<InstitutionList> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));
  return unwrap(api.main.get("/institution", { params, signal }), institutionListSchema);
}

export function createLead(lead: LeadInput): Promise<LeadCreated> {
  return unwrap(legacy.post("/lead", lead), leadCreatedSchema);
}

export function sendLeadCode(phone: string, referenceId: string): Promise<LeadCodeSent> {
  return unwrap(api.main.post("/institution/notification", { phone, referenceId }), leadCodeSentSchema);
}

export function validateLeadCode(code: string, referenceId: string): Promise<LeadCreated> {
  return unwrap(api.main.post("/institution/notification/validate", { code, referenceId }), leadCreatedSchema);
}

export function expressLead(
  institutionId: number,
  referenceId: string,
  ask: { careerId?: number | null; description?: string | null } = {},
): Promise<LeadCreated> {
  return unwrap(api.main.post("/institution/notification/express", { institutionId, referenceId, ...ask }), leadCreatedSchema);
}

export function listSavedInstitutions(): Promise<InstitutionCard[]> {
  return unwrap(api.main.get("/student/institutions"), z.array(institutionCardSchema));
}

export function saveInstitutions(institutionIds: number[]): Promise<InstitutionCard[]> {
  return unwrap(api.main.post("/student/institutions", { institutionIds }), z.array(institutionCardSchema));
}

export function saveInstitution(id: number): Promise<InstitutionCard[]> {
  return unwrap(api.main.put(`/student/institutions/${id}`), z.array(institutionCardSchema));
}

export function removeSavedInstitution(id: number): Promise<InstitutionCard[]> {
  return unwrap(api.main.delete(`/student/institutions/${id}`), z.array(institutionCardSchema));
}

export function enrolInCareer(body: {
  careerId: number;
  institutionId: number;
  action: CareerEnrolment["action"];
}): Promise<CareerEnrolment> {
  return unwrap(api.main.post("/student/enroll", body), careerEnrolmentSchema);
}
