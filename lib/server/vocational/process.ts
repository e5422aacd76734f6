import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { discardReasons, sectionKeys, type SectionKey } from "@/lib/content/vocational";
import {
  type progressPayloadSchema,
  sectionAnswerSchemas,
  type ProcessDto,
  type SectionState,
  type TestMode,
} from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { careers, institutions, vocationalProcesses, vocationalReferences, vocationalSections } from "@/lib/db/schema";
import { addManyToShortlist, removeCareersFromShortlist, removePlaceFromShortlist } from "../catalogue/shortlist";
import { AppError, conflict, notFound } from "../http/errors";
import { fieldErrors } from "../http/map-error";
import { assertSectionAllowed } from "./premium";
import { recordServerEvent } from "../metrics";
import { emptySection, progressOf } from "./section-state";
import type { z } from "zod";

const processColumns = {
  id: vocationalProcesses.id,
  userId: vocationalProcesses.userId,
  shareEnabled: vocationalProcesses.shareEnabled,
  slug: vocationalProcesses.slug,
  completedAt: vocationalProcesses.completedAt,
  createdAt: vocationalProcesses.createdAt,
  updatedAt: vocationalProcesses.updatedAt,
};
type ProcessRow = {
  id: string;
  userId: string;
  shareEnabled: boolean;
  slug: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const sectionColumns = {
  section: vocationalSections.section,
  answers: vocationalSections.answers,
  meta: vocationalSections.meta,
  status: vocationalSections.status,
  updatedAt: vocationalSections.updatedAt,
};

const notYours = () => notFound("No encontramos ese proceso vocacional.");

/** The student's current (latest) process, created on first use. */
export async function currentProcessId(userId: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ id: vocationalProcesses.id })
    .from(vocationalProcesses)
    .where(eq(vocationalProcesses.userId, userId))
    .orderBy(desc(vocationalProcesses.createdAt))
    .limit(1);
  if (row) return row.id;
  const id = randomUUID();
  await db.insert(vocationalProcesses).values({ id, userId });
  return id;
}

/** A process of this student, or 404: another student's process does not exist for her. */
export async function ownedProcess(userId: string, processId: string): Promise<ProcessRow> {
  const db = await getDb();
  const [row] = await db
    .select(processColumns)
    .from(vocationalProcesses)
    .where(and(eq(vocationalProcesses.id, processId), eq(vocationalProcesses.userId, userId)))
    .limit(1);
  if (!row) throw notYours();
  return row;
}

function toSectionState(
  key: SectionKey,
  row: { answers: Record<string, unknown>; meta: Record<string, unknown>; updatedAt: Date } | undefined,
): SectionState {
  if (!row) return emptySection(key);
  const mode = (row.meta.mode as TestMode | undefined) ?? null;
  const { answered, total, complete } = progressOf(key, row.answers, mode);
  const position = typeof row.meta.position === "number" ? row.meta.position : null;
  return {
    key,
    status: complete ? "completed" : "in_progress",
    answers: row.answers,
    position,
    mode,
    answered,
    total,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function loadSections(processId: string): Promise<Record<SectionKey, SectionState>> {
  const db = await getDb();
  const rows = await db.select(sectionColumns).from(vocationalSections).where(eq(vocationalSections.processId, processId));
  const byKey = new Map(rows.map((r) => [r.section, r]));
  return Object.fromEntries(sectionKeys.map((key) => [key, toSectionState(key, byKey.get(key))])) as Record<SectionKey, SectionState>;
}

function toDto(row: ProcessRow, sections: Record<SectionKey, SectionState>): ProcessDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    shareEnabled: row.shareEnabled,
    slug: row.slug,
    sections,
  };
}

export async function getProcess(userId: string, processId: string): Promise<ProcessDto> {
  const row = await ownedProcess(userId, processId);
  return toDto(row, await loadSections(processId));
}

type CurrentRow = {
  id: string;
  user_id: string;
  share_enabled: boolean;
  slug: string | null;
  completed_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  section: string | null;
  answers: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
  section_updated_at: string | Date | null;
  stamp: string;
};
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The stamp of a process that has no section yet (see `currentStamp`). */
const EMPTY_STAMP = "0:0:";

/**
 * The sections' stamp over the rows of `vocational_sections s` joined to a process: how many
 * sections, how many saves they took, the last one's time. `perRow` reads it as window functions
 * (every joined row carries it: `loadCurrentProcess`, which also reads the answers); without it, as
 * aggregates (`currentStamp`, grouped by process; the result page's version, result-page-version.ts).
 * One expression, so every read gives the same stamp.
 */
