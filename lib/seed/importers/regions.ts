/**
 * regions_pe.csv → `regions` (natural key: RENIEC ubigeo). Also the region lookups the other
 * importers use (by name as Ponte en Carrera writes it, by a university's ubigeo).
 */
import { regions } from "@/lib/db/schema";
import { blankToNull, parseDecimal, type CsvFile } from "../parse";
import { requireColumns } from "../sources";
import { normalizeName, slugify } from "../text";
import { keysOf, upsert, type Exec, type UpsertCounts } from "../upsert";

export type RegionRow = {
  ubigeoReniec: string;
  ubigeoInei: string;
  slug: string;
  name: string;
  kind: string;
  iso: string | null;
  capital: string | null;
  areaKm2: number | null;
  lat: number | null;
  lng: number | null;
  source: string;
  note: string | null;
};

export function buildRegions(file: CsvFile): RegionRow[] {
  requireColumns(file, ["ubigeo_inei", "ubigeo_reniec", "nombre", "tipo", "fuente"]);
  return file.rows.map(({ values: r }) => ({
    ubigeoReniec: r.ubigeo_reniec.trim(),
    ubigeoInei: r.ubigeo_inei.trim(),
    slug: slugify(r.nombre),
    name: r.nombre.trim(),
    kind: r.tipo.trim(),
    iso: blankToNull(r.iso_3166_2),
    capital: blankToNull(r.capital),
    areaKm2: parseDecimal(r.superficie_km2),
    lat: parseDecimal(r.latitud_capital),
    lng: parseDecimal(r.longitud_capital),
    source: r.fuente.trim(),
    note: blankToNull(r.nota),
  }));
}

/**
 * Region lookup by name as Ponte en Carrera writes it ("Junin", "Ancash", "Lima").
 *
 * Rule for Lima: Ponte en Carrera's "Lima" is the whole department (it does not separate
 * Lima Metropolitana from Lima Provincias), so it maps to the department row "Lima"
 * (RENIEC 14, the same row universities reach through the first two digits of their ubigeo).
 * The optional "Lima Metropolitana" row (RENIEC 1401) is only matched by its own name.
 */
export function regionIndex(regions: RegionRow[]) {
  const byName = new Map<string, RegionRow>();
  const byReniec = new Map<string, RegionRow>();
  for (const r of regions) {
    byName.set(normalizeName(r.name), r);
    byReniec.set(r.ubigeoReniec, r);
  }
  return {
    byName: (name: string) => byName.get(normalizeName(name)),
    /** The department of a 6-digit ubigeo (its first two digits are the RENIEC department code). */
    byUbigeo: (ubigeo: string) => (ubigeo.length >= 2 ? byReniec.get(ubigeo.slice(0, 2)) : undefined),
  };
}

export type RegionLookup = ReturnType<typeof regionIndex>;

export function importRegions(db: Exec, rows: RegionRow[]): Promise<UpsertCounts> {
  return upsert(db, regions, rows, [regions.ubigeoReniec], keysOf(rows[0], ["ubigeoReniec"]));
}

/** RENIEC ubigeo → region id, as the database has them now. */
export async function regionIds(db: Exec): Promise<Map<string, number>> {
  return new Map((await db.select({ id: regions.id, u: regions.ubigeoReniec }).from(regions)).map((r) => [r.u, r.id]));
}
