import type { AxiosRequestConfig } from "axios";
import type { ProcessDto, ProgressPayload, SectionState } from "@/lib/contracts/vocational";
import { api, unwrap } from "./client";

export { toApiError } from "./errors";

type Data = ProgressPayload["data"];
type SaveOptions = { signal?: AbortSignal; keepalive?: boolean };

/**
 * A save that must outlive the page (sent on `pagehide`): fetch's keepalive, through axios' fetch
 * adapter. That adapter reads `withCredentials` as fetch's `credentials` when it is a string (a
 * boolean false would become "omit" and drop the session cookie on a same-origin call).
 */
function saveConfig({ signal, keepalive }: SaveOptions): AxiosRequestConfig {
  if (!keepalive) return { signal };
  const credentials = api.main.defaults.withCredentials ? "include" : "same-origin";
  return { signal, adapter: "fetch", fetchOptions: { keepalive: true }, withCredentials: credentials as unknown as boolean };
}

/** `GET /api/vocational`: the student's current process (created on first use). */
export async function getCurrentProcess(): Promise<ProcessDto | null> {
  const data = await unwrap<{ process?: ProcessDto }>(api.main.get("/vocational"));
  return data?.process ?? null;
}

/** `PUT /api/vocational/progress/{id}`: one section's answers (merged on the server). */
export function saveProgress(processId: string, data: Data, options: SaveOptions = {}): Promise<SectionState> {
  return unwrap(api.main.put(`/vocational/progress/${encodeURIComponent(processId)}`, { data }, saveConfig(options)));
}

/** `PUT /api/vocational/progress/{id}/reference`: answers without an account (embeds). */
export function saveReference(referenceId: string, data: Data, options: SaveOptions = {}): Promise<SectionState> {
  return unwrap(api.main.put(`/vocational/progress/${encodeURIComponent(referenceId)}/reference`, { data }, saveConfig(options)));
}

/** `PUT /progress/{id}/share`: the public link on or off and/or its name. The result page goes through answerQueue.share (queue drained first). */
export function setSharing(
  processId: string,
  settings: { shareEnabled?: boolean; slug?: string },
): Promise<{ shareEnabled: boolean; slug: string | null }> {
  return unwrap(api.main.put(`/vocational/progress/${encodeURIComponent(processId)}/share`, { data: settings }));
}

/** The URL of the PDF report on the PDF service (a plain link downloads it with the session cookie). */
export function reportPdfUrl(processId: string): string {
  const base = api.pdf.defaults.baseURL ?? "/api/pdf";
  return `${base}/vocational/${encodeURIComponent(processId)}`;
}
