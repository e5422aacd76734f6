/**
 * The one write path of the catalogue importers: a batched upsert by natural key that leaves
 * unchanged rows alone and, with `keepEdited`, keeps the columns an admin edited
 * (`edited_fields`). No "server-only": this runs from tsx scripts and the test harness too.
 */
import { and, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";

const BATCH = 500;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;

/** What an importer did: rows inserted and rows updated (the others were unchanged). */
export type UpsertCounts = { inserted: number; updated: number };

/** The keys of a built row, except the natural key (the columns an upsert updates). */
export const keysOf = (obj: Record<string, unknown>, except: string[] = []) => Object.keys(obj).filter((k) => !except.includes(k));

/**
 * Inserts rows in batches; on a conflict on `target` updates the `update` columns, but only when
 * one of them differs (so that an unchanged row is not rewritten). `onlyWhen` adds a condition
 * to the update. Returns how many rows were inserted and updated.
 */
export async function upsert<T extends PgTable>(
  tx: Exec,
  table: T,
  rows: Record<string, unknown>[],
  target: PgColumn[],
  update: string[],
  opts: { touch?: string; onlyWhen?: SQL; keepEdited?: boolean } = {},
): Promise<UpsertCounts> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const incoming = (key: string): SQL => {
    const excluded = sql.raw(`excluded."${columns[key].name}"`);
    if (!opts.keepEdited) return excluded;
    const edited = columns.editedFields;
    // A column an admin edited keeps its value; `sources` keeps the entries of the edited figures.
    if (key === "sources") {
      return sql`${excluded} || coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(${columns[key]}) e where e.key = any(${edited})), '{}'::jsonb)`;
    }
    return sql`case when ${key} = any(${edited}) then ${columns[key]} else ${excluded} end`;
  };
  const set: Record<string, SQL> = {};
  for (const key of update) set[key] = incoming(key);
  if (opts.touch) set[opts.touch] = sql`now()`;
  const changed = sql`(${sql.join(
    update.map((k) => sql`${columns[k]}`),
    sql`, `,
  )}) IS DISTINCT FROM (${sql.join(
    update.map((k) => incoming(k)),
    sql`, `,
  )})`;
  const setWhere = opts.onlyWhen ? and(changed, opts.onlyWhen) : changed;
  let inserted = 0;
  let updated = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    // The generic table type defeats Drizzle's inference of values(); the rows are built to match.
    const result = (await (
      tx.insert(table) as unknown as {
        values: (v: Record<string, unknown>[]) => {
          onConflictDoUpdate: (c: { target: PgColumn[]; set: Record<string, SQL>; setWhere?: SQL }) => {
            returning: (r: Record<string, SQL>) => Promise<{ inserted: boolean }[]>;
          };
        };
      }
    )
      .values(batch)
      .onConflictDoUpdate({ target, set, setWhere })
      .returning({ inserted: sql<boolean>`(xmax = 0)` })) as { inserted: boolean }[];
    for (const r of result) {
      if (r.inserted) inserted++;
      else updated++;
    }
  }
  return { inserted, updated };
}