export function stampOf({ perRow }: { perRow: boolean }) {
  const over = perRow ? sql` over ()` : sql``;
  return sql`count(s.section)${over}::text || ':' || coalesce(sum(s.saves)${over}, 0)::text || ':' || coalesce((max(s.updated_at)${over})::text, '')`;
}

/**
 * The student's current (latest) process and its sections in one query, created on first use.
 * The same states as `loadSections`, with the sections' stamp (`currentStamp`).
 */
export async function loadCurrentProcess(
  userId: string,
): Promise<{ row: ProcessRow; sections: Record<SectionKey, SectionState>; stamp: string }> {
  const db = await getDb();
  const result = await db.execute<CurrentRow>(sql`
    select p.id, p.user_id, p.share_enabled, p.slug, p.completed_at, p.created_at, p.updated_at,
      s.section, s.answers, s.meta, s.updated_at as section_updated_at,
      ${stampOf({ perRow: true })} as stamp
    from (select * from ${vocationalProcesses} where user_id = ${userId} order by created_at desc limit 1) p
    left join ${vocationalSections} s on s.process_id = p.id`);
  const rows = (result as unknown as { rows: CurrentRow[] }).rows;
  if (!rows.length) {
    const id = await currentProcessId(userId);
    return { row: await ownedProcess(userId, id), sections: await loadSections(id), stamp: EMPTY_STAMP };
  }
  const first = rows[0];
  const row: ProcessRow = {
    id: first.id,
    userId: first.user_id,
    shareEnabled: first.share_enabled,
    slug: first.slug,
    completedAt: first.completed_at ? toDate(first.completed_at) : null,
    createdAt: toDate(first.created_at),
    updatedAt: toDate(first.updated_at),
  };
  const byKey = new Map(
    rows.flatMap((r) =>
      r.section ? [[r.section, { answers: r.answers ?? {}, meta: r.meta ?? {}, updatedAt: toDate(r.section_updated_at!) }] as const] : [],
    ),
  );
  const sections = Object.fromEntries(sectionKeys.map((key) => [key, toSectionState(key, byKey.get(key))])) as Record<
    SectionKey,
    SectionState
  >;
  return { row, sections, stamp: first.stamp };
}

/**
 * Her current process and the stamp of its sections, in one small query that reads no answers
 * (the result's read on every call): how many sections she has, how many saves they
 * took and the last one's time. Every save adds one to `saves` (saveProgress is the only writer),
 * so any change to her answers changes the stamp.
 */
export async function currentStamp(userId: string): Promise<{ processId: string; stamp: string }> {
  const db = await getDb();
  const result = await db.execute<{ id: string; stamp: string }>(sql`
    select p.id, ${stampOf({ perRow: false })} as stamp
    from (select id from ${vocationalProcesses} where user_id = ${userId} order by created_at desc limit 1) p
    left join ${vocationalSections} s on s.process_id = p.id
    group by p.id`);
  const [row] = (result as unknown as { rows: { id: string; stamp: string }[] }).rows;
  if (row) return { processId: row.id, stamp: row.stamp };
  return { processId: await currentProcessId(userId), stamp: EMPTY_STAMP };
}

export async function getCurrentProcess(userId: string): Promise<ProcessDto> {
  return (await loadCurrentProcessDto(userId)).process;
}

/** `loadCurrentProcess` as the DTO the pages and the API use, with the sections' stamp. */
export async function loadCurrentProcessDto(userId: string): Promise<{ process: ProcessDto; stamp: string }> {
  const { row, sections, stamp } = await loadCurrentProcess(userId);
  return { process: toDto(row, sections), stamp };
}

export async function listProcesses(userId: string) {
  const db = await getDb();
  const rows = await db
    .select({
      id: vocationalProcesses.id,
      createdAt: vocationalProcesses.createdAt,
      updatedAt: vocationalProcesses.updatedAt,
      completedAt: vocationalProcesses.completedAt,
      completedSections: sql<number>`(select count(*)::int from ${vocationalSections} s where s.process_id = ${vocationalProcesses.id} and s.status = 'completed')`,
      lastSavedAt: sql<
        string | null
      >`(select max(s.updated_at) from ${vocationalSections} s where s.process_id = ${vocationalProcesses.id})`,
    })
    .from(vocationalProcesses)
    .where(eq(vocationalProcesses.userId, userId))
    .orderBy(asc(vocationalProcesses.createdAt));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    updatedAt: (r.lastSavedAt ? new Date(r.lastSavedAt) : r.updatedAt).toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    completedSections: Number(r.completedSections),
    totalSections: sectionKeys.length,
  }));
}

type Payload = z.infer<typeof progressPayloadSchema>["data"];

