import { z } from "zod";
import { serialId } from "./ids";

/**
 * The back office's list query, shared by every `GET /api/admin/<resource>` and the
 * admin pages' tables: `page` from 1, `perPage` up to 100, free-text `search`, and `sort` as a
 * column name with an optional leading «-» for descending order (`-createdAt`). Each resource
 * checks `sort` against its own list of sortable columns.
 */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  search: z
    .string()
    .trim()
    .max(120, "La búsqueda es demasiado larga.")
    .optional()
    .transform((v) => (v ? v : undefined)),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z]{1,40}$/, "El orden no es válido.")
    .optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** `{data:{items, total, page, perPage, pages}}`: one page of a list. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    pages: z.number().int().min(0),
  });
export type Paged<T> = { items: T[]; total: number; page: number; perPage: number; pages: number };

/** A numeric id in a path (`/api/admin/institutions/{id}`), within int4. */
export const adminIdParamsSchema = z.object({ id: serialId() });

/** A user id in a path (`/api/admin/users/{id}`). */
export const adminUserIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** One entry of the audit log as the record's page shows it. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
