import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { familyMessages, type Child, type LinkedParent, type ParentCodeResult, type PendingParentCode } from "@/lib/contracts/family";
import type { SessionUser } from "@/lib/contracts/session";
import type { ShortlistItem } from "@/lib/contracts/shortlist";
import type { ResultDto } from "@/lib/contracts/vocational";
import { getDb, type Db } from "@/lib/db/client";
import {
  careers,
  careerEnrolments,
  institutions,
  offerings,
  parentLinkCodes,
  parentLinks,
  regions,
  schools,
  users,
  vocationalProcesses,
  vocationalSections,
  type FigureSource,
} from "@/lib/db/schema";
import { hashToken } from "../auth/tokens";
import { listShortlist } from "../catalogue/shortlist";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../http/errors";
import { rateLimits } from "../rate-limits";
import { randomCode } from "../membership/school-codes";
import { studentSummaries } from "./progress";

/** A parent code lasts 7 days and links one parent account, once. */
export const PARENT_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const isStudent = (user: SessionUser) => user.role === "user" || user.role === null;

function requireStudent(user: SessionUser | null): asserts user is SessionUser {
  if (!user) throw unauthorized();
  if (!isStudent(user)) throw forbidden(familyMessages.notStudent);
}

function requireParent(user: SessionUser | null): asserts user is SessionUser {
  if (!user) throw unauthorized();
  if (user.role !== "user-parent") throw forbidden(familyMessages.notParent);
}

/** The code as the parent may type it («k7p2-qx9m», with spaces): upper case, letters and digits only. */
const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

/* ───────────── Student side ───────────── */

/** `PUT /api/student/share-with-school`: gives or withdraws the consent; the panel follows at once. */
export async function setShareWithSchool(user: SessionUser | null, share: boolean): Promise<{ shareWithSchool: boolean }> {
  requireStudent(user);
  const db = await getDb();
  const [row] = await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.id, user.id)).limit(1);
  if (share && !row?.schoolId) throw badRequest(familyMessages.noSchool, { shareWithSchool: [familyMessages.noSchool] });
  await db.update(users).set({ shareWithSchool: share, updatedAt: new Date() }).where(eq(users.id, user.id));
  return { shareWithSchool: share };
}

/** The consent as the account page shows it: the school (if any) and whether it sees the progress. */
export async function schoolSharing(userId: string): Promise<{ schoolName: string | null; shareWithSchool: boolean }> {
  const db = await getDb();
  const [row] = await db
    .select({
      schoolName: sql<string | null>`(select s.name from schools s where s.id = ${users.schoolId})`,
      shareWithSchool: users.shareWithSchool,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { schoolName: row?.schoolName ?? null, shareWithSchool: row?.shareWithSchool ?? false };
}

/**
 * `POST /api/student/parent-code`: a new one-time code (only its hash is kept), valid 7 days. It
 * replaces the student's earlier unused code, which stops working: «Mi cuenta» cannot show a code
 * again (only its hash is stored), so renewing is how a student who lost it gets one.
 */
export async function createParentCode(user: SessionUser | null): Promise<ParentCodeResult> {
  requireStudent(user);
  const db = await getDb();
  const raw = randomCode(8);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + PARENT_CODE_TTL_MS);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx
      .update(parentLinkCodes)
      .set({ expiresAt: now })
      .where(and(eq(parentLinkCodes.studentId, user.id), isNull(parentLinkCodes.usedAt), gt(parentLinkCodes.expiresAt, now)));
    await tx.insert(parentLinkCodes).values({ codeHash: hashToken(raw), studentId: user.id, expiresAt });
  });
  return { code: `${raw.slice(0, 4)}-${raw.slice(4)}`, expiresAt: expiresAt.toISOString() };
}

/**
 * The student's code that still works (unused, unexpired), read from the database for «Mi cuenta»:
 * when it was created and until when it works, never the code itself (only its hash is kept).
 */
