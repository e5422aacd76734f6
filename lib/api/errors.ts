import { isAxiosError } from "axios";
import { isApiErrorBody } from "@/lib/contracts/error-body";
import { offlineMessage } from "./messages";

export type ApiClientError = {
  status: number | null;
  code: string;
  message: string;
  fieldErrors: Record<string, string[]>;
};

const timeoutMessage = "El servidor tardó demasiado en responder. Inténtalo de nuevo.";
const genericMessage = "Ocurrió un error inesperado. Inténtalo de nuevo.";

/** The single place where anything a request throws becomes a message a person can read. */
export function toApiError(error: unknown): ApiClientError {
  if (isAxiosError(error)) {
    if (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT") {
      return { status: null, code: "timeout", message: timeoutMessage, fieldErrors: {} };
    }
    if (!error.response) {
      return { status: null, code: "network", message: offlineMessage, fieldErrors: {} };
    }
    const body: unknown = error.response.data;
    if (isApiErrorBody(body)) {
      return { status: error.response.status, code: body.code, message: body.message, fieldErrors: body.errors ?? {} };
    }
    return { status: error.response.status, code: "http_error", message: genericMessage, fieldErrors: {} };
  }
  return { status: null, code: "unknown", message: genericMessage, fieldErrors: {} };
}

export const apiErrorMessage = (error: unknown): string => toApiError(error).message;
