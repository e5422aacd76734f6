import "server-only";
import { desc, inArray, sql } from "drizzle-orm";
import { countedSections, type SectionKey } from "@/lib/content/vocational";
import type { StudentProgress } from "@/lib/contracts/family";
import type { ResultDto, SectionState } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { vocationalProcesses, vocationalSections } from "@/lib/db/schema";
import { loadSections } from "../vocational/process";
import { buildResult } from "../vocational/result";

/** The free sections on the student's map (the ones the progress counts; the paid «Reto» apart). */
const mapSections = countedSections.map((s) => s.key);

export type StudentSummary = {
  progress: StudentProgress;
  hollandCode: string | null;
  topCareers: { id: number; name: string; slug: string; area: string }[];
  lastActiveAt: string | null;
  /** The whole result, as the student sees it (null before the interests are complete). */
  result: ResultDto | null;
};

const emptySummary = (): StudentSummary => ({
  progress: { sectionsDone: 0, sectionsTotal: mapSections.length, started: false, finished: false },
  hollandCode: null,
  topCareers: [],
  lastActiveAt: null,
  result: null,
});

function progressOf(sections: Record<SectionKey, SectionState>, completedAt: Date | null, ready: boolean): StudentProgress {
  const states = mapSections.map((k) => sections[k]);
  return {
    sectionsDone: states.filter((s) => s.status === "completed").length,
    sectionsTotal: mapSections.length,
    started: states.some((s) => s.status !== "not_started"),
    // The test is finished when its result is ready (the quick or full interests) or she closed it.
    finished: ready || completedAt !== null,
  };
}

/**
 * What a counsellor or a parent sees of each student: progress of the latest process, Holland
 * code, top 3 careers and last activity. Never answers one by one, never contact data. Callers
 * pass only ids they are allowed to see (the authorisation is theirs).
 */
export async function studentSummaries(userIds: string[]): Promise<Map<string, StudentSummary>> {
  const out = new Map<string, StudentSummary>();
  if (!userIds.length) return out;
  const db = await getDb();
  const processes = await db
    .select({
      id: vocationalProcesses.id,
      userId: vocationalProcesses.userId,
      completedAt: vocationalProcesses.completedAt,
      updatedAt: vocationalProcesses.updatedAt,
      lastSavedAt: sql<
        string | null
      >`(select max(s.updated_at) from ${vocationalSections} s where s.process_id = ${vocationalProcesses.id})`,
    })
    .from(vocationalProcesses)
    .where(inArray(vocationalProcesses.userId, userIds))
    .orderBy(desc(vocationalProcesses.createdAt));
  const latest = new Map<string, (typeof processes)[number]>();
  for (const p of processes) if (!latest.has(p.userId)) latest.set(p.userId, p);
  for (const id of userIds) {
    const p = latest.get(id);
    if (!p) {
      out.set(id, emptySummary());
      continue;
    }
    const sections = await loadSections(p.id);
    const result = await buildResult(p.id, sections);
    const ready = result.ready;
    out.set(id, {
      progress: progressOf(sections, p.completedAt, ready),
      hollandCode: result.hollandCode,
      topCareers: result.suggestions.slice(0, 3).map((s) => ({ id: s.careerId, name: s.name, slug: s.slug, area: s.area })),
      lastActiveAt: p.lastSavedAt ? new Date(p.lastSavedAt).toISOString() : null,
      result: ready ? result : null,
    });
  }
  return out;
}

export async function studentSummary(userId: string): Promise<StudentSummary> {
  return (await studentSummaries([userId])).get(userId) ?? emptySummary();
}