export async function pendingParentCode(user: SessionUser | null): Promise<PendingParentCode | null> {
  requireStudent(user);
  const db = await getDb();
  const [row] = await db
    .select({ createdAt: parentLinkCodes.createdAt, expiresAt: parentLinkCodes.expiresAt })
    .from(parentLinkCodes)
    .where(and(eq(parentLinkCodes.studentId, user.id), isNull(parentLinkCodes.usedAt), gt(parentLinkCodes.expiresAt, new Date())))
    .orderBy(desc(parentLinkCodes.expiresAt))
    .limit(1);
  return row ? { createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() } : null;
}

/** `GET /api/student/parents`: the parent accounts linked to the student. */
export async function listLinkedParents(user: SessionUser | null): Promise<LinkedParent[]> {
  requireStudent(user);
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname, linkedAt: parentLinks.createdAt })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.parentId))
    .where(eq(parentLinks.studentId, user.id))
    .orderBy(asc(parentLinks.createdAt));
  return rows.map((r) => ({ ...r, linkedAt: r.linkedAt.toISOString() }));
}

/** `DELETE /api/student/parents/{id}`: the student removes a linked parent (404 when not linked). */
export async function removeLinkedParent(user: SessionUser | null, parentId: string): Promise<{ removed: true }> {
  requireStudent(user);
  const db = await getDb();
  const gone = await db
    .delete(parentLinks)
    .where(and(eq(parentLinks.studentId, user.id), eq(parentLinks.parentId, parentId)))
    .returning({ id: parentLinks.id });
  if (!gone.length) throw notFound("Esa persona no está vinculada a tu cuenta.");
  return { removed: true };
}

/* ───────────── Parent side ───────────── */

const codeError = (message: string) => badRequest(message, { code: [message] });

/**
 * `POST /api/parent/children` {code}: links the parent to the student who created the code.
 * The code is spent by one conditional UPDATE (unused and unexpired), so that of several
 * parents racing with one code exactly one is linked. Unknown and expired codes are 400, a used
 * one 409, each with its message at the field.
 */
export async function linkChild(user: SessionUser | null, code: string): Promise<Child> {
  requireParent(user);
  await rateLimits.parentLink.consume(user.id);
  const normalized = normalizeCode(code);
  if (normalized.length !== 8) throw codeError(familyMessages.codeUnknown);
  const db = await getDb();
  const hash = hashToken(normalized);
  const [row] = await db
    .select({
      id: parentLinkCodes.id,
      studentId: parentLinkCodes.studentId,
      usedAt: parentLinkCodes.usedAt,
      expiresAt: parentLinkCodes.expiresAt,
    })
    .from(parentLinkCodes)
    .where(eq(parentLinkCodes.codeHash, hash))
    .limit(1);
  if (!row) throw codeError(familyMessages.codeUnknown);
  if (row.usedAt) throw conflict(familyMessages.codeUsed, { code: [familyMessages.codeUsed] });
  if (row.expiresAt.getTime() <= Date.now()) throw codeError(familyMessages.codeExpired);
  const [already] = await db
    .select({ id: parentLinks.id })
    .from(parentLinks)
    .where(and(eq(parentLinks.parentId, user.id), eq(parentLinks.studentId, row.studentId)))
    .limit(1);
  if (already) throw conflict(familyMessages.alreadyLinked, { code: [familyMessages.alreadyLinked] });
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const spent = await tx
      .update(parentLinkCodes)
      .set({ usedAt: new Date(), usedBy: user.id })
      .where(and(eq(parentLinkCodes.id, row.id), isNull(parentLinkCodes.usedAt), gt(parentLinkCodes.expiresAt, new Date())))
      .returning({ id: parentLinkCodes.id });
    if (!spent.length) throw conflict(familyMessages.codeUsed, { code: [familyMessages.codeUsed] });
    const linked = await tx
      .insert(parentLinks)
      .values({ parentId: user.id, studentId: row.studentId })
      .onConflictDoNothing()
      .returning({ id: parentLinks.id });
    // Linked meanwhile by another code of the same student: this code stays unused.
    if (!linked.length) throw conflict(familyMessages.alreadyLinked, { code: [familyMessages.alreadyLinked] });
  });
  await rateLimits.parentLink.reset(user.id);
  const [child] = await children(user.id, row.studentId);
  if (!child) throw notFound();
  return child;
}

