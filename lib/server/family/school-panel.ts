import "server-only";
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { riasecNames, type RiasecType } from "@/lib/content/vocational";
import type { Paged } from "@/lib/contracts/admin";
import {
  familyMessages,
  type Cohort,
  type CounsellorCodeInput,
  type PanelStudent,
  type SchoolCodeDto,
  type SchoolPanelFilters,
  type SchoolPanelQuery,
} from "@/lib/contracts/family";
import type { SessionUser } from "@/lib/contracts/session";
import type { ResultDto } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { schoolCodes, schools, users } from "@/lib/db/schema";
import { likePattern, pageWindow, paged, sortOf } from "../paging";
import { forbidden, notFound, unauthorized } from "../http/errors";
import { createSchoolCode, gradeSectionCode } from "../membership/school-codes";
import { csvCell } from "../csv";
import { studentSummaries, studentSummary, type StudentSummary } from "./progress";

/** The counsellor's school: 401 without a session, 403 for any account that is not a counsellor. */
export function counsellorSchool(user: SessionUser | null | undefined): number {
  if (!user) throw unauthorized();
  if (user.role !== "school" || !user.schoolId) throw forbidden(familyMessages.notCounsellor);
  return user.schoolId;
}

/** The same rule for server components: what to show instead of the page. */
export function counsellorAccess(user: SessionUser | null | undefined): "ok" | "login" | "forbidden" {
  if (!user) return "login";
  return user.role === "school" && user.schoolId ? "ok" : "forbidden";
}

/**
 * The students a counsellor may see: of the counsellor's school (they joined it with a code)
 * and sharing with it now. Withdrawing the consent removes a student from every query at once.
 */
function visibleStudents(schoolId: number): SQL {
  return and(eq(users.schoolId, schoolId), eq(users.shareWithSchool, true), or(eq(users.role, "user"), isNull(users.role)))!;
}

const studentColumns = { id: users.id, name: users.name, surname: users.surname, grade: users.grade, section: users.section };
type StudentRow = { id: string; name: string; surname: string; grade: string | null; section: string | null };

const sortable = ["surname", "name", "grade", "section", "createdAt"] as const;
const sortColumn = {
  surname: users.surname,
  name: users.name,
  grade: users.grade,
  section: users.section,
  createdAt: users.createdAt,
} as const;

function filtersOf(schoolId: number, query: SchoolPanelFilters): SQL {
  const term = query.search ? likePattern(query.search) : null;
  return and(
    visibleStudents(schoolId),
    query.grade ? eq(users.grade, query.grade) : undefined,
    query.section ? eq(sql`upper(${users.section})`, query.section.toUpperCase()) : undefined,
    term ? or(ilike(users.name, term), ilike(users.surname, term), ilike(sql`${users.name} || ' ' || ${users.surname}`, term)) : undefined,
  )!;
}

const toPanelStudent = (row: StudentRow, s: StudentSummary): PanelStudent => ({
  ...row,
  progress: s.progress,
  hollandCode: s.hollandCode,
  topCareers: s.topCareers.map(({ id, name, slug }) => ({ id, name, slug })),
  lastActiveAt: s.lastActiveAt,
});

/** `GET /api/school/panel/students`: one page of the school's consenting students with their progress. */
export async function listPanelStudents(user: SessionUser | null, query: SchoolPanelQuery): Promise<Paged<PanelStudent>> {
  const schoolId = counsellorSchool(user);
  const db = await getDb();
  const where = filtersOf(schoolId, query);
  const sort = sortOf(query.sort, sortable, "surname");
  const order = sort.desc ? desc(sortColumn[sort.key]) : asc(sortColumn[sort.key]);
  const { offset, limit } = pageWindow(query);
  const rows = await db
    .select(studentColumns)
    .from(users)
    .where(where)
    .orderBy(order, asc(users.name), asc(users.id))
    .offset(offset)
    .limit(limit);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const summaries = await studentSummaries(rows.map((r) => r.id));
  return paged(
    rows.map((r) => toPanelStudent(r, summaries.get(r.id)!)),
    Number(total),
    query,
  );
}

/** Every consenting student matching the filters, with their summaries (cohort and CSV). */
async function allStudents(schoolId: number, query: SchoolPanelFilters) {
  const db = await getDb();
  const rows = await db
    .select(studentColumns)
    .from(users)
    .where(filtersOf(schoolId, query))
    .orderBy(asc(users.surname), asc(users.name), asc(users.id))
    .limit(2000);
  const summaries = await studentSummaries(rows.map((r) => r.id));
  return rows.map((r) => ({ row: r, summary: summaries.get(r.id)! }));
}

const tally = (values: string[], limit: number) =>
  [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())]
    .map(([label, n]) => ({ label, count: n }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "es"))
    .slice(0, limit);

/**
 * The cohort view: how many consenting students joined, started and finished; their main
 * interest type; the careers and areas most often among their top 3. Students who do not share
 * are only counted (`notSharing`), never described.
 */
