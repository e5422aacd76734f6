import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { InstitutionCard, LicenceDto } from "@/lib/contracts/catalogue";
import { BECA18_SOURCE, SUNEDU_VERIFY } from "@/lib/content/catalogue/sources";
import { institutions, regions } from "@/lib/db/schema";
import { licenceStatusLabel } from "@/lib/format/licence";

export const SUNEDU_LICENCE_SOURCE = "SUNEDU, datos abiertos «Licenciamiento Institucional»";
export const INSTITUTES_LICENCE_NOTE = "No hay datos públicos de licenciamiento para institutos en la fuente";

/** Columns of a card (explicit: never a whole row). `checked` is computed by the caller. */
export function cardColumns(checked: SQL<boolean>) {
  return {
    id: institutions.id,
    name: institutions.name,
    kind: institutions.kind,
    logo: institutions.logo,
    slug: institutions.slug,
    sentence: institutions.sentence,
    shortName: institutions.shortName,
    gestion: institutions.gestion,
    regionSlug: regions.slug,
    regionName: regions.name,
    province: institutions.province,
    district: institutions.district,
    licenceStatus: institutions.licenceStatus,
    licenceLabel: institutions.licenceLabel,
    licenceDataCut: institutions.licenceDataCut,
    licenceCutStatus: institutions.licenceCutStatus,
    licenceCutLabel: institutions.licenceCutLabel,
    licenceStartDate: institutions.licenceStart,
    licenceEndDate: institutions.licenceEnd,
    laterStatusSource: institutions.laterStatusSource,
    careerCount: sql<number>`(select count(*) from offerings o where o.institution_id = ${institutions.id})::int`,
    confirmedCareerCount: sql<number>`(select count(distinct l.offering_id) from beca18_listings l where l.institution_id = ${institutions.id})::int`,
    beca18Rows: sql<number>`(select count(*) from beca18_listings l where l.institution_id = ${institutions.id})::int`,
    beca18Group: institutions.beca18Group,
    checked,
  };
}

export type CardRow = {
  id: number;
  name: string;
  kind: "universidad" | "instituto";
  logo: string | null;
  slug: string;
  sentence: string | null;
  shortName: string | null;
  gestion: "publica" | "privada";
  regionSlug: string | null;
  regionName: string | null;
  province: string | null;
  district: string | null;
  licenceStatus: string | null;
  licenceLabel: string | null;
  licenceDataCut: string | null;
  licenceCutStatus?: string | null;
  licenceCutLabel?: string | null;
  licenceStartDate?: string | null;
  licenceEndDate?: string | null;
  laterStatusSource?: string | null;
  careerCount: number;
  confirmedCareerCount?: number;
  beca18Rows?: number;
  beca18Group?: number | null;
  checked: boolean;
};

type LicenceRow = Pick<CardRow, "kind" | "licenceStatus" | "licenceLabel" | "licenceDataCut"> &
  Partial<
    Pick<CardRow, "licenceCutStatus" | "licenceCutLabel" | "licenceStartDate" | "licenceEndDate" | "laterStatusSource" | "beca18Group">
  >;

/**
 * The one rule for a licence a later official source contradicts: a university SUNEDU denied
 * (2022 cut or later resolution) that PRONABEC lists as eligible for Beca 18 in 2026. The state
 * funds students there in 2026, so the page does not conclude that it must close: both sources are
 * shown with their dates and the conclusion comes from the later one. `contradictedDenialSql` is
 * the same rule for the directory's filter and order.
 */
export function isDenialContradicted(row: { licenceStatus: string | null; beca18Group?: number | null }): boolean {
  return row.licenceStatus === "denegada" && row.beca18Group !== null && row.beca18Group !== undefined;
}
export const contradictedDenialSql: SQL<boolean> = sql<boolean>`(${institutions.licenceStatus} = 'denegada' and ${institutions.beca18Group} is not null)`;
/** The status the directory filters and orders by: a contradicted denial counts as «otro». */
export const effectiveLicenceStatusSql: SQL<string | null> = sql<
  string | null
>`case when ${contradictedDenialSql} then 'otro' else ${institutions.licenceStatus} end`;

/** "RCD N° 015-2023-SUNEDU/CD (2023-06-08) https://…" → its resolution, date and address. */
export function parseResolution(source: string | null | undefined): { resolution: string | null; date: string | null; url: string | null } {
  const text = (source ?? "").trim();
  if (!text) return { resolution: null, date: null, url: null };
  const url = text.match(/https?:\/\/\S+/)?.[0] ?? null;
  const date = text.match(/\((\d{4}-\d{2}-\d{2})\)/)?.[1] ?? null;
  const resolution =
    text
      .replace(/https?:\/\/\S+/, "")
      .replace(/\(\d{4}-\d{2}-\d{2}\)/, "")
      .trim() || null;
  return { resolution, date, url };
}

/** A short status for history lines ("licencia denegada"). */
function statusWords(status: string | null, label: string | null): string {
  return licenceStatusLabel(status, label)
    .replace(/ por SUNEDU$/, "")
    .replace(/^SUNEDU: /, "")
    .replace(/^L/, "l");
}

