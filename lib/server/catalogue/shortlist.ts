import "server-only";
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { SHORTLIST_MAX, type Shortlist, type ShortlistAdd, type ShortlistItem, type ShortlistSource } from "@/lib/contracts/shortlist";
import { getDb } from "@/lib/db/client";
import { careers, institutions, offerings, shortlistItems, shortlistPreferences } from "@/lib/db/schema";
import { AppError, notFound } from "../http/errors";
import { rateLimits } from "../rate-limits";

/**
 * The student's list («Mi lista»): the careers and places she keeps, in one table
 * (`shortlist_items`). Every way of keeping something writes here — «Guardar en mi lista» on a
 * profile (saved-institutions.ts), «Me interesa» on her result, the places she chooses in the
 * test's «Dónde estudiar» and her final choice in «Momento de decidir» — and every page that shows
 * what she keeps (her list, the test, the result, the PDF, her shared link, her parents' panel)
 * reads it with `listShortlist`. Each function takes the owner's id: a student reads and changes
 * only her own list; another student's item does not exist for her (404).
 */

async function countWrite(userId: string) {
  await rateLimits.shortlistWrites.consume(userId);
}

/** The item's identity in her list: adding the same career or place again finds this key taken. */
function keyOf(item: { careerId?: number | null; institutionId?: number | null; offeringId?: number | null }): string {
  if (item.careerId) return `career:${item.careerId}`;
  return item.offeringId ? `place:${item.institutionId}:${item.offeringId}` : `place:${item.institutionId}`;
}

/**
 * Her list, oldest first: each item with where it came from and when, the career's and the
 * institution's id, slug and name, and the offering's id when she kept a career at a place.
 * Hidden institutions stay on her list (she chose them) but are read the same way.
 */
export async function listShortlist(userId: string): Promise<ShortlistItem[]> {
  const db = await getDb();
  const offeringCareer = sql<number | null>`${offerings.careerId}`;
  const rows = await db
    .select({
      id: shortlistItems.id,
      source: shortlistItems.source,
      createdAt: shortlistItems.createdAt,
      careerId: sql<number | null>`coalesce(${shortlistItems.careerId}, ${offeringCareer})`,
      careerSlug: careers.slug,
      careerName: careers.name,
      institutionId: shortlistItems.institutionId,
      institutionSlug: institutions.slug,
      institutionName: institutions.name,
      institutionKind: institutions.kind,
      regionName: sql<
        string | null
      >`coalesce(${offerings.regionName}, (select r.name from regions r where r.id = ${institutions.regionId}))`,
      offeringId: shortlistItems.offeringId,
    })
    .from(shortlistItems)
    .leftJoin(offerings, eq(offerings.id, shortlistItems.offeringId))
    .leftJoin(careers, sql`${careers.id} = coalesce(${shortlistItems.careerId}, ${offerings.careerId})`)
    .leftJoin(institutions, eq(institutions.id, shortlistItems.institutionId))
    .where(eq(shortlistItems.userId, userId))
    .orderBy(asc(shortlistItems.createdAt), asc(shortlistItems.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.institutionId ? "place" : "career",
    source: r.source,
    addedAt: r.createdAt.toISOString(),
    career: r.careerId && r.careerSlug && r.careerName ? { id: Number(r.careerId), slug: r.careerSlug, name: r.careerName } : null,
    institution:
      r.institutionId && r.institutionSlug && r.institutionName
        ? { id: r.institutionId, slug: r.institutionSlug, name: r.institutionName, kind: r.institutionKind ?? "", regionName: r.regionName }
        : null,
    offeringId: r.offeringId,
  }));
}

/** Whether her public result link shows her list: off until she turns it on on her list's page. */
export async function shortlistSharedOnLink(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ on: shortlistPreferences.showOnSharedLink })
    .from(shortlistPreferences)
    .where(eq(shortlistPreferences.userId, userId))
    .limit(1);
  return row?.on ?? false;
}

/** Her list and its sharing choice: what the list's endpoints answer. */
export async function getShortlist(userId: string): Promise<Shortlist> {
  const [items, showOnSharedLink] = await Promise.all([listShortlist(userId), shortlistSharedOnLink(userId)]);
  return { items, showOnSharedLink };
}

/** Refuses an item whose career, institution or offering does not exist (404), or an offering of another institution. */
async function checkExists(item: ShortlistAdd) {
  const db = await getDb();
  if (item.kind === "career") {
    const [row] = await db.select({ id: careers.id }).from(careers).where(eq(careers.id, item.careerId)).limit(1);
    if (!row) throw notFound("No encontramos esa carrera.");
    return;
  }
  const [row] = await db.select({ id: institutions.id }).from(institutions).where(eq(institutions.id, item.institutionId)).limit(1);
  if (!row) throw notFound("No encontramos esa institución.");
  if (item.offeringId) {
    const [offer] = await db
      .select({ id: offerings.id })
      .from(offerings)
      .where(and(eq(offerings.id, item.offeringId), eq(offerings.institutionId, item.institutionId)))
      .limit(1);
    if (!offer) throw notFound("Esa institución no ofrece esa carrera.");
  }
}