/** The parent's linked children (or the one `onlyId`) with their summaries. */
async function linkedChildren(parentId: string, onlyId?: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname, linkedAt: parentLinks.createdAt })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .where(and(eq(parentLinks.parentId, parentId), onlyId ? eq(parentLinks.studentId, onlyId) : undefined))
    .orderBy(asc(parentLinks.createdAt), asc(users.id));
  const summaries = await studentSummaries(rows.map((r) => r.id));
  return rows.map((r) => {
    const s = summaries.get(r.id)!;
    const child: Child = {
      id: r.id,
      name: r.name,
      surname: r.surname,
      progress: s.progress,
      hollandCode: s.hollandCode,
      topCareers: s.topCareers.map(({ id, name, slug }) => ({ id, name, slug })),
      lastActiveAt: s.lastActiveAt,
      linkedAt: r.linkedAt.toISOString(),
    };
    return { child, result: s.result };
  });
}

async function children(parentId: string, onlyId?: string): Promise<Child[]> {
  return (await linkedChildren(parentId, onlyId)).map((c) => c.child);
}

/** `GET /api/parent/children`: the parent's linked children with their progress. */
export async function listChildren(user: SessionUser | null): Promise<{ items: Child[] }> {
  requireParent(user);
  return { items: await children(user.id) };
}

export type StudyOption = {
  institutionId: number;
  institutionName: string;
  institutionSlug: string;
  kind: string;
  gestion: string;
  /** The latest SUNEDU status (licenciada | denegada | otro | null): a denied place is flagged. */
  licenceStatus: string | null;
  programName: string;
  regionName: string | null;
  /** The child chose this place: in «Dónde estudiar» of her test, saved it, or marked interest in the career there. */
  chosen: boolean;
  /** Taught in the child's region (her filter's, else her school's). */
  inRegion: boolean;
  costMinCents: number | null;
  costMaxCents: number | null;
  durationYears: number | null;
  income: number | null;
  admissionRate: number | null;
  credit: boolean | null;
  scholarships: boolean | null;
  sources: Record<string, FigureSource>;
};

export type ShortlistCareer = {
  id: number;
  slug: string;
  name: string;
  area: string;
  why: string[];
  /** Her final choice in «Momento de decidir»: listed first. */
  decided: boolean;
  /** The places she chose that teach it first, then alternatives (her region first, cheapest first); `chosen` tells them apart. */
  options: StudyOption[];
};

/** The places the child chose and the region she studies in: what the parent's panel starts from. */
export type ChildChoices = { places: { id: number; name: string; slug: string }[]; region: { id: number; name: string } | null };

/** `list`: her own list («Mi lista»), as she keeps it, with where each item came from. */
export type ChildDetail = Child & { result: ResultDto | null; shortlist: ShortlistCareer[]; list: ShortlistItem[] } & ChildChoices;

/** Alternatives shown under each career, after the places she chose. */
const ALTERNATIVES_PER_CAREER = 3;

/**
 * Where the child wants to study: the places on her list (catalogue/shortlist.ts: those she saved,
 * chose in the test's «Dónde estudiar», kept with a career), then those where she marked interest
 * in a career; and her region — the one she filtered careers by, else her school's department,
 * else that of the first place she chose.
 */
