/**
 * What the error page shows: the status from `statusCode`,
 * `status` or `response.status` (500 by default) and the message. Server errors reach the
 * browser without their message (Next hides it behind a digest): those get a Spanish text.
 */
export function errorDetails(error: unknown): { status: number | string; message: string } {
  const e = (error && typeof error === "object" ? error : {}) as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    message?: unknown;
    digest?: unknown;
  };
  const status = [e.statusCode, e.status, e.response?.status].find((v) => typeof v === "number" || (typeof v === "string" && v !== "")) as
    number | string | undefined;
  const generic = "Ocurrió un error inesperado. Inténtalo de nuevo en unos segundos.";
  const message =
    typeof e.digest === "string"
      ? generic
      : typeof e.message === "string" && e.message.trim()
        ? e.message
        : typeof error === "string" && error
          ? error
          : "Error";
  return { status: status ?? 500, message };
}
