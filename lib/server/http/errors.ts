import type { ErrorCode } from "@/lib/contracts/envelope";

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  membership_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

const defaultMessage: Record<ErrorCode, string> = {
  bad_request: "La solicitud no es válida.",
  validation: "Revisa los datos enviados.",
  unauthorized: "Inicia sesión para continuar.",
  forbidden: "No tienes permiso para hacer esto.",
  membership_required: "Esta parte es para miembros de Rumbo. Elige un plan para desbloquearla.",
  not_found: "No encontramos lo que buscas.",
  conflict: "Ya existe un registro con esos datos.",
  payload_too_large: "La solicitud es demasiado grande.",
  unsupported_media_type: "Envía los datos en formato JSON (Content-Type: application/json).",
  rate_limited: "Hiciste demasiados intentos. Espera un momento y vuelve a intentarlo.",
  unavailable: "El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.",
  internal: "Ocurrió un error inesperado. Inténtalo de nuevo.",
};

/**
 * The one error class of the API: a machine code, a Spanish message a person can read, and
 * optionally errors per field. Anything else thrown by a handler is mapped in `toErrorBody`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { errors?: Record<string, string[]>; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message ?? defaultMessage[code], { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = statusOf[code];
    this.errors = options.errors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (message?: string, errors?: Record<string, string[]>) => new AppError("bad_request", message, { errors });
export const validationError = (errors: Record<string, string[]>, message?: string) => new AppError("validation", message, { errors });
export const unauthorized = (message?: string) => new AppError("unauthorized", message);
export const forbidden = (message?: string) => new AppError("forbidden", message);
export const membershipRequired = (message?: string) => new AppError("membership_required", message);
export const notFound = (message?: string) => new AppError("not_found", message);
export const conflict = (message?: string, errors?: Record<string, string[]>) => new AppError("conflict", message, { errors });
export const rateLimited = (retryAfterSeconds: number, message?: string) => new AppError("rate_limited", message, { retryAfterSeconds });
export const unavailable = (message?: string, cause?: unknown) => new AppError("unavailable", message, { cause });