/** Checks a section's answers against its own schema; 400 with the errors per field. */
function validAnswers(payload: Payload): Record<string, unknown> {
  const result = sectionAnswerSchemas[payload.section].safeParse(payload.answers);
  if (!result.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([k, v]) => [k ? `answers.${k}` : "answers", v]));
    throw new AppError("validation", "Revisa las respuestas enviadas.", { errors });
  }
  return result.data;
}

function metaOf(payload: Payload) {
  const meta: Record<string, unknown> = {};
  if (payload.position !== undefined) meta.position = payload.position;
  if (payload.mode) meta.mode = payload.mode;
  return meta;
}

/**
 * `PUT /api/vocational/progress/{id}`: merges one section's answers into what is stored, in one
 * statement (jsonb `||`), so that the same request sent twice leaves the same state (idempotent)
 * and answers to other items are never overwritten.
 */
export async function saveProgress(userId: string, processId: string, payload: Payload): Promise<SectionState> {
  const answers = validAnswers(payload);
  await assertSectionAllowed(userId, payload.section);
  const db = await getDb();
  const meta = metaOf(payload);
  if (payload.section === "user-slug" || payload.section === "final") {
    await ownedProcess(userId, processId);
    if (payload.section === "user-slug") await applyShareSettings(processId, answers);
  }
  // The places chosen before this save: what the institution section adds to or takes off her list.
  const placesBefore = payload.section === "institution" ? await sectionInstitutionIds(processId) : [];
  // One statement: the ownership check and the merge. Another student's process inserts nothing
  // and updates nothing, so it answers 404 like an unknown one.
  const owned = sql`exists (select 1 from ${vocationalProcesses} p where p.id = ${processId} and p.user_id = ${userId})`;
  const result = await db.execute<{
    answers: Record<string, unknown>;
    meta: Record<string, unknown>;
    status: string;
    updated_at: string | Date;
  }>(sql`
    insert into ${vocationalSections} (process_id, section, answers, meta, saves)
    select ${processId}, ${payload.section}, ${JSON.stringify(answers)}::jsonb, ${JSON.stringify(meta)}::jsonb, 1
    where ${owned}
    on conflict (process_id, section) do update set
      answers = ${vocationalSections}.answers || excluded.answers,
      meta = ${vocationalSections}.meta || excluded.meta,
      saves = ${vocationalSections}.saves + 1,
      updated_at = now()
    where ${owned}
    returning answers, meta, status, updated_at`);
  const row = (
    result as unknown as {
      rows: { answers: Record<string, unknown>; meta: Record<string, unknown>; status: string; updated_at: string | Date }[];
    }
  ).rows[0];
  if (!row) throw notYours();
  const state = toSectionState(payload.section, { answers: row.answers, meta: row.meta, updatedAt: new Date(row.updated_at) });
  const status = state.status === "completed" ? "completed" : "in_progress";
  if (row.status !== status) {
    await db
      .update(vocationalSections)
      .set({ status })
      .where(and(eq(vocationalSections.processId, processId), eq(vocationalSections.section, payload.section)));
    if (status === "completed" && (payload.section === "professional-interest" || payload.section === "final"))
      await recordServerEvent("test_finished", { userId, props: { section: payload.section } });
  }
  await applyToShortlist(userId, payload.section, answers, placesBefore);
  if (payload.section === "final" && answers.done === true) {
    await db
      .update(vocationalProcesses)
      .set({ completedAt: sql`coalesce(${vocationalProcesses.completedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(vocationalProcesses.id, processId));
  }
  return state;
}

async function sectionInstitutionIds(processId: string): Promise<number[]> {
  const db = await getDb();
  const [row] = await db
    .select({ answers: vocationalSections.answers })
    .from(vocationalSections)
    .where(and(eq(vocationalSections.processId, processId), eq(vocationalSections.section, "institution")))
    .limit(1);
  const ids = row?.answers.institutionIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === "number") : [];
}

/**
 * What a saved answer changes on her list (catalogue/shortlist.ts), the one store of what she
 * keeps: a place newly chosen in «Dónde estudiar» joins it (chosen in the test) and one she took
 * out there leaves it; a discarded career leaves it (the discard itself stays in this section,
 * with its reason); her final choice in «Momento de decidir» joins it. Adding is idempotent, so a
 * save sent twice adds once; a place already on her list keeps its first source.
 */
async function applyToShortlist(userId: string, section: SectionKey, answers: Record<string, unknown>, placesBefore: number[]) {
  if (section === "institution" && Array.isArray(answers.institutionIds)) {
    const now = answers.institutionIds as number[];
    const wanted = now.filter((id) => !placesBefore.includes(id));
    // An id that names no institution is kept in the answers as sent (as before) but never listed.
    const db = await getDb();
    const added = wanted.length
      ? (await db.select({ id: institutions.id }).from(institutions).where(inArray(institutions.id, wanted))).map((r) => r.id)
      : [];
    await addManyToShortlist(
      userId,
      added.map((institutionId) => ({ kind: "place" as const, institutionId, source: "test" as const })),
    );
    for (const id of placesBefore.filter((id) => !now.includes(id))) await removePlaceFromShortlist(userId, id);
  } else if (section === "discard") {
    const discarded = Object.entries(answers)
      .filter(([, reason]) => typeof reason === "string")
      .map(([id]) => Number(id));
    await removeCareersFromShortlist(userId, discarded);
  } else if (section === "decision-time" && typeof answers.careerId === "number") {
    await addManyToShortlist(userId, [{ kind: "career", careerId: answers.careerId, source: "test" }]);
  }
}

/**
 * A discard from her list's page (or anywhere outside the test): kept in her current test's
 * «Descartar carreras» with its reason, like a discard on her result, which also takes the career
 * off her list. Answers her list and what was discarded, in words.
 */
export async function discardCareer(userId: string, careerId: number, reason: string) {
  const processId = await currentProcessId(userId);
  await saveProgress(userId, processId, { section: "discard", answers: { [String(careerId)]: reason } });
  const db = await getDb();
  const [career] = await db.select({ name: careers.name }).from(careers).where(eq(careers.id, careerId)).limit(1);
  return { careerId, name: career?.name ?? "", reason: discardReasons.find((r) => r.id === reason)?.label ?? "" };
}

async function applyShareSettings(processId: string, answers: Record<string, unknown>, slugField = "answers.slug") {
  const db = await getDb();
  const set: { slug?: string; shareEnabled?: boolean } = {};
  if (typeof answers.slug === "string") set.slug = answers.slug;
  if (typeof answers.shareEnabled === "boolean") set.shareEnabled = answers.shareEnabled;
  if (!Object.keys(set).length) return;
  if (set.slug) {
    const [taken] = await db
      .select({ id: vocationalProcesses.id })
      .from(vocationalProcesses)
      .where(and(eq(vocationalProcesses.slug, set.slug), sql`${vocationalProcesses.id} <> ${processId}`))
      .limit(1);
    if (taken) throw conflict("Ese nombre de enlace ya está en uso. Prueba otro.", { [slugField]: ["Ese nombre ya está en uso."] });
  }
  await db.update(vocationalProcesses).set(set).where(eq(vocationalProcesses.id, processId));
}

/** Turns the public link on or off and/or sets its name (unique: 409 with the field error). */
export async function setSharing(userId: string, processId: string, settings: { shareEnabled?: boolean; slug?: string }) {
  await ownedProcess(userId, processId);
  await applyShareSettings(processId, settings, "slug");
  const row = await ownedProcess(userId, processId);
  return { shareEnabled: row.shareEnabled, slug: row.slug };
}

/**
 * `PUT /api/vocational/progress/{id}/reference`: answers given without an account (embedded
 * widgets), under a random id the browser keeps. Same merge, same idempotency.
 */
export async function saveReference(referenceId: string, payload: Payload) {
  if (payload.section !== "professional-interest" && payload.section !== "personality") {
    throw new AppError("validation", "Sin cuenta solo se guardan intereses y personalidad.", {
      errors: { section: ["Sección no disponible sin cuenta."] },
    });
  }
  const answers = validAnswers(payload);
  const db = await getDb();
  const meta = metaOf(payload);
  const [existing] = await db
    .select({ section: vocationalReferences.section })
    .from(vocationalReferences)
    .where(eq(vocationalReferences.id, referenceId))
    .limit(1);
  if (existing && existing.section !== payload.section) throw notFound("No encontramos esa referencia.");
  const [row] = await db
    .insert(vocationalReferences)
    .values({ id: referenceId, section: payload.section, answers, meta })
    .onConflictDoUpdate({
      target: vocationalReferences.id,
      set: {
        answers: sql`${vocationalReferences.answers} || excluded.answers`,
        meta: sql`${vocationalReferences.meta} || excluded.meta`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ answers: vocationalReferences.answers, meta: vocationalReferences.meta, updatedAt: vocationalReferences.updatedAt });
  return toSectionState(payload.section, row);
}

export async function getReference(referenceId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      section: vocationalReferences.section,
      answers: vocationalReferences.answers,
      meta: vocationalReferences.meta,
      updatedAt: vocationalReferences.updatedAt,
    })
    .from(vocationalReferences)
    .where(eq(vocationalReferences.id, referenceId))
    .limit(1);
  if (!row) return null;
  return { section: row.section as SectionKey, state: toSectionState(row.section as SectionKey, row) };
}
