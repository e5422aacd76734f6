import "server-only";
import { and, asc, desc, eq, gt, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { JOIN_OPENS_MINUTES, webinarProgramLabels, type Webinar, type WebinarProgram, type WebinarStatus } from "@/lib/contracts/webinars";
import { href } from "@/lib/config/route-paths";
import { getDb } from "@/lib/db/client";
import { institutions, webinarEnrolments, webinars } from "@/lib/db/schema";
import { toNoCookieEmbed } from "../fair/conferences";
import { limaDateLabel, limaTimeLabel } from "@/lib/utils/lima-time";

const enrolledCount = sql<number>`(select count(*)::int from ${webinarEnrolments} where ${webinarEnrolments.webinarId} = ${webinars.id})`;

function enrolledBy(userId: string | null): SQL<boolean> {
  if (!userId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${webinarEnrolments} where ${webinarEnrolments.webinarId} = ${webinars.id} and ${webinarEnrolments.userId} = ${userId})`;
}

const columns = (userId: string | null) => ({
  id: webinars.id,
  slug: webinars.slug,
  title: webinars.title,
  description: webinars.description,
  program: webinars.program,
  advisorId: webinars.advisorId,
  speakerName: webinars.speakerName,
  speakerTitle: webinars.speakerTitle,
  startsAt: webinars.startsAt,
  endsAt: webinars.endsAt,
  capacity: webinars.capacity,
  membersOnly: webinars.membersOnly,
  joinUrl: webinars.joinUrl,
  recordingUrl: webinars.recordingUrl,
  status: webinars.status,
  cancelReason: webinars.cancelReason,
  institutionSlug: institutions.slug,
  institutionName: institutions.name,
  taken: enrolledCount,
  enrolled: enrolledBy(userId),
});

export type WebinarRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  program: string;
  advisorId: number | null;
  speakerName: string;
  speakerTitle: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  membersOnly: boolean;
  joinUrl: string | null;
  recordingUrl: string | null;
  status: string;
  cancelReason: string | null;
  institutionSlug: string | null;
  institutionName: string | null;
  taken: number;
  enrolled: boolean;
};

export function webinarStatusAt(row: Pick<WebinarRow, "status" | "startsAt" | "endsAt">, now: Date): WebinarStatus {
  if (row.status === "cancelled") return "cancelled";
  if (now.getTime() >= row.endsAt.getTime()) return "ended";
  if (now.getTime() >= row.startsAt.getTime()) return "live";
  return "upcoming";
}

/** The enrolled may join from 15 minutes before the start until the end, when the room is set. */
export function joinWindowOpen(row: Pick<WebinarRow, "status" | "startsAt" | "endsAt">, now: Date): boolean {
  return (
    row.status !== "cancelled" &&
    now.getTime() >= row.startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000 &&
    now.getTime() < row.endsAt.getTime()
  );
}

export function toWebinar(r: WebinarRow, now: Date): Webinar {
  const status = webinarStatusAt(r, now);
  const taken = Number(r.taken);
  const program = r.program as WebinarProgram;
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    program,
    programLabel: webinarProgramLabels[program] ?? r.program,
    speaker: {
      name: r.speakerName,
      title: r.speakerTitle,
      kind: r.advisorId ? "advisor" : "institution",
      institution: r.institutionSlug && r.institutionName ? { slug: r.institutionSlug, name: r.institutionName } : null,
    },
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    dateLabel: limaDateLabel(r.startsAt),
    timeLabel: limaTimeLabel(r.startsAt),
    durationMinutes: Math.round((r.endsAt.getTime() - r.startsAt.getTime()) / 60_000),
    capacity: r.capacity,
    seatsLeft: r.capacity === null ? null : Math.max(0, r.capacity - taken),
    membersOnly: r.membersOnly,
    enrolled: Boolean(r.enrolled),
    status,
    canJoin: Boolean(r.enrolled) && Boolean(r.joinUrl) && joinWindowOpen(r, now),
    recordingEmbed: status === "ended" && r.recordingUrl ? toNoCookieEmbed(r.recordingUrl) : null,
    cancelReason: status === "cancelled" ? r.cancelReason : null,
  };
}

async function select(
  where: SQL | undefined,
  userId: string | null,
  order: SQL[] = [asc(webinars.startsAt), asc(webinars.id)],
  limit = 200,
) {
  const db = await getDb();
  const rows = await db
    .select(columns(userId))
    .from(webinars)
    .leftJoin(institutions, eq(institutions.id, webinars.institutionId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows as WebinarRow[];
}

/**
 * `GET /api/webinars`: the talks still to come or on now (not ended, not cancelled), by start,
 * with `enrolled` for the caller; optionally one programme.
 */
export async function listWebinars(opts: { userId?: string | null; program?: WebinarProgram; now?: Date } = {}): Promise<Webinar[]> {
  const now = opts.now ?? new Date();
  const conds: SQL[] = [gt(webinars.endsAt, now), ne(webinars.status, "cancelled")];
  if (opts.program) conds.push(eq(webinars.program, opts.program));
  const rows = await select(and(...conds), opts.userId ?? null);
  return rows.map((r) => toWebinar(r, now));
}

/** The caller's own talks still to come (the list's «Tus inscripciones»), cancelled ones included so they see it. */
export async function listOwnUpcomingWebinars(userId: string, now: Date = new Date()): Promise<Webinar[]> {
  const rows = await select(and(gt(webinars.endsAt, now), enrolledBy(userId)), userId);
  return rows.map((r) => toWebinar(r, now));
}

export async function getWebinarBySlug(slug: string, userId: string | null = null, now: Date = new Date()): Promise<Webinar | null> {
  const [row] = await select(eq(webinars.slug, slug), userId, undefined, 1);
  return row ? toWebinar(row, now) : null;
}

export async function getWebinarRow(id: number, userId: string | null = null): Promise<WebinarRow | null> {
  const [row] = await select(eq(webinars.id, id), userId, undefined, 1);
  return row ?? null;
}

export async function getWebinar(id: number, userId: string | null = null, now: Date = new Date()): Promise<Webinar | null> {
  const row = await getWebinarRow(id, userId);
  return row ? toWebinar(row, now) : null;
}

/** Ended talks with a recording, newest first: the «Grabaciones de webinars» of /videos. */
export async function listRecordedWebinars(now: Date = new Date(), limit = 24): Promise<Webinar[]> {
  const rows = await select(
    and(lte(webinars.endsAt, now), ne(webinars.status, "cancelled"), isNotNull(webinars.recordingUrl)),
    null,
    [desc(webinars.startsAt)],
    limit,
  );
  return rows.map((r) => toWebinar(r, now)).filter((w) => w.recordingEmbed);
}

/** Every talk that has a public page (not cancelled), for the sitemap. */
export async function webinarSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ slug: webinars.slug, updatedAt: webinars.updatedAt })
    .from(webinars)
    .where(ne(webinars.status, "cancelled"))
    .orderBy(desc(webinars.startsAt))
    .limit(1000);
}

/** The talks' pages in sitemap.xml (cancelled ones are left out). */
export async function webinarSitemapEntries(
  base: string,
): Promise<{ url: string; lastModified: Date; changeFrequency: "weekly"; priority: number }[]> {
  const rows = await webinarSlugs();
  return rows.map((r) => ({
    url: `${base}${href("webinar", { slug: r.slug })}`,
    lastModified: r.updatedAt,
    changeFrequency: "weekly" as const,
    priority: 0.5,
  }));
}
