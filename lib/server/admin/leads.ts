import "server-only";
import { and, asc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminLead, LeadExportQuery, LeadListQuery } from "@/lib/contracts/admin-sales";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { careers, institutions, leads } from "@/lib/db/schema";
import { csvDocument } from "../csv";
import { limaParts } from "@/lib/utils/lima-time";
import { limaDayRange, orderFrom } from "./ops-common";
import { likePattern, paged, pageWindow } from "../paging";
import { requireAdmin } from "../access";

const institutionName = sql<string | null>`coalesce(${institutions.name}, ${leads.institutionName})`;
const careerName = sql<string | null>`coalesce(${careers.name}, ${leads.careerName})`;
const leadColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  origin: leads.origin,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  phoneVerifiedAt: leads.phoneVerifiedAt,
  institutionId: leads.institutionId,
  institutionName,
  careerId: leads.careerId,
  careerName,
  description: leads.description,
};
type LeadRow = Omit<AdminLead, "createdAt" | "phoneVerified"> & { createdAt: Date; phoneVerifiedAt: Date | null };
const toLead = ({ phoneVerifiedAt, ...r }: LeadRow): AdminLead => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  phoneVerified: Boolean(phoneVerifiedAt),
});

function leadWhere(query: LeadExportQuery): SQL | undefined {
  const conds: SQL[] = [];
  if (query.institutionId) conds.push(eq(leads.institutionId, query.institutionId));
  if (query.careerId) conds.push(eq(leads.careerId, query.careerId));
  const { start, end } = limaDayRange(query.from, query.to);
  if (start) conds.push(gte(leads.createdAt, start));
  if (end) conds.push(lt(leads.createdAt, end));
  if (query.search) {
    const p = likePattern(query.search);
    conds.push(or(ilike(leads.name, p), ilike(leads.email, p), ilike(leads.phone, p))!);
  }
  return conds.length ? and(...conds) : undefined;
}

const leadOrder = (sort: string | undefined) =>
  orderFrom(sort, { createdAt: leads.createdAt, name: leads.name, institution: institutionName }, "-createdAt");

function leadQuery(db: Awaited<ReturnType<typeof getDb>>) {
  return db
    .select(leadColumns)
    .from(leads)
    .leftJoin(institutions, eq(institutions.id, leads.institutionId))
    .leftJoin(careers, eq(careers.id, leads.careerId));
}

/** `GET /api/admin/leads`: filtered by institution, career and Lima days, searched by name, e-mail or phone. */
export async function listLeads(viewer: SessionUser | null, query: LeadListQuery) {
  requireAdmin(viewer);
  const where = leadWhere(query);
  const order = leadOrder(query.sort);
  const db = await getDb();
  const { offset, limit } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    leadQuery(db).where(where).orderBy(order, asc(leads.id)).limit(limit).offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(leads)
      .where(where),
  ]);
  return paged(rows.map(toLead), Number(total), query);
}

const EXPORT_LIMIT = 50_000;

/** `GET /api/admin/leads/export.csv`: the same filters, every row (up to 50 000), as CSV. */
export async function exportLeadsCsv(viewer: SessionUser | null, query: LeadExportQuery): Promise<string> {
  requireAdmin(viewer);
  const db = await getDb();
  const rows = await leadQuery(db).where(leadWhere(query)).orderBy(leadOrder(query.sort), asc(leads.id)).limit(EXPORT_LIMIT);
  const header = [
    "id",
    "fecha (Lima)",
    "origen",
    "nombre",
    "correo",
    "teléfono",
    "teléfono verificado",
    "institución",
    "carrera",
    "mensaje",
  ];
  return csvDocument(
    header,
    rows.map((r) => {
      const { day, time } = limaParts(r.createdAt);
      return [
        r.id,
        `${day} ${time}`,
        r.origin,
        r.name,
        r.email,
        r.phone,
        r.phoneVerifiedAt ? "sí" : "no",
        r.institutionName,
        r.careerName,
        r.description,
      ];
    }),
  );
}

/** Institutions and careers that have leads, for the filters. */
export async function leadFilterOptions(viewer: SessionUser | null) {
  requireAdmin(viewer);
  const db = await getDb();
  const [inst, car] = await Promise.all([
    db
      .selectDistinct({ id: institutions.id, name: institutions.name })
      .from(leads)
      .innerJoin(institutions, eq(institutions.id, leads.institutionId))
      .where(isNotNull(leads.institutionId))
      .orderBy(asc(institutions.name))
      .limit(1000),
    db
      .selectDistinct({ id: careers.id, name: careers.name })
      .from(leads)
      .innerJoin(careers, eq(careers.id, leads.careerId))
      .where(isNotNull(leads.careerId))
      .orderBy(asc(careers.name))
      .limit(1000),
  ]);
  return { institutions: inst, careers: car };
}
