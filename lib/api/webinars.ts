import { webinarEnrolmentSchema, type WebinarEnrolment } from "@/lib/contracts/webinars";
import { api, unwrap } from "./client";

/** `POST /api/webinars/{id}/enrolment`: enrols the signed-in student (twice is one enrolment). */
export function enrolInWebinar(id: number): Promise<WebinarEnrolment> {
  return unwrap(api.main.post(`/webinars/${id}/enrolment`), webinarEnrolmentSchema);
}

/** `DELETE /api/webinars/{id}/enrolment`: leaves the talk before it starts. */
export function leaveWebinar(id: number): Promise<WebinarEnrolment> {
  return unwrap(api.main.delete(`/webinars/${id}/enrolment`), webinarEnrolmentSchema);
}