async function choicesOf(childId: string, items: ShortlistItem[], filterRegionId: number | null): Promise<ChildChoices> {
  const db = await getDb();
  const listed = items.flatMap((item) => (item.institution ? [item.institution] : []));
  const enrolled = await db
    .selectDistinct({ id: institutions.id, name: institutions.name, slug: institutions.slug })
    .from(careerEnrolments)
    .innerJoin(institutions, eq(institutions.id, careerEnrolments.institutionId))
    .where(and(eq(careerEnrolments.userId, childId), eq(careerEnrolments.active, true)));
  const places = new Map<number, ChildChoices["places"][number]>();
  for (const p of [...listed, ...enrolled]) if (!places.has(p.id)) places.set(p.id, { id: p.id, name: p.name, slug: p.slug });
  let region: ChildChoices["region"] = null;
  if (filterRegionId) {
    const [row] = await db.select({ id: regions.id, name: regions.name }).from(regions).where(eq(regions.id, filterRegionId)).limit(1);
    region = row ?? null;
  }
  if (!region) {
    const [row] = await db
      .select({ id: regions.id, name: regions.name })
      .from(users)
      .innerJoin(schools, eq(schools.id, users.schoolId))
      .innerJoin(regions, sql`lower(${regions.name}) = lower(${schools.department})`)
      .where(eq(users.id, childId))
      .limit(1);
    region = row ?? null;
  }
  const list = [...places.values()];
  if (!region && list.length) {
    // No filter and no school: the region of the first place she chose.
    const [row] = await db
      .select({ id: regions.id, name: regions.name })
      .from(institutions)
      .innerJoin(regions, eq(regions.id, institutions.regionId))
      .where(eq(institutions.id, list[0].id))
      .limit(1);
    region = row ?? null;
  }
  return { places: list, region };
}

/**
 * The careers the child keeps or rated — her final choice first, then the careers on her list, then
 * those she marked interest in at an institution, then her ratings from the highest; when there are none yet, the test's
 * top 3 — each with the places she chose that teach it and then alternatives, her region first.
 */
