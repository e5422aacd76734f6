import { isChunkLoadError } from "./chunk-error";
import type { ApiClientError } from "@/lib/api/errors";
import { offlineMessage } from "@/lib/api/messages";

const offline: ApiClientError = { status: null, code: "network", message: offlineMessage, fieldErrors: {} };

/**
 * What went wrong with an action whose API client is loaded on the tap, not in the page's first
 * load (pay, enrol, save, the payment's confirmation): the API's own message and code, or, when the client's code
 * itself could not be fetched (no connection), the offline message. Never throws, so a button
 * always leaves its loading state and says why.
 */
export async function describeTapError(error: unknown): Promise<ApiClientError> {
  if (isChunkLoadError(error)) return offline;
  try {
    const { toApiError } = await import("@/lib/api/errors");
    return toApiError(error);
  } catch {
    return offline;
  }
}
