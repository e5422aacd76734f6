import "server-only";
import { and, asc, desc, eq, inArray, isNull, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { InstitutionList, InstitutionListQuery } from "@/lib/contracts/catalogue";
import { getDb } from "@/lib/db/client";
import { careers, institutions, regions, shortlistItems } from "@/lib/db/schema";
import { containsPattern } from "@/lib/db/sql";
import { env } from "@/lib/config/env";
import { cardColumns, checkedSql, effectiveLicenceStatusSql, toCard, type CardRow } from "./institution-card";
import { institutionSearchText, namesCareer, searchWordCondition, searchWords } from "./search-text";
import { cachedPage } from "./search-cache";

/**
 * The recommended order's first key: licensed by SUNEDU (0), no public data — the institutes (1),
 * then any other status: denied, in process… (2).
 */
const licenceRank: SQL = sql`case when ${effectiveLicenceStatusSql} = 'licenciada' then 0 when ${effectiveLicenceStatusSql} is null then 1 else 2 end`;

/** The careers a search names (see `namesCareer`), at most 8. */
export async function careersNamedBy(words: string[]): Promise<{ id: number; slug: string; name: string }[]> {
  if (!words.length) return [];
  const db = await getDb();
  const all = await db.select({ id: careers.id, slug: careers.slug, name: careers.name }).from(careers).orderBy(asc(careers.name));
  return all.filter((c) => namesCareer(c.name, words)).slice(0, 8);
}

function filters(query: InstitutionListQuery, words: string[], careerIds: number[] = []): SQL | undefined {
  // A search finds institutions by name or acronym, and those that teach a career it names.
  const byName = words.length ? and(...words.map(searchWordCondition)) : undefined;
  const byCareer = careerIds.length
    ? sql`exists(select 1 from offerings o where o.institution_id = ${institutions.id} and o.career_id in (${sql.join(
        careerIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : undefined;
  const conditions: (SQL | undefined)[] = [eq(institutions.visible, true), byCareer ? or(byName, byCareer) : byName];
  if (query.type) conditions.push(eq(institutions.kind, query.type));
  if (query.gestion) conditions.push(eq(institutions.gestion, query.gestion));
  if (query.region) conditions.push(eq(regions.slug, query.region));
  if (query.career) {
    conditions.push(
      sql`exists(select 1 from offerings o join careers c on c.id = o.career_id where o.institution_id = ${institutions.id} and c.slug = ${query.career})`,
    );
  }
  // The licence as the page concludes it (a denial PRONABEC's 2026 list contradicts is «otro»).
  if (query.licence === "sin-dato") conditions.push(isNull(institutions.licenceStatus));
  else if (query.licence === "otro") {
    conditions.push(sql`${effectiveLicenceStatusSql} not in ('licenciada', 'denegada')`);
  } else if (query.licence) conditions.push(sql`${effectiveLicenceStatusSql} = ${query.licence}`);
  if (query.beca18) conditions.push(isNotNull(institutions.beca18Group));
  return and(...conditions);
}

/**
 * `GET /api/institution`: search (accent- and case-insensitive, by name or acronym: "san marcos",
 * "UNMSM"), filters, sort and pages. With a user, `checked` says whether it is in their list.
 *
 * The page itself is the same for everyone, so it is kept in memory for a short while
 * (`RUMBO_SEARCH_CACHE_SECONDS`, keyed by the folded words, filters, sort and page: "San Marcos"
 * and "san marcos" share one entry); `checked` is never cached, it is read for each request.
 */
export async function listInstitutions(query: InstitutionListQuery, userId?: string | null): Promise<InstitutionList> {
  const words = searchWords(query.search);
  const key = JSON.stringify([
    words,
    query.type,
    query.gestion,
    query.region,
    query.career,
    query.licence,
    query.beca18,
    query.sort,
    query.page,
    query.perPage,
  ]);
  const page = await cachedPage(key, env().RUMBO_SEARCH_CACHE_SECONDS, () => queryInstitutionPage(query));
  return userId ? withChecked(page, userId) : page;
}

/** The page with `checked` set from the user's saved list (one indexed query for the page's ids). */
async function withChecked(page: InstitutionList, userId: string): Promise<InstitutionList> {
  if (!page.items.length) return page;
  const saved = await savedAmong(
    userId,
    page.items.map((item) => item.id),
  );
  return { ...page, items: page.items.map((item) => ({ ...item, checked: saved.has(item.id) })) };
}

/** Which of `ids` are on the user's list (shortlist.ts): the personal part added to cached, shared data. */
export async function savedAmong(userId: string, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ id: shortlistItems.institutionId })
    .from(shortlistItems)
    .where(and(eq(shortlistItems.userId, userId), inArray(shortlistItems.institutionId, ids)));
  return new Set(rows.map((row) => row.id!));
}

/** The directory page straight from the database, for a visitor (`checked` false); not cached. */
export async function queryInstitutionPage(query: InstitutionListQuery): Promise<InstitutionList> {
  const db = await getDb();
  const words = searchWords(query.search);
  const named = await careersNamedBy(words);
  const where = filters(
    query,
    words,
    named.map((c) => c.id),
  );
  const columns = cardColumns(checkedSql(null));
  const phrase = words.join(" ");
  // No sort chosen («Recomendado»): relevance when searching, else the larger institutions — and
  // in both, licensed ones before those SUNEDU denied (a student cannot enrol there).
  const recommended = !query.sort;
  const sort = query.sort ?? (words.length ? "relevancia" : "carreras");

  const order: SQL[] = [];
  if (sort === "relevancia" && words.length) {
    // An exact acronym first, then the whole phrase in the name, then larger institutions.
    order.push(
      sql`case when lower(coalesce(${institutions.shortName}, '')) = ${phrase} then 0 when ${institutionSearchText} like ${containsPattern(phrase)} then 1 else 2 end`,
    );
  }
  if (sort === "nombre") order.push(asc(institutions.name));
  else if (sort === "-nombre") order.push(desc(institutions.name));
  else if (sort === "region") order.push(sql`${regions.name} asc nulls last`, asc(institutions.name));
  // Relevance ties: universities, then the shortest (closest) name. Not the career count, so that
  // Postgres computes that subquery only for the rows of the page (it postpones it past the limit).
  // The licence comes after how well the name matches: searching a denied university by its name
  // still finds it first.
  else if (sort === "relevancia")
    order.push(asc(institutions.kind), ...(recommended ? [licenceRank] : []), sql`length(${institutions.name})`, asc(institutions.name));
  else if (recommended) order.push(licenceRank, asc(institutions.kind), desc(columns.careerCount), asc(institutions.name));
  else order.push(asc(institutions.kind), desc(columns.careerCount), asc(institutions.name));
  order.push(asc(institutions.id));

  const offset = (query.page - 1) * query.perPage;
  // One round trip: the total comes with the page (a window count); only a page past the end
  // needs a second query to know it.
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()` })
    .from(institutions)
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset(offset);
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && offset > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(institutions)
      .leftJoin(regions, eq(regions.id, institutions.regionId))
      .where(where);
    total = Number(counted.total);
  }
  return {
    items: (rows as CardRow[]).map(toCard),
    total,
    page: query.page,
    perPage: query.perPage,
    pages: Math.ceil(total / query.perPage),
    careers: named.map(({ slug, name }) => ({ slug, name })),
  };
}

