import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { InstitutionCard, LicenceDto } from "@/lib/contracts/catalogue";
import { SUNEDU_VERIFY } from "@/lib/content/catalogue/sources";
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
  checked: boolean;
};

type LicenceRow = Pick<CardRow, "kind" | "licenceStatus" | "licenceLabel" | "licenceDataCut"> &
  Partial<Pick<CardRow, "licenceCutStatus" | "licenceCutLabel" | "licenceStartDate" | "licenceEndDate" | "laterStatusSource">>;

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
  };
}

/** `exists(on this user's list)` (shortlist_items, any source), or false for a visitor. */
export function checkedSql(userId: string | null | undefined): SQL<boolean> {
  if (!userId) return sql<boolean>`false`;
  return sql<boolean>`exists(select 1 from shortlist_items s where s.user_id = ${userId} and s.institution_id = ${institutions.id})`;
}
