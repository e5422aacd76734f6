import { z } from "zod";
import {
  childSchema,
  inviteResultSchema,
  linkedParentSchema,
  parentCodeResultSchema,
  schoolCodeDtoSchema,
  type Child,
  type CounsellorCodeForm,
  type InviteCounsellorForm,
  type InviteResult,
  type LinkedParent,
  type ParentCodeResult,
  type SchoolCodeDto,
} from "@/lib/contracts/family";
import { api, unwrap } from "./client";

/** `POST /api/admin/counsellors`: invites a school counsellor (the e-mail carries the link to set a password). */
export function inviteCounsellor(payload: InviteCounsellorForm): Promise<InviteResult> {
  return unwrap(api.main.post("/admin/counsellors", payload), inviteResultSchema);
}

/** `POST /api/school/panel/codes`: a counsellor's code for a grade and section. */
export function createCounsellorCode(payload: CounsellorCodeForm): Promise<SchoolCodeDto> {
  return unwrap(api.main.post("/school/panel/codes", payload), schoolCodeDtoSchema);
}

/** `PUT /api/student/share-with-school`: gives or withdraws the consent. */
export function setShareWithSchool(shareWithSchool: boolean): Promise<{ shareWithSchool: boolean }> {
  return unwrap(api.main.put("/student/share-with-school", { shareWithSchool }), z.object({ shareWithSchool: z.boolean() }));
}

/** `POST /api/student/parent-code`: a one-time code for a parent, valid 7 days. */
export function createParentCode(): Promise<ParentCodeResult> {
  return unwrap(api.main.post("/student/parent-code"), parentCodeResultSchema);
}

/** `GET /api/student/parents`. */
export function listLinkedParents(): Promise<LinkedParent[]> {
  return unwrap(api.main.get("/student/parents"), z.array(linkedParentSchema));
}

/** `DELETE /api/student/parents/{id}`. */
export function removeLinkedParent(id: string): Promise<{ removed: true }> {
  return unwrap(api.main.delete(`/student/parents/${encodeURIComponent(id)}`));
}

/** `POST /api/parent/children` {code}. */
export function linkChild(code: string): Promise<Child> {
  return unwrap(api.main.post("/parent/children", { code }), childSchema);
}

/** The text a student shares by WhatsApp with the code (wa.me without a number: the student picks the chat). */
export function parentCodeWhatsappHref(code: string, origin: string): string {
  const text = `Hola, te comparto mi avance en Rumbo. Crea tu cuenta de madre o padre en ${origin}/empezar y escribe este código en tu panel: ${code} (vale 7 días).`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