async function shortlistOf(
  childId: string,
  result: ResultDto | null,
): Promise<{ shortlist: ShortlistCareer[]; list: ShortlistItem[] } & ChildChoices> {
  const db = await getDb();
  const why = new Map<number, string[]>();
  const add = (id: number, reason: string) => why.set(id, [...(why.get(id) ?? []), reason]);
  const decided = result?.decision?.careerId ?? null;
  if (decided) add(decided, "Es su elección en «Momento de decidir»");
  const list = await listShortlist(childId);
  for (const item of list) {
    if (!item.career || item.kind !== "career") continue;
    if (item.source === "result") add(item.career.id, "Le interesó en su resultado (está en su lista)");
    else if (item.career.id !== decided) add(item.career.id, "La eligió en el test (está en su lista)");
  }
  const enrolled = await db
    .select({ careerId: careerEnrolments.careerId, institutionId: careerEnrolments.institutionId, institution: institutions.name })
    .from(careerEnrolments)
    .innerJoin(institutions, eq(institutions.id, careerEnrolments.institutionId))
    .where(and(eq(careerEnrolments.userId, childId), eq(careerEnrolments.active, true)));
  for (const e of enrolled) add(e.careerId, `Le interesa estudiarla en ${e.institution}`);
  const [latest] = await db
    .select({ id: vocationalProcesses.id })
    .from(vocationalProcesses)
    .where(eq(vocationalProcesses.userId, childId))
    .orderBy(desc(vocationalProcesses.createdAt))
    .limit(1);
  let filterRegionId: number | null = null;
  if (latest) {
    const rows = await db
      .select({ section: vocationalSections.section, answers: vocationalSections.answers })
      .from(vocationalSections)
      .where(and(eq(vocationalSections.processId, latest.id), inArray(vocationalSections.section, ["evaluate", "career-filter"])));
    const evaluate = rows.find((r) => r.section === "evaluate")?.answers ?? {};
    const ratings = Object.entries(evaluate)
      .filter(([id, rating]) => typeof rating === "number" && Number.isInteger(Number(id)))
      .sort(([, a], [, b]) => (b as number) - (a as number));
    for (const [id, rating] of ratings) add(Number(id), `La calificó con ${rating} de 5`);
    const regionId = rows.find((r) => r.section === "career-filter")?.answers?.regionId;
    filterRegionId = typeof regionId === "number" ? regionId : null;
  }
  if (!why.size) result?.suggestions.slice(0, 3).forEach((s, i) => add(s.careerId, `Sugerida por su test (n.º ${i + 1})`));
  const choices = await choicesOf(childId, list, filterRegionId);
  const ids = [...why.keys()].slice(0, 8);
  if (!ids.length) return { shortlist: [], list, ...choices };
  const chosenPlaces = new Set([...choices.places.map((p) => p.id), ...enrolled.map((e) => e.institutionId)]);
  const careerRows = await db
    .select({ id: careers.id, slug: careers.slug, name: careers.name, area: careers.area })
    .from(careers)
    .where(inArray(careers.id, ids));
  const offers = await db
    .select({
      careerId: offerings.careerId,
      institutionId: institutions.id,
      institutionName: institutions.name,
      institutionSlug: institutions.slug,
      kind: institutions.kind,
      gestion: institutions.gestion,
      licenceStatus: institutions.licenceStatus,
      programName: offerings.programName,
      regionId: offerings.regionId,
      regionName: offerings.regionName,
      costMinCents: offerings.costMinCents,
      costMaxCents: offerings.costMaxCents,
      durationYears: offerings.durationYears,
      income: offerings.income,
      admissionRate: offerings.admissionRate,
      credit: offerings.credit,
      scholarships: offerings.scholarships,
      sources: offerings.sources,
    })
    .from(offerings)
    .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
    .where(and(inArray(offerings.careerId, ids), eq(institutions.visible, true)));
  const regionId = choices.region?.id ?? null;
  const inRegion = (o: (typeof offers)[number]) => regionId !== null && o.regionId === regionId;
  // Her places first; then licensed before denied (a denied university only when she chose it);
  // then her region; then those with a published cost; cheapest first.
  const rank = (o: (typeof offers)[number]) =>
    (chosenPlaces.has(o.institutionId) ? 0 : 16) +
    (o.licenceStatus === "denegada" && !chosenPlaces.has(o.institutionId) ? 8 : 0) +
    (inRegion(o) ? 0 : 4) +
    (o.costMinCents ? 0 : 2);
  const order = new Map(ids.map((id, i) => [id, i]));
  const shortlist = careerRows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((c) => {
      const seen = new Set<number>();
      const sorted = offers
        .filter((o) => o.careerId === c.id)
        .sort(
          (a, b) =>
            rank(a) - rank(b) ||
            (a.costMinCents ?? 1e12) - (b.costMinCents ?? 1e12) ||
            a.institutionName.localeCompare(b.institutionName, "es"),
        )
        .filter((o) => (seen.has(o.institutionId) ? false : (seen.add(o.institutionId), true)));
      const mine = sorted.filter((o) => chosenPlaces.has(o.institutionId));
      const others = sorted.filter((o) => !chosenPlaces.has(o.institutionId)).slice(0, ALTERNATIVES_PER_CAREER);
      const options = [...mine, ...others].map((o) => {
        const { careerId: _career, regionId: _region, ...option } = o;
        return { ...option, chosen: chosenPlaces.has(o.institutionId), inRegion: inRegion(o), sources: o.sources ?? {} };
      });
      return { ...c, why: why.get(c.id) ?? [], decided: c.id === decided, options };
    });
  return { shortlist, list, ...choices };
}

/** A linked child's progress, result (as the child sees it) and shortlist with costs; 404 when not linked. */
export async function childDetail(user: SessionUser | null, childId: string): Promise<ChildDetail> {
  requireParent(user);
  const [found] = await linkedChildren(user.id, childId);
  if (!found) throw notFound("No encontramos a ese estudiante entre tus hijos vinculados.");
  return { ...found.child, result: found.result, ...(await shortlistOf(childId, found.result)) };
}

/** Every linked child with result and shortlist (the parent's panel). */
export async function childDetails(user: SessionUser | null): Promise<ChildDetail[]> {
  requireParent(user);
  const found = await linkedChildren(user.id);
  return Promise.all(found.map(async (c) => ({ ...c.child, result: c.result, ...(await shortlistOf(c.child.id, c.result)) })));
}