export async function schoolCohort(user: SessionUser | null, query: SchoolPanelFilters = {}): Promise<Cohort> {
  const schoolId = counsellorSchool(user);
  const db = await getDb();
  const students = await allStudents(schoolId, query);
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId)).limit(1);
  const [{ others }] = await db
    .select({ others: count() })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.shareWithSchool, false), or(eq(users.role, "user"), isNull(users.role))));
  const classes = await db.selectDistinct({ grade: users.grade, section: users.section }).from(users).where(visibleStudents(schoolId));
  const grades = [...new Set(classes.map((c) => c.grade).filter((g): g is string => Boolean(g)))].sort();
  const sections = [...new Set(classes.map((c) => c.section?.toUpperCase()).filter((v): v is string => Boolean(v)))].sort();
  const letters = students.map((s) => s.summary.hollandCode?.charAt(0)).filter((l): l is RiasecType => Boolean(l && l in riasecNames));
  const byLetter = tally(letters, 6);
  const undifferentiated = students.filter((s) => s.summary.result && !s.summary.hollandCode).length;
  const top = students.flatMap((s) => s.summary.topCareers);
  return {
    schoolName: school?.name ?? "",
    joined: students.length,
    started: students.filter((s) => s.summary.progress.started).length,
    finished: students.filter((s) => s.summary.progress.finished).length,
    notSharing: Number(others),
    interestTypes: [
      ...byLetter.map((t) => ({ letter: t.label, label: riasecNames[t.label as RiasecType], count: t.count })),
      ...(undifferentiated ? [{ letter: "-", label: "Perfil poco diferenciado", count: undifferentiated }] : []),
    ],
    careers: tally(
      top.map((c) => c.name),
      8,
    ),
    areas: tally(
      top.map((c) => c.area.charAt(0).toUpperCase() + c.area.slice(1)),
      8,
    ),
    grades,
    sections,
  };
}

/** `GET /api/school/panel/students.csv`: the filtered list as CSV (no e-mail, phone or answers). */
export async function panelStudentsCsv(user: SessionUser | null, query: SchoolPanelFilters): Promise<string> {
  const schoolId = counsellorSchool(user);
  const students = await allStudents(schoolId, query);
  const header = [
    "nombre",
    "apellido",
    "grado",
    "seccion",
    "secciones_completas",
    "secciones_total",
    "termino",
    "codigo_holland",
    "carreras",
    "ultima_actividad",
  ];
  const lines = students.map(({ row, summary: s }) =>
    [
      row.name,
      row.surname,
      row.grade ?? "",
      row.section ?? "",
      s.progress.sectionsDone,
      s.progress.sectionsTotal,
      s.progress.finished ? "sí" : "no",
      s.hollandCode ?? "",
      s.topCareers.map((c) => c.name).join(" | "),
      s.lastActiveAt ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

/** One consenting student of the counsellor's school with their result; 404 for anyone else. */
export async function panelStudent(user: SessionUser | null, studentId: string): Promise<PanelStudent & { result: ResultDto | null }> {
  const schoolId = counsellorSchool(user);
  const db = await getDb();
  const [row] = await db
    .select(studentColumns)
    .from(users)
    .where(and(eq(users.id, studentId), visibleStudents(schoolId)))
    .limit(1);
  if (!row) throw notFound("No encontramos a ese estudiante entre los que comparten su avance con tu colegio.");
  const summary = await studentSummary(row.id);
  return { ...toPanelStudent(row, summary), result: summary.result };
}

const codeDto = (r: {
  id: number;
  code: string;
  grade: string | null;
  section: string | null;
  uses: number;
  maxUses: number | null;
  expiresAt: Date | null;
  active: boolean;
}): SchoolCodeDto => ({
  ...r,
  expiresAt: r.expiresAt?.toISOString() ?? null,
});

/** `POST /api/school/panel/codes`: a code of the counsellor's school for one grade and section. */
export async function createCounsellorCode(user: SessionUser | null, input: CounsellorCodeInput): Promise<SchoolCodeDto> {
  const schoolId = counsellorSchool(user);
  const db = await getDb();
  const section = input.section.toUpperCase();
  const row = await createSchoolCode(db, {
    schoolId,
    generate: gradeSectionCode(input.grade, section),
    grade: input.grade,
    section,
    maxUses: input.maxUses ?? null,
    expiresAt: input.days ? new Date(Date.now() + input.days * 24 * 60 * 60 * 1000) : null,
  });
  const { id, code, grade, uses, maxUses, expiresAt, active } = row;
  return codeDto({ id, code, grade, section: row.section, uses, maxUses, expiresAt, active });
}

/** The codes of the counsellor's school for a grade and section, newest first. */
export async function listCounsellorCodes(user: SessionUser | null): Promise<SchoolCodeDto[]> {
  const schoolId = counsellorSchool(user);
  const db = await getDb();
  const rows = await db
    .select({
      id: schoolCodes.id,
      code: schoolCodes.code,
      grade: schoolCodes.grade,
      section: schoolCodes.section,
      uses: schoolCodes.uses,
      maxUses: schoolCodes.maxUses,
      expiresAt: schoolCodes.expiresAt,
      active: schoolCodes.active,
    })
    .from(schoolCodes)
    .where(and(eq(schoolCodes.schoolId, schoolId), sql`${schoolCodes.grade} is not null`))
    .orderBy(desc(schoolCodes.createdAt), desc(schoolCodes.id))
    .limit(50);
  return rows.map(codeDto);
}