/** Cards of the given institutions, in the given order (the comparator and the saved list). */
export async function institutionCardsBySlugs(slugs: string[], userId?: string | null) {
  if (!slugs.length) return [];
  const db = await getDb();
  const rows = (await db
    .select(cardColumns(checkedSql(userId)))
    .from(institutions)
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .where(and(inArray(institutions.slug, slugs), eq(institutions.visible, true)))) as CardRow[];
  const bySlug = new Map(rows.map((r) => [r.slug, toCard(r)]));
  return slugs.map((s) => bySlug.get(s)).filter((c) => c !== undefined);
}

export async function institutionCardsByIds(ids: number[], userId?: string | null) {
  if (!ids.length) return [];
  const db = await getDb();
  const rows = (await db
    .select(cardColumns(checkedSql(userId)))
    .from(institutions)
    .leftJoin(regions, eq(regions.id, institutions.regionId))
    .where(and(inArray(institutions.id, ids), eq(institutions.visible, true)))) as CardRow[];
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}

/**
 * Regions for the directory's filter: those with a visible institution (the compiled «Lima
 * Metropolitana» row holds none, so Lima appears once), in Spanish order (Áncash after Amazonas).
 */
export async function listRegions(): Promise<{ slug: string; name: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ slug: regions.slug, name: regions.name })
    .from(regions)
    .where(sql`exists(select 1 from institutions i where i.region_id = ${regions.id} and i.visible)`);
  return rows.sort((a, b) => a.name.localeCompare(b.name, "es"));
}
