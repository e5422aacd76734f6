import "server-only";
import { desc, eq } from "drizzle-orm";
import type { OutboxMessage, OutboxQuery } from "@/lib/contracts/notifications";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
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
