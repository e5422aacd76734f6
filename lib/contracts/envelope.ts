import { z } from "zod";
import type { ApiErrorBody } from "./error-body";

/** Machine codes of the error envelope. */
export const errorCodes = [
  "bad_request",
  "validation",
  "unauthorized",
  "forbidden",
  /** 403: a premium step (live sessions, the «Reto», the written review) for a user without a running membership. */
  "membership_required",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every failed API answer: a Spanish message for people, a code for programs, errors per field. */
export const apiErrorBodySchema: z.ZodType<ApiErrorBody> = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Every successful API answer wraps its payload as `{ data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
export type Envelope<T> = { data: T };

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  db: z.enum(["ok", "down"]),
});
export type Health = z.infer<typeof healthSchema>;
