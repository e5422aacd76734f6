import "server-only";
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { notFound } from "../http/errors";
import { invalidateCatalogue, type CatalogueChange } from "../catalogue/invalidate";
import { auditDiff, recordAudit } from "../audit";

/** A catalogue table the back office edits: an id, the admin-edited columns the seed keeps, and `updatedAt`. */
type EditableTable = PgTable & { id: AnyPgColumn; editedFields: AnyPgColumn; updatedAt: AnyPgColumn };

/** What one edit writes: the columns and values, the field names that join `edited_fields`, and the audit's two sides. */
export type PlannedEdit = {
  values: Record<string, unknown>;
  edited: string[];
  /** The audited fields before and after (only those that differ are stored). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/**
 * The back office's edit of one catalogue row: in one transaction, load the row (locked) with
 * `columns`, let `plan` decide what to write (null: nothing changed, nothing is written), write
 * it with the edited fields and a new `updatedAt`, and record the audit entry; afterwards drop the
 * public catalogue's cached pages that showed the row (`invalidate`). 404 with `missing` when the
 * row does not exist.
 */
export async function auditedUpdate<Before extends { editedFields: string[] }>(
  user: SessionUser,
  edit: {
    table: EditableTable;
    entity: string;
    id: number;
    missing: string;
    columns: Record<string, AnyPgColumn>;
    plan: (before: Before) => PlannedEdit | null;
    invalidate: (before: Before) => CatalogueChange;
  },
): Promise<void> {
  const db = await getDb();
  const change = await db.transaction(async (tx) => {
    const [before] = (await tx
      .select(edit.columns)
      .from(edit.table as PgTable)
      .where(eq(edit.table.id, edit.id))
      .for("update")
      .limit(1)) as Before[];
    if (!before) throw notFound(edit.missing);
    const planned = edit.plan(before);
    if (!planned) return null;
    const editedFields = [...new Set([...before.editedFields, ...planned.edited])];
    await tx
      .update(edit.table)
      .set({ ...planned.values, editedFields, updatedAt: new Date() } as never)
      .where(eq(edit.table.id, edit.id));
    await recordAudit(tx, user, { entity: edit.entity, entityId: edit.id, action: "update", ...auditDiff(planned.before, planned.after) });
    return edit.invalidate(before);
  });
  if (change) await invalidateCatalogue(change);
}

/** The keys of `patch` (sent, not undefined) whose value differs from `before`. */
export function changedKeys(before: Record<string, unknown>, patch: Record<string, unknown>): string[] {
  return Object.entries(patch)
    .filter(([key, value]) => value !== undefined && JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null))
    .map(([key]) => key);
}

/**
 * The plain edit of a row's own columns: the fields of `patch` that differ from `before`, written
 * as sent; they join `edited_fields` except those in `notEdited`. Null when nothing differs.
 */
export function plainEdit(before: Record<string, unknown>, patch: Record<string, unknown>, notEdited: string[] = []): PlannedEdit | null {
  const changed = changedKeys(before, patch);
  if (!changed.length) return null;
  const values = Object.fromEntries(changed.map((k) => [k, patch[k]]));
  return {
    values,
    edited: changed.filter((k) => !notEdited.includes(k)),
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: values,
  };
}
