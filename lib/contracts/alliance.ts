import { z } from "zod";
import { MAX_SERIAL } from "./ids";

/** `GET /api/school/alliance/{nickname}` params: letters, digits, dots, dashes and underscores. */
export const allianceParamsSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, "Falta el nombre de la alianza.")
    .max(64, "El nombre de la alianza puede tener hasta 64 caracteres.")
    .regex(/^[\w.-]+$/, "El nombre de la alianza no es válido."),
});

/** An allied institution or company. */
export const allianceSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  name: z.string(),
  /** A same-site path, or null (the page and the navbar then draw the institution's monogram). */
  logo: z.string().nullable(),
  institutionId: z.number().int().nullable(),
  /** The benefit in plain Spanish. */
  benefit: z.string(),
});
export type Alliance = z.infer<typeof allianceSchema>;

/** What the sponsor cookie (`rumbo_sponsor`) holds after visiting an alliance page. */
export const sponsorCookieSchema = z.object({
  allianceId: z.number().int().positive().max(MAX_SERIAL).nullable().optional(),
  institutionId: z.number().int().positive().max(MAX_SERIAL).nullable().optional(),
  name: z.string().min(1).max(200),
  logo: z.string().max(500).nullable().optional(),
});
export type SponsorCookie = z.infer<typeof sponsorCookieSchema>;

export { isSameSiteLogo } from "./same-site-logo";
