import "server-only";
import type { AuditEntry } from "@/lib/contracts/admin";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { listAudit } from "../audit";
import { requireAdmin } from "../access";

/** A record's history for its admin page (admins only). */
export async function adminHistory(user: SessionUser | null, entity: string, entityId: string | number): Promise<AuditEntry[]> {
  requireAdmin(user);
  return listAudit(await getDb(), entity, entityId);
}
