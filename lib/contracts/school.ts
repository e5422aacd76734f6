import { z } from "zod";

/** `GET /api/school?search=` — the school selector (spec §3 "School option": id, name). */
export const schoolSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, "La búsqueda puede tener hasta 100 caracteres.")
    .optional(),
  limit: z.coerce.number().int().min(1, "El límite mínimo es 1.").max(50, "El límite máximo es 50.").default(20),
});
export type SchoolSearchQuery = z.infer<typeof schoolSearchQuerySchema>;

export const schoolOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  district: z.string().nullable(),
  province: z.string().nullable(),
  department: z.string().nullable(),
  code: z.string(),
});
export type SchoolOption = z.infer<typeof schoolOptionSchema>;
