import "server-only";
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AdminListQuery, Paged } from "@/lib/contracts/admin";
import type { AdminOutboxItem } from "@/lib/contracts/admin-sales";
import type { OutboxMessage, OutboxQuery } from "@/lib/contracts/notifications";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";
import { forbidden } from "../http/errors";

/** The newest messages to one address; admins only (the outbox holds codes and reset links). */
export async function listOutbox(viewer: SessionUser, { to, limit }: OutboxQuery): Promise<OutboxMessage[]> {
  if (!viewer.isAdmin) throw forbidden();
  const db = await getDb();
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      kind: outbox.kind,
      attachments: outbox.attachments,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    attachments: (row.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType })),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/**
 * The back office's outbox page (`/admin/correos`, `GET /api/admin/outbox` without `to`): every
 * message, newest first, paged, searched by recipient or subject. Bodies are not listed (they hold
 * codes and reset links); `listOutbox` shows them for one address.
 */
export async function listOutboxPage(viewer: SessionUser | null, query: AdminListQuery): Promise<Paged<AdminOutboxItem>> {
  requireAdmin(viewer);
  const where = query.search
    ? or(ilike(outbox.to, likePattern(query.search)), ilike(outbox.subject, likePattern(query.search)))
    : undefined;
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        to: outbox.to,
        subject: outbox.subject,
        kind: outbox.kind,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null })),
    Number(total),
    query,
  );
}