/**
 * Adds items to her list. Adding what is already there changes nothing (it keeps its first
 * source and date), also when two requests add it at the same time: the unique key
 * (student, item) decides, in one statement. A full list (SHORTLIST_MAX) refuses new items (409).
 */
export async function addManyToShortlist(userId: string, items: ShortlistAdd[]): Promise<void> {
  if (!items.length) return;
  for (const item of items) await checkExists(item);
  const db = await getDb();
  const values = items.map((item) => ({
    userId,
    itemKey: keyOf(item.kind === "career" ? { careerId: item.careerId } : item),
    careerId: item.kind === "career" ? item.careerId : null,
    institutionId: item.kind === "place" ? item.institutionId : null,
    offeringId: item.kind === "place" ? (item.offeringId ?? null) : null,
    source: item.source as ShortlistSource,
  }));
  const existing = await db
    .select({ key: shortlistItems.itemKey })
    .from(shortlistItems)
    .where(
      and(
        eq(shortlistItems.userId, userId),
        inArray(
          shortlistItems.itemKey,
          values.map((v) => v.itemKey),
        ),
      ),
    );
  const taken = new Set(existing.map((e) => e.key));
  const fresh = values.filter((v, i) => !taken.has(v.itemKey) && values.findIndex((w) => w.itemKey === v.itemKey) === i);
  if (!fresh.length) return;
  const [{ n }] = await db.select({ n: count() }).from(shortlistItems).where(eq(shortlistItems.userId, userId));
  if (Number(n) + fresh.length > SHORTLIST_MAX)
    throw new AppError("conflict", `Tu lista ya tiene ${n} elementos: quita alguno antes de agregar otro (máximo ${SHORTLIST_MAX}).`);
  await db
    .insert(shortlistItems)
    .values(fresh)
    .onConflictDoNothing({ target: [shortlistItems.userId, shortlistItems.itemKey] });
}

/** `POST /api/student/shortlist`: adds one career or place (idempotent) and answers her list. */
export async function addToShortlist(userId: string, item: ShortlistAdd): Promise<Shortlist> {
  await countWrite(userId);
  await addManyToShortlist(userId, [item]);
  return getShortlist(userId);
}

/** `DELETE /api/student/shortlist/{id}`: removes one of her items; 404 when it is not hers or no longer there. */
export async function removeShortlistItem(userId: string, itemId: number): Promise<Shortlist> {
  await countWrite(userId);
  const db = await getDb();
  const gone = await db
    .delete(shortlistItems)
    .where(and(eq(shortlistItems.id, itemId), eq(shortlistItems.userId, userId)))
    .returning({ id: shortlistItems.id });
  if (!gone.length) throw notFound("Ese elemento ya no está en tu lista.");
  return getShortlist(userId);
}

/** Takes careers off her list (a discard): the career itself and that career at any place. Nothing happens for one not there. */
export async function removeCareersFromShortlist(userId: string, careerIds: number[]): Promise<void> {
  if (!careerIds.length) return;
  const db = await getDb();
  await db.delete(shortlistItems).where(and(eq(shortlistItems.userId, userId), inArray(shortlistItems.careerId, careerIds)));
  await db
    .delete(shortlistItems)
    .where(
      and(
        eq(shortlistItems.userId, userId),
        isNotNull(shortlistItems.offeringId),
        inArray(shortlistItems.offeringId, db.select({ id: offerings.id }).from(offerings).where(inArray(offerings.careerId, careerIds))),
      ),
    );
}

/** Takes an institution off her list (the profile's «★ En mi lista» pressed again, the test's «Quitar»): the place and any career kept there. */
export async function removePlaceFromShortlist(userId: string, institutionId: number): Promise<void> {
  const db = await getDb();
  await db.delete(shortlistItems).where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.institutionId, institutionId)));
}

/** The ids of the institutions on her list, oldest first (each once). */
export async function shortlistPlaceIds(userId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: shortlistItems.institutionId })
    .from(shortlistItems)
    .where(and(eq(shortlistItems.userId, userId), isNotNull(shortlistItems.institutionId)))
    .orderBy(asc(shortlistItems.createdAt), asc(shortlistItems.id));
  return [...new Set(rows.map((r) => r.id!))];
}

/** `PUT /api/student/shortlist/sharing`: shows her list on her public result link, or stops showing it. */
export async function setShortlistSharing(userId: string, showOnSharedLink: boolean): Promise<Shortlist> {
  await countWrite(userId);
  const db = await getDb();
  await db
    .insert(shortlistPreferences)
    .values({ userId, showOnSharedLink })
    .onConflictDoUpdate({ target: shortlistPreferences.userId, set: { showOnSharedLink, updatedAt: sql`now()` } });
  return getShortlist(userId);
}
