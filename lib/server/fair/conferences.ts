import "server-only";
import { asc, desc, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { Conference, ConferenceStatus, FairDay, FairSummary } from "@/lib/contracts/fair";
import { JOIN_OPENS_MINUTES } from "@/lib/config/webinars";
import { getDb } from "@/lib/db/client";
import { fairConferences, fairEnrolments, fairs, fairStands, institutions } from "@/lib/db/schema";
import { dayFilterValue, formatDateRange, formatDayLabel, formatLongDate, formatTime } from "@/lib/format/dates";

export type FairRow = { id: number; slug: string; name: string; description: string; startsAt: Date; endsAt: Date; timezone: string };

const fairColumns = {
  id: fairs.id,
  slug: fairs.slug,
  name: fairs.name,
  description: fairs.description,
  startsAt: fairs.startsAt,
  endsAt: fairs.endsAt,
  timezone: fairs.timezone,
};

/** The fair on now or next; when every fair is over, the last one (its countdown says it ended). */
export async function findCurrentFair(now: Date = new Date()): Promise<FairRow | null> {
  const db = await getDb();
  const [next] = await db.select(fairColumns).from(fairs).where(gt(fairs.endsAt, now)).orderBy(asc(fairs.startsAt)).limit(1);
  if (next) return next;
  const [last] = await db.select(fairColumns).from(fairs).orderBy(desc(fairs.endsAt)).limit(1);
  return last ?? null;
}

export function statusAt(startsAt: Date, endsAt: Date, now: Date): ConferenceStatus {
  if (now.getTime() >= endsAt.getTime()) return "ended";
  if (now.getTime() >= startsAt.getTime()) return "live";
  return "upcoming";
}

const enrolledCount = sql<number>`(select count(*)::int from ${fairEnrolments} where ${fairEnrolments.conferenceId} = ${fairConferences.id})`;

function signedBy(userId: string | null): SQL<boolean> {
  if (!userId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${fairEnrolments} where ${fairEnrolments.conferenceId} = ${fairConferences.id} and ${fairEnrolments.userId} = ${userId})`;
}

/** What a conference says of itself, read alike by the fair's pages and the back office. */
export const conferenceContentColumns = {
  id: fairConferences.id,
  title: fairConferences.title,
  author: fairConferences.author,
  description: fairConferences.description,
  image: fairConferences.image,
  areas: fairConferences.areas,
  startsAt: fairConferences.startsAt,
  endsAt: fairConferences.endsAt,
  capacity: fairConferences.capacity,
  videoUrl: fairConferences.videoUrl,
  standId: fairConferences.standId,
};

const conferenceColumns = (userId: string | null) => ({
  ...conferenceContentColumns,
  enrolled: enrolledCount,
  signed: signedBy(userId),
  timezone: fairs.timezone,
  institutionId: institutions.id,
  institutionSlug: institutions.slug,
  institutionName: institutions.name,
  institutionShortName: institutions.shortName,
  institutionKind: institutions.kind,
});

type ConferenceRow = {
  id: number;
  title: string;
  author: string;
  description: string;
  image: string | null;
  areas: string[];
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  videoUrl: string | null;
  standId: number | null;
  enrolled: number;
  signed: boolean;
  timezone: string;
  institutionId: number | null;
  institutionSlug: string | null;
  institutionName: string | null;
  institutionShortName: string | null;
  institutionKind: "universidad" | "instituto" | null;
};

export function toConference(row: ConferenceRow, now: Date): Conference {
  const tz = row.timezone;
  const enrolled = Number(row.enrolled);
  const seatsLeft = row.capacity === null ? null : Math.max(0, row.capacity - enrolled);
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    image: row.image,
    startTime: formatTime(row.startsAt, tz),
    endTime: formatTime(row.endsAt, tz),
    startDate: formatLongDate(row.startsAt, tz),
    startDateFilter: dayFilterValue(row.startsAt, tz),
    dayLabel: formatDayLabel(row.startsAt, tz),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    signed: Boolean(row.signed),
    status: statusAt(row.startsAt, row.endsAt, now),
    capacity: row.capacity,
    seatsLeft,
    full: seatsLeft === 0,
    areas: row.areas,
    hasVideo: Boolean(row.videoUrl),
    institution:
      row.institutionId !== null && row.institutionSlug && row.institutionName && row.institutionKind
        ? {
            id: row.institutionId,
            slug: row.institutionSlug,
            name: row.institutionName,
            shortName: row.institutionShortName,
            kind: row.institutionKind,
          }
        : null,
  };
}

async function selectConferences(where: SQL | undefined, userId: string | null) {
  const db = await getDb();
  return (await db
    .select(conferenceColumns(userId))
    .from(fairConferences)
    .innerJoin(fairs, eq(fairs.id, fairConferences.fairId))
    .leftJoin(fairStands, eq(fairStands.id, fairConferences.standId))
    .leftJoin(institutions, eq(institutions.id, fairStands.institutionId))
    .where(where)
    .orderBy(asc(fairConferences.startsAt), asc(fairConferences.id))) as ConferenceRow[];
}

/** The conferences of the current fair, in order, with `signed` for the viewer. */
export async function listConferences({ userId = null, now = new Date() }: { userId?: string | null; now?: Date } = {}): Promise<
  Conference[]
> {
  const fair = await findCurrentFair(now);
  if (!fair) return [];
  const rows = await selectConferences(eq(fairConferences.fairId, fair.id), userId);
  return rows.map((r) => toConference(r, now));
}

export async function getConference(
  id: number,
  { userId = null, now = new Date() }: { userId?: string | null; now?: Date } = {},
): Promise<Conference | null> {
  const [row] = await selectConferences(eq(fairConferences.id, id), userId);
  return row ? toConference(row, now) : null;
}

export async function listConferencesByStand(standIds: number[], userId: string | null, now: Date): Promise<Map<number, Conference[]>> {
  const out = new Map<number, Conference[]>();
  if (standIds.length === 0) return out;
  const rows = await selectConferences(inArray(fairConferences.standId, standIds), userId);
  for (const row of rows) {
    const standId = row.standId;
    if (standId == null) continue;
    const list = out.get(standId) ?? [];
    list.push(toConference(row, now));
    out.set(standId, list);
  }
  return out;
}

export function fairDays(fair: FairRow, conferences: Conference[]): FairDay[] {
  const days = new Map<string, FairDay>();
  for (const c of conferences) {
    if (!days.has(c.startDateFilter)) days.set(c.startDateFilter, { value: c.startDateFilter, label: c.dayLabel, longLabel: c.startDate });
  }
  if (days.size === 0) {
    const value = dayFilterValue(fair.startsAt, fair.timezone);
    days.set(value, {
      value,
      label: formatDayLabel(fair.startsAt, fair.timezone),
      longLabel: formatLongDate(fair.startsAt, fair.timezone),
    });
  }
  return [...days.values()];
}

export function toFairSummary(fair: FairRow, conferences: Conference[]): FairSummary {
  return {
    id: fair.id,
    slug: fair.slug,
    name: fair.name,
    description: fair.description,
    startsAt: fair.startsAt.toISOString(),
    endsAt: fair.endsAt.toISOString(),
    timezone: fair.timezone,
    datesLabel: formatDateRange(fair.startsAt, fair.endsAt, fair.timezone),
    days: fairDays(fair, conferences),
  };
}

/** Everything a fair page renders: the fair, its days and its conferences with `signed` for the viewer. */
export async function loadFairPage({ userId = null, now = new Date() }: { userId?: string | null; now?: Date } = {}): Promise<{
  fair: FairSummary | null;
  conferences: Conference[];
}> {
  const fair = await findCurrentFair(now);
  if (!fair) return { fair: null, conferences: [] };
  const conferences = (await selectConferences(eq(fairConferences.fairId, fair.id), userId)).map((r) => toConference(r, now));
  return { fair: toFairSummary(fair, conferences), conferences };
}

/** The conference on now, else the next one to start, else the last one (the live room, `/live`). */
export function pickLiveConference(conferences: Conference[]): Conference | null {
  return (
    conferences.find((c) => c.status === "live") ??
    conferences.find((c) => c.status === "upcoming") ??
    conferences[conferences.length - 1] ??
    null
  );
}

/** The live room's video: only an embeddable YouTube URL from data, rewritten to youtube-nocookie. */
/** When the live room offers a talk's video: the same rule as a webinar's join link, 15 minutes before it starts. */
export function roomOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - JOIN_OPENS_MINUTES * 60_000);
}

/**
 * The live room's video of a talk: its embed from `roomOpensAt` on (then through the end and as a
 * recording after it); before that no video, and when the room opens («Lunes 21 de diciembre a
 * las 9:45 a. m.», in the fair's time zone).
 */
export async function conferenceVideoEmbed(
  id: number,
  now: Date = new Date(),
): Promise<{ embedUrl: string | null; opensAt: string | null }> {
  const db = await getDb();
  const [row] = await db
    .select({ videoUrl: fairConferences.videoUrl, startsAt: fairConferences.startsAt, timezone: fairs.timezone })
    .from(fairConferences)
    .innerJoin(fairs, eq(fairs.id, fairConferences.fairId))
    .where(eq(fairConferences.id, id));
  if (!row) return { embedUrl: null, opensAt: null };
  const opens = roomOpensAt(row.startsAt);
  if (now.getTime() < opens.getTime())
    return { embedUrl: null, opensAt: `${formatLongDate(opens, row.timezone)} a las ${formatTime(opens, row.timezone)}` };
  return { embedUrl: row.videoUrl ? toNoCookieEmbed(row.videoUrl) : null, opensAt: null };
}

export function toNoCookieEmbed(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = parsed.pathname.slice(1);
  else if (host === "youtube.com" || host === "m.youtube.com" || host === "youtube-nocookie.com") {
    if (parsed.pathname === "/watch") id = parsed.searchParams.get("v");
    else {
      const m = /^\/(?:embed|live)\/([^/]+)/.exec(parsed.pathname);
      id = m?.[1] ?? null;
    }
  }
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
}