/**
 * The latest SUNEDU status the data has, with its date and resolution; the status at the data cut
 * is history. A licence whose end date (as the cut has it) has passed says so and where to verify.
 * Institutes, and universities missing from SUNEDU's list, get an honest "sin dato".
 */
export function licenceOf(row: LicenceRow, today: string = new Date().toISOString().slice(0, 10)): LicenceDto {
  if (row.kind === "instituto") {
    return { status: null, label: "Licenciamiento: sin dato", dataCut: null, source: INSTITUTES_LICENCE_NOTE, note: null };
  }
  if (!row.licenceStatus) {
    return {
      status: null,
      label: "Sin dato de licencia",
      dataCut: null,
      source: "No figura en la lista de SUNEDU que usamos",
      note: `No figura en los datos de licenciamiento de SUNEDU que usamos: verifica su estado en ${SUNEDU_VERIFY}.`,
    };
  }
  if (isDenialContradicted(row)) return contradictedLicence(row);
  const label = licenceStatusLabel(row.licenceStatus, row.licenceLabel);
  const later = parseResolution(row.laterStatusSource);
  const fromLater = Boolean(later.resolution) && (row.licenceCutStatus !== row.licenceStatus || !row.licenceDataCut);
  const validUntil = fromLater ? null : row.licenceStatus === "licenciada" ? (row.licenceEndDate ?? null) : null;
  const expired = Boolean(validUntil && validUntil < today);
  const history =
    fromLater && row.licenceCutStatus && row.licenceDataCut
      ? `Al corte de ${row.licenceDataCut} figuraba: ${statusWords(row.licenceCutStatus, row.licenceCutLabel ?? null)}.`
      : null;
  let note: string | null = null;
  if (fromLater) {
    note = `${label} por ${later.resolution}${later.date ? ` del ${later.date}` : ""}.${history ? ` ${history}` : ""}`;
  } else if (expired) {
    note = `Según el corte de SUNEDU del ${row.licenceDataCut}, la licencia iba hasta el ${validUntil}; esa fecha ya pasó y los datos no dicen si fue renovada: verifica su estado actual en ${SUNEDU_VERIFY}.`;
  } else if (validUntil) {
    note = `Licencia vigente hasta el ${validUntil} según el corte de SUNEDU del ${row.licenceDataCut}.`;
  }
  return {
    status: row.licenceStatus,
    label,
    dataCut: row.licenceDataCut,
    source: fromLater ? `SUNEDU, ${later.resolution}` : SUNEDU_LICENCE_SOURCE,
    asOf: fromLater ? later.date : row.licenceStatus === "licenciada" ? (row.licenceStartDate ?? row.licenceDataCut) : row.licenceDataCut,
    resolution: fromLater ? later.resolution : null,
    resolutionUrl: fromLater ? later.url : null,
    validUntil,
    expired,
    history,
    note,
  };
}

/** A denial PRONABEC's 2026 list contradicts: SUNEDU's status as dated history, the conclusion from 2026. */
function contradictedLicence(row: LicenceRow): LicenceDto {
  const later = parseResolution(row.laterStatusSource);
  const sunedu = later.resolution
    ? `SUNEDU le denegó la licencia (${later.resolution}${later.date ? `, ${later.date}` : ""})`
    : `SUNEDU figuraba con licencia denegada al corte del ${row.licenceDataCut ?? "2022-08-17"}`;
  return {
    status: "otro",
    label: "Elegible para Beca 18 2026; licencia SUNEDU: verificar",
    dataCut: row.licenceDataCut,
    source: BECA18_SOURCE,
    asOf: "2026",
    resolution: null,
    resolutionUrl: null,
    validUntil: null,
    expired: false,
    history: `${sunedu}.`,
    note: `${sunedu}; en 2026 PRONABEC la lista entre las instituciones elegibles para Beca 18 (${BECA18_SOURCE}), una fuente oficial posterior: sigue admitiendo alumnos financiados por el Estado. Verifica su licencia actual en ${SUNEDU_VERIFY}.`,
    laterSource: { source: BECA18_SOURCE, year: 2026, says: "institución elegible para Beca 18 en 2026" },
  };
}

export function toCard(row: CardRow): InstitutionCard {
  return {
    id: row.id,
    name: row.name,
    type: row.kind,
    logo: row.logo,
    username: row.slug,
    sentence: row.sentence,
    checked: Boolean(row.checked),
    shortName: row.shortName,
    gestion: row.gestion,
    region: row.regionSlug && row.regionName ? { slug: row.regionSlug, name: row.regionName } : null,
    province: row.province,
    district: row.district,
    licence: licenceOf(row),
    careerCount: Number(row.careerCount),
    confirmedCareerCount: Number(row.confirmedCareerCount ?? 0),
    beca18: {
      eligible: row.beca18Group !== null && row.beca18Group !== undefined,
      group: row.beca18Group ?? null,
      rows: Number(row.beca18Rows ?? 0),
      source: BECA18_SOURCE,
    },
  };
}

/** `exists(on this user's list)` (shortlist_items, any source), or false for a visitor. */
export function checkedSql(userId: string | null | undefined): SQL<boolean> {
  if (!userId) return sql<boolean>`false`;
  return sql<boolean>`exists(select 1 from shortlist_items s where s.user_id = ${userId} and s.institution_id = ${institutions.id})`;
}
