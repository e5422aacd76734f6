import { conferenceListSchema, enrolmentSchema, type Conference, type Enrolment, type EnrolmentRequest } from "@/lib/contracts/fair";
import { serviceBaseUrl } from "@/lib/config/public";
import { api, unwrap } from "./client";

/** `GET /api/conference`: the fair's conferences, with `signed` for the logged-in student. */
export function fetchConferences(signal?: AbortSignal): Promise<Conference[]> {
  return unwrap(api.main.get("/conference", { signal }), conferenceListSchema);
}

/** `POST /api/conference/student`: enrols the logged-in student (enrolling twice is one enrolment). */
export function enrolInConference(input: EnrolmentRequest): Promise<Enrolment> {
  return unwrap(api.main.post("/conference/student", input), enrolmentSchema);
}

/** The calendar file of a conference (a plain link: the browser downloads it). */
export const conferenceIcsUrl = (id: number) => `${serviceBaseUrl.main}/conference/${id}/ics`;
