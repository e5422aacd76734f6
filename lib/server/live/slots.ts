import "server-only";
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { isLiveSessionTime } from "@/lib/config/live-hours";
import { LIMA_TIME_ZONE } from "@/lib/format/dates";
import { getDb } from "@/lib/db/client";
import { advisors, advisorSlots, liveBookings } from "@/lib/db/schema";
import type { Advisor, FreeSlot, Slots } from "@/lib/contracts/live";
import { addDays, limaDateLabel, limaInstant, limaParts, limaTimeLabel, limaToday, weekdayOf } from "@/lib/utils/lima-time";

/** Times closer than this are not offered nor bookable: the advisor needs to prepare. */
export const MIN_NOTICE_HOURS = 12;
/** How far ahead a session may be booked. */
export const MAX_AHEAD_DAYS = 60;
const HOUR_MS = 60 * 60 * 1000;

export const advisorColumns = { id: advisors.id, name: advisors.name, title: advisors.title, bio: advisors.bio };

export type WeeklySlot = { advisorId: number; weekday: number; startTime: string; durationMinutes: number };

/** The active weekly slots of active advisors (optionally one advisor), inside the live-session hours. */
export async function activeWeeklySlots(advisorId?: number): Promise<{ advisors: Advisor[]; slots: WeeklySlot[] }> {
  const db = await getDb();
  const list = await db
    .select(advisorColumns)
    .from(advisors)
    .where(advisorId ? and(eq(advisors.active, true), eq(advisors.id, advisorId)) : eq(advisors.active, true))
    .orderBy(asc(advisors.id));
  if (list.length === 0) return { advisors: [], slots: [] };
  const slots = await db
    .select({
      advisorId: advisorSlots.advisorId,
      weekday: advisorSlots.weekday,
      startTime: advisorSlots.startTime,
      durationMinutes: advisorSlots.durationMinutes,
    })
    .from(advisorSlots)
    .where(
      and(
        eq(advisorSlots.active, true),
        inArray(
          advisorSlots.advisorId,
          list.map((a) => a.id),
        ),
      ),
    );
  // Only times inside the live-session hours are offered or bookable (a slot saved before the rule stays in the back office).
  return { advisors: list, slots: slots.filter((slot) => isLiveSessionTime(slot.weekday, slot.startTime)) };
}

export function toFreeSlot(advisorId: number, startsAt: Date, durationMinutes: number): FreeSlot {
  const { day, time } = limaParts(startsAt);
  return {
    advisorId,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000).toISOString(),
    date: day,
    time,
    dateLabel: limaDateLabel(startsAt),
    timeLabel: limaTimeLabel(startsAt),
  };
}

/**
 * The concrete free times of `days` Lima days from `from` (today in Lima by default): every
 * advisor's weekly slots laid on the calendar, minus confirmed bookings, minus times less than
 * 12 hours from now.
 */
export async function listFreeSlots(input: { from?: string; days: number; advisorId?: number; now?: Date }): Promise<Slots> {
  const now = input.now ?? new Date();
  const from = input.from ?? limaToday(now);
  const { advisors: list, slots } = await activeWeeklySlots(input.advisorId);
  const rangeStart = limaInstant(from, "00:00");
  const rangeEnd = limaInstant(addDays(from, input.days), "00:00");
  const db = await getDb();
  const taken = list.length
    ? await db
        .select({ advisorId: liveBookings.advisorId, startsAt: liveBookings.startsAt })
        .from(liveBookings)
        .where(
          and(
            eq(liveBookings.status, "confirmed"),
            inArray(
              liveBookings.advisorId,
              list.map((a) => a.id),
            ),
            gte(liveBookings.startsAt, rangeStart),
            lt(liveBookings.startsAt, rangeEnd),
          ),
        )
    : [];
  const takenKeys = new Set(taken.map((b) => `${b.advisorId}@${b.startsAt.getTime()}`));
  const earliest = now.getTime() + MIN_NOTICE_HOURS * HOUR_MS;
  const free: FreeSlot[] = [];
  for (let i = 0; i < input.days; i++) {
    const day = addDays(from, i);
    const weekday = weekdayOf(day);
    for (const slot of slots) {
      if (slot.weekday !== weekday) continue;
      const startsAt = limaInstant(day, slot.startTime);
      if (startsAt.getTime() < earliest) continue;
      if (takenKeys.has(`${slot.advisorId}@${startsAt.getTime()}`)) continue;
      free.push(toFreeSlot(slot.advisorId, startsAt, slot.durationMinutes));
    }
  }
  free.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.advisorId - b.advisorId);
  return { timeZone: LIMA_TIME_ZONE, from, days: input.days, minNoticeHours: MIN_NOTICE_HOURS, advisors: list, slots: free };
}

/** The weekly slot an instant falls on for an advisor (Lima weekday and "HH:MM"), or null. */
export function matchWeeklySlot(slots: WeeklySlot[], advisorId: number, startsAt: Date): WeeklySlot | null {
  const { weekday, time, exactMinute } = limaParts(startsAt);
  if (!exactMinute) return null;
  return slots.find((s) => s.advisorId === advisorId && s.weekday === weekday && s.startTime === time) ?? null;
}
