import type { ProgressPayload, ResultDto, SectionState, StudentAttributeBody } from "@/lib/contracts/vocational";
import { api, unwrap } from "./client";

type Data = ProgressPayload["data"];

/** `PUT /api/vocational/progress/{id}`: one section's answers (merged on the server). */
export function saveProgress(processId: string, data: Data, options: { signal?: AbortSignal } = {}): Promise<SectionState> {
  return unwrap(api.main.put(`/vocational/progress/${encodeURIComponent(processId)}`, { data }, { signal: options.signal }));
}

/** `PUT /api/vocational/progress/{id}/reference`: answers without an account (embeds). */
export function saveReference(referenceId: string, data: Data): Promise<SectionState> {
  return unwrap(api.main.put(`/vocational/progress/${encodeURIComponent(referenceId)}/reference`, { data }));
}

export function getResult(): Promise<ResultDto> {
  return unwrap(api.main.get("/vocational/progress/result"));
}

/** `PUT /progress/{id}/share`: the public link on or off and/or its name. The result page goes through answerQueue.share (queue drained first). */
export function setSharing(
  processId: string,
  settings: { shareEnabled?: boolean; slug?: string },
): Promise<{ shareEnabled: boolean; slug: string | null }> {
  return unwrap(api.main.put(`/vocational/progress/${encodeURIComponent(processId)}/share`, { data: settings }));
}

export function saveStudentAttribute(studentId: string, body: StudentAttributeBody) {
  return unwrap(api.main.post(`/student/${encodeURIComponent(studentId)}/attribute`, body));
}

/** The URL of the PDF report on the PDF service (a plain link downloads it with the session cookie). */
export function reportPdfUrl(processId: string): string {
  const base = api.pdf.defaults.baseURL ?? "/api/pdf";
  return `${base}/vocational/${encodeURIComponent(processId)}`;
}
