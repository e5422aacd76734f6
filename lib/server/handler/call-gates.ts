import "server-only";
import { createCallGate } from "../rate-limit";

/**
 * The expensive calls a client can repeat at will, bounded per caller (the user when
 * signed in, else the address): concurrent calls under way and calls started a minute. Over
 * either the answer is 429 with Retry-After.
 */
const busy = "Estamos preparando tu respuesta anterior. Espera unos segundos y vuelve a intentarlo.";

export const CALL_BOUNDS = {
  /** GET /api/vocational/progress/result and /api/vocational/last-result. */
  result: { concurrent: 2, perMinute: 30 },
  /** GET /api/pdf/vocational/:processId. */
  pdf: { concurrent: 1, perMinute: 10 },
  /** CSV exports (school panel, back office). */
  csv: { concurrent: 1, perMinute: 10 },
  /** GET /api/institution past the server's cache (signed-in callers, or a query not cached yet). */
  search: { concurrent: 8, perMinute: 600 },
} as const;

export const resultGate = createCallGate("result", CALL_BOUNDS.result, busy);
export const pdfGate = createCallGate("pdf", CALL_BOUNDS.pdf, busy);
export const csvGate = createCallGate("csv", CALL_BOUNDS.csv, busy);
export const searchGate = createCallGate("search", CALL_BOUNDS.search, busy);
