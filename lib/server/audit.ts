import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { AuditEntry } from "@/lib/contracts/admin";
import type { SessionUser } from "@/lib/contracts/session";
import type { Db } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";

/** A database or the transaction a change runs in (the audit entry is written in the same one). */
type Executor = Pick<Db, "insert" | "select">;

export type AuditInput = {
  entity: string;
  entityId: string | number;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Only the fields that changed, before and after (the whole record on create and delete). */
export function auditDiff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return { before: b, after: a };
}

/**
 * Records one back-office change; call it inside the transaction that makes the change. The actor
 * is an account, or a system (id null) named in `email`, e.g. a payment provider's signed notice.
 */
export async function recordAudit(
  db: Executor,
  actor: Pick<SessionUser, "email"> & { id: string | null },
  input: AuditInput,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    entity: input.entity,
    entityId: String(input.entityId),
    action: input.action,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}

/** The history of one record, newest first (shown on its page). */
export async function listAudit(db: Executor, entity: string, entityId: string | number, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
